// Two kinds of failure: a SyncError ends the whole sync (a call failed: the data stays as it
// was), a RecordError only skips the record it belongs to (reported with its id).

/** A failed call or an unusable answer to a whole call; the message is the one line shown. */
export class SyncError extends Error {}

/** One record cannot be used (validation, an oversized document): skipped and reported. */
export class RecordError extends Error {}

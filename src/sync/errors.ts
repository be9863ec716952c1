// Two kinds of failure: a SyncError ends the whole sync (a call failed: the data stays as it
// was), a RecordError only skips the record it belongs to (reported with its id).

/** A failed call or an unusable answer to a whole call; the message is the one line shown. */
export class SyncError extends Error {}

/** One record cannot be used (validation, an oversized document): skipped and reported. */
export class RecordError extends Error {}

/** A skipped record, as the sync reports it. */
export interface Skipped {
  kind: string;
  id: string;
  reason: string;
}

/**
 * Reads one record: a RecordError skips it, reported as `kind` and `id`; any other failure ends
 * the sync.
 */
export async function readOrSkip(
  skip: (entry: Skipped) => void,
  kind: string,
  id: string,
  read: () => void | Promise<void>,
): Promise<void> {
  try {
    await read();
  } catch (error) {
    if (!(error instanceof RecordError)) throw error;
    skip({ kind, id, reason: error.message });
  }
}

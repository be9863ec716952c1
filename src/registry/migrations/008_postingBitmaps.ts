import type { Kysely } from 'kysely';

// SQLite twin of ./postgres/008_postingBitmaps.ts: SQLite has no posting lists (see 007). Kept
// so both dialects record the same migration names.

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}

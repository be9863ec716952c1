import type { Kysely } from 'kysely';

// SQLite twin of ./postgres/007_searchPostings.ts: FTS5 counts its hits from the index alone,
// so SQLite needs no posting lists. Kept so both dialects record the same migration names.

export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}

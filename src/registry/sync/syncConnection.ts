import 'server-only';
import { sql, SqliteAdapter } from 'kysely';
import type { Registry } from '../database/db';

// SQLITE-ONLY (the one dialect-specific step of the sync; a no-op on other databases).
// The serving connection keeps a 64 MB page cache and 256 MB of memory-mapped reads for search
// speed (db.ts). A sync process writes a whole registry once and reads little: with those
// settings its memory grew with the database file (354 MB RSS at 100 000 projects), so its own
// connection uses a small cache and plain reads.
export async function limitSyncConnectionMemory(db: Registry): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`PRAGMA cache_size = -8192`.execute(db);
  await sql`PRAGMA mmap_size = 0`.execute(db);
}

import 'server-only';
import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

// Kysely's SQLite driver prepares every query anew: on a list page that was a fifth of the
// database time (the list page's CPU profile), for the same few statements each time. Prepared
// statements are kept by their SQL text, the most recently used first, up to a fixed count
// (search shapes vary with the filters given). A statement still being iterated (a streamed
// read) is busy and cannot run a second query at once: then a fresh one is prepared.

export const STATEMENT_CACHE_SIZE = 200;

export function withStatementCache(
  sqlite: Database,
  size: number = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept) {
        if (kept.busy) return sqlite.prepare(sql);
        // Most recently used last: the Map's first key is the one to drop.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

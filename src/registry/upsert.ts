import 'server-only';
import type { Insertable } from 'kysely';
import type { Registry } from './db';
import type { Database } from './dbTypes';

// Writers (the upstream sync, imports) insert-or-update through here: Kysely's
// `ON CONFLICT (key) DO UPDATE SET col = excluded.col` runs on SQLite and PostgreSQL alike,
// where SQLite's INSERT OR REPLACE does not exist on PostgreSQL (and deletes the row first).

// Below SQLite's 32 766 and PostgreSQL's 65 535 bound parameters per statement.
const MAX_PARAMETERS = 30_000;

/**
 * Inserts rows, updating every other given column of rows whose `key` columns already exist.
 * Rows must all have the same columns (the first row's). Call it inside the sync transaction.
 */
export async function upsertRows<T extends keyof Database & string>(
  db: Registry,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  key: readonly (keyof Database[T] & string)[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const updated = columns.filter((c) => !key.includes(c as keyof Database[T] & string));
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot type a table chosen at run time; the signature above keeps callers typed.
    const chunk = rows.slice(start, start + size) as never;
    await db
      .insertInto(table as 'registryInfo')
      .values(chunk)
      .onConflict((oc) => {
        const conflict = oc.columns(key as never);
        if (!updated.length) return conflict.doNothing();
        return conflict.doUpdateSet((eb) =>
          Object.fromEntries(updated.map((c) => [c, eb.ref(`excluded.${c}` as 'excluded.value')])),
        );
      })
      .execute();
  }
}

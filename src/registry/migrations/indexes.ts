import type { Kysely } from 'kysely';

/** An index of `table` over `columns`, in that order, named `<table>_<name>_idx`. */
export async function createIndex(
  db: Kysely<unknown>,
  table: string,
  name: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(`${table}_${name}_idx`).on(table).columns(columns).execute();
}

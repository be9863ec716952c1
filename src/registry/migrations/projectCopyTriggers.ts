import { type Kysely, sql } from 'kysely';

/**
 * Three SQLite triggers that keep a copy of the projects keyed by their rowid in step (the
 * full-text index, the search keys): an insert copies the new row, a delete removes the copy,
 * an update does both. `insert` is the statement that copies the row `new`.
 */
export async function createProjectCopyTriggers(
  db: Kysely<unknown>,
  name: string,
  table: string,
  insert: string,
): Promise<void> {
  const remove = `DELETE FROM ${table} WHERE rowid = old.rowid;`;
  const triggers: [string, string, string][] = [
    ['ai', 'INSERT', insert],
    ['ad', 'DELETE', remove],
    ['au', 'UPDATE', `${remove}\n        ${insert}`],
  ];
  for (const [suffix, event, body] of triggers) {
    await sql
      .raw(
        `CREATE TRIGGER projects_${name}_${suffix} AFTER ${event} ON projects BEGIN
        ${body}
      END`,
      )
      .execute(db);
  }
}

import { type Kysely, sql } from 'kysely';

// The posting lists of migration 007 become bitmaps: bit i of a lexeme's `bits` is set when the
// project with id base + i holds it (base: the marker row's `n`). A query of several common
// words intersected their id lists in SQL, 7 ms for three words on 100 000 projects; ANDing
// their bitmaps and counting the bits (bit_count, PostgreSQL 14+) takes a fraction of one, and
// a row is looked up in a query's bitmap by position instead of in a hash of its ids.
//
// Sparse bitmaps compress well, so rows over 256 bytes are compressed: LZ4 where the server has
// it (three times faster to write than the default pglz), pglz elsewhere. The lists are emptied:
// the next refresh (every start runs one) writes them anew, and until then readers use the GIN
// index, as with any outdated lists.

const statements = [
  `DELETE FROM "searchPostings"`,
  `ALTER TABLE "searchPostings" DROP COLUMN ids, ADD COLUMN bits varbit NOT NULL`,
  `ALTER TABLE "searchPostings" SET (toast_tuple_target = 256)`,
  `DO $$ BEGIN
    ALTER TABLE "searchPostings" ALTER COLUMN bits SET COMPRESSION lz4;
  EXCEPTION WHEN feature_not_supported THEN NULL;
  END $$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM "searchPostings"`.execute(db);
  await sql`ALTER TABLE "searchPostings" RESET (toast_tuple_target)`.execute(db);
  await sql`ALTER TABLE "searchPostings" DROP COLUMN bits, ADD COLUMN ids integer[] NOT NULL`.execute(
    db,
  );
}

import crypto from 'node:crypto';
import type { Registry } from '../../src/registry/database/db';

// Row counts and checksums of every table of a registry, to tell whether two databases (a
// source and its backup) hold the same data. The full-text index (derived from projects) and
// the data version (a restore bumps it, so page caches drop old pages) are left out.

const derived = /^(kysely_migration|projectsFts|sqlite_)/;

export async function tableChecksums(db: Registry): Promise<Record<string, string>> {
  const tables = (await db.introspection.getTables())
    .filter((t) => !t.isView && !derived.test(t.name))
    .map((t) => t.name)
    .sort();
  const sums: Record<string, string> = {};
  for (const table of tables) {
    const rows = (await db
      .selectFrom(table as never)
      .selectAll()
      .execute()) as Record<string, unknown>[];
    const lines = rows
      .filter((row) => !(table === 'registryInfo' && row.key === 'dataVersion'))
      .map((row) =>
        JSON.stringify(row, (_, value: unknown) =>
          typeof value === 'bigint' ? value.toString() : value,
        ),
      )
      .sort();
    const hash = crypto.createHash('sha256').update(lines.join('\n')).digest('hex');
    sums[table] = `${lines.length}:${hash.slice(0, 16)}`;
  }
  return sums;
}

import 'server-only';
import { sql } from 'kysely';
import type { ProjectSort, SortField } from '../../lib/projectQuery';
import type { Registry } from '../database/db';
import { dialectOf } from '../dialect';
import { sortDirection } from '../dialect/sortDirection';

// Sorting. Columns of the projects table sort on their own (indexed: see migration 002);
// names from the reference tables sort by a rank computed with Intl.Collator('uk'), because
// SQLite (and PostgreSQL's "C" collation) compare code points and would put Є, І, Ї, Ґ after Я.
// Unknown values (NULL) go last both ways; the storage key breaks ties so pages never overlap.
const ownColumns = {
  projectName: { column: 'projectName', nullable: false },
  beneficiar: { column: 'beneficiar', nullable: true },
  projectSum: { column: 'projectSum', nullable: true },
  projectPurpose: { column: 'projectPurpose', nullable: true },
  creditDateBegin: { column: 'creditDateBegin', nullable: true },
  agreementEffective: { column: 'agreementEffective', nullable: true },
} as const satisfies Partial<Record<SortField, { column: string; nullable: boolean }>>;

const referenceColumns = {
  projectStateName: { table: 'projectStates', name: 'name', column: 'projectStateId' },
  projectFieldName: { table: 'projectFields', name: 'fieldNameUkr', column: 'projectFieldId' },
  creditorName: { table: 'creditors', name: 'name', column: 'creditorId' },
  responsibleExecutorName: {
    table: 'responsibleExecutors',
    name: 'name',
    column: 'responsibleExecutorId',
  },
} as const;

const collator = new Intl.Collator('uk');

/** `CASE p.<id> WHEN <id> THEN <rank> … END` for the reference table's names in Ukrainian order. */
async function referenceRank(
  db: Registry,
  ref: (typeof referenceColumns)[keyof typeof referenceColumns],
) {
  const rows = await db
    .selectFrom(ref.table)
    .select(['id', sql<string>`${sql.ref(ref.name)}`.as('label')])
    .execute();
  rows.sort((a, b) => collator.compare(a.label, b.label) || a.id - b.id);
  if (!rows.length) return sql`NULL`;
  // Ids and ranks are integers from our own table, so inlining them is safe and lets SQLite
  // evaluate the CASE without bound parameters.
  const whens = rows.map((r, rank) => `WHEN ${Math.trunc(r.id)} THEN ${rank}`).join(' ');
  return sql.raw(`CASE p."${ref.column}" ${whens} END`);
}

/**
 * Where the rowids of a search are picked: the narrow projectSearchKeys (migration 002) unless
 * the sort needs a text column that only `projects` has. Filters use the same column names in
 * both, under alias `p`.
 */
export function searchTable(sort: ProjectSort): 'projectSearchKeys' | 'projects' {
  return textSorts.has(sort.field) ? 'projects' : 'projectSearchKeys';
}
const textSorts = new Set<SortField>(['projectName', 'beneficiar', 'projectPurpose']);

/** Sorts with an index of their own (migration 002), which a query can walk in order. */
export const sortIndexed = (sort: ProjectSort): boolean => indexedSorts.has(sort.field);
const indexedSorts = new Set<SortField>([
  'projectName',
  'projectSum',
  'creditDateBegin',
  'agreementEffective',
]);

/**
 * `driveByText`: a full-text filter is present. Its hits are few, so reading them and sorting is
 * cheap, while walking the sort index and probing each entry against the hits (SQLite's choice
 * for ORDER BY … LIMIT) visits the whole table when hits are rare (the dialect decides).
 */
export async function orderByClause(db: Registry, sort: ProjectSort, driveByText = false) {
  const desc = sort.direction === 'desc';
  const key = sql.ref(`p.${dialectOf(db).rowKey}`);
  if (sort.field in referenceColumns) {
    const rank = await referenceRank(
      db,
      referenceColumns[sort.field as keyof typeof referenceColumns],
    );
    const direction = sortDirection(desc);
    return sql`${rank} IS NULL, ${rank} ${direction}, ${key} ${direction}`;
  }
  const { column, nullable } = ownColumns[sort.field as keyof typeof ownColumns];
  return dialectOf(db).orderNullsLast(sql.ref(`p.${column}`), desc, nullable, driveByText);
}

import 'server-only';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { ProjectFilters, ProjectSearchQuery, SortField } from '../lib/projectQuery';
import type { Registry } from './db';
import { dialectOf } from './dialect';
import { fullTextQuery } from './fullText';

// Building blocks of the registry search, shared by the paged list, exports and the REST face.

export function baseProjectQuery(db: Registry) {
  return db
    .selectFrom('projects as p')
    .innerJoin('projectStates as s', 's.id', 'p.projectStateId')
    .innerJoin('projectFields as f', 'f.id', 'p.projectFieldId')
    .innerJoin('creditors as c', 'c.id', 'p.creditorId')
    .leftJoin('responsibleExecutors as e', 'e.id', 'p.responsibleExecutorId');
}

export const listColumns = [
  'p.projectId',
  'p.projectName',
  'p.projectStateId',
  's.name as projectStateName',
  'p.projectFieldId',
  'f.fieldNameUkr as projectFieldName',
  'p.creditorId',
  'c.name as creditorName',
  'p.beneficiar',
  'p.projectSum',
  'p.responsibleExecutorId',
  'e.name as responsibleExecutorName',
  'p.projectPurpose',
  'p.creditDateBegin',
  'p.agreementEffective',
] as const;

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
export function searchTable(sort: ProjectSearchQuery['sort']): 'projectSearchKeys' | 'projects' {
  return textSorts.has(sort.field) ? 'projects' : 'projectSearchKeys';
}
const textSorts = new Set<SortField>(['projectName', 'beneficiar', 'projectPurpose']);

/**
 * `driveByText`: a full-text filter is present. Its hits are few, so reading them and sorting is
 * cheap, while walking the sort index and probing each entry against the hits (SQLite's choice
 * for ORDER BY … LIMIT) visits the whole table when hits are rare (the dialect decides).
 */
export async function orderByClause(
  db: Registry,
  sort: ProjectSearchQuery['sort'],
  driveByText = false,
) {
  const desc = sort.direction === 'desc';
  const key = sql.ref(`p.${dialectOf(db).rowKey}`);
  if (sort.field in referenceColumns) {
    const rank = await referenceRank(
      db,
      referenceColumns[sort.field as keyof typeof referenceColumns],
    );
    const direction = sql.raw(desc ? 'DESC' : 'ASC');
    return sql`${rank} IS NULL, ${rank} ${direction}, ${key} ${direction}`;
  }
  const { column, nullable } = ownColumns[sort.field as keyof typeof ownColumns];
  return dialectOf(db).orderNullsLast(sql.ref(`p.${column}`), desc, nullable, driveByText);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Months [from, to] selected by quarter and month-from/to together; null when they exclude each other. */
function monthRange(filters: ProjectFilters): [number, number] | null | undefined {
  let lo = 1;
  let hi = 12;
  let any = false;
  if (filters.quarter !== undefined) {
    lo = Math.max(lo, filters.quarter * 3 - 2);
    hi = Math.min(hi, filters.quarter * 3);
    any = true;
  }
  if (filters.monthFrom !== undefined) {
    lo = Math.max(lo, filters.monthFrom);
    any = true;
  }
  if (filters.monthTo !== undefined) {
    hi = Math.min(hi, filters.monthTo);
    any = true;
  }
  if (!any) return undefined;
  return lo <= hi ? [lo, hi] : null;
}

/** SQL conditions for the filters (all ANDed); column names refer to alias `p`. */
export function filterConditions(db: Registry, filters: ProjectFilters): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  const months = monthRange(filters);
  if (months === null) return [sql<SqlBool>`1 = 0`];
  if (filters.year !== undefined) {
    const [lo, hi] = months ?? [1, 12];
    const from = `${filters.year}-${pad(lo)}-01`;
    const to = hi === 12 ? `${filters.year + 1}-01-01` : `${filters.year}-${pad(hi + 1)}-01`;
    where.push(sql<SqlBool>`p."creditDateBegin" >= ${from} AND p."creditDateBegin" < ${to}`);
  } else if (months) {
    where.push(
      sql<SqlBool>`CAST(substr(p."creditDateBegin", 6, 2) AS INTEGER) BETWEEN ${months[0]} AND ${months[1]}`,
    );
  }
  const text = fullTextQuery({ all: filters.projectName, beneficiar: filters.beneficiary });
  if (text) where.push(dialectOf(db).fullTextCondition(text));
  if (filters.mfo !== undefined) where.push(sql<SqlBool>`p."creditorId" = ${filters.mfo}`);
  if (filters.executor !== undefined)
    where.push(sql<SqlBool>`p."responsibleExecutorId" = ${filters.executor}`);
  if (filters.projectState !== undefined)
    where.push(sql<SqlBool>`p."projectStateId" = ${filters.projectState}`);
  if (filters.projectIndustry !== undefined)
    where.push(sql<SqlBool>`p."projectFieldId" = ${filters.projectIndustry}`);
  if (filters.amountFrom !== undefined)
    where.push(sql<SqlBool>`p."projectSum" >= ${filters.amountFrom}`);
  if (filters.amountTo !== undefined)
    where.push(sql<SqlBool>`p."projectSum" <= ${filters.amountTo}`);
  if (filters.signDate !== undefined)
    where.push(sql<SqlBool>`p."creditDateBegin" = ${filters.signDate}`);
  if (filters.validityDate !== undefined)
    where.push(sql<SqlBool>`p."agreementEffective" = ${filters.validityDate}`);
  return where;
}

/** Filters that must all hold, plus (optionally) alternatives of which one must hold. */
export type ProjectCriteria = Pick<ProjectSearchQuery, 'filters'> & { anyOf?: ProjectFilters[] };

const and = (conditions: Expression<SqlBool>[]): Expression<SqlBool> =>
  conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` AND `)})` : sql<SqlBool>`1 = 1`;

/**
 * The conditions of a search: its filters and, when `anyOf` is given, at least one of those
 * filter sets (the REST face's Lucene `OR`). Every search path goes through here, so pages,
 * RPC, REST and exports agree.
 */
export function criteriaConditions(db: Registry, criteria: ProjectCriteria): Expression<SqlBool>[] {
  const all = filterConditions(db, criteria.filters);
  if (criteria.anyOf) {
    const alternatives = criteria.anyOf.map((f) => and(filterConditions(db, f)));
    all.push(
      alternatives.length
        ? sql<SqlBool>`(${sql.join(alternatives, sql` OR `)})`
        : sql<SqlBool>`1 = 0`,
    );
  }
  return all;
}

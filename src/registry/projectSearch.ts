import 'server-only';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { ProjectFilters, ProjectSearchQuery, SortField } from '../lib/projectQuery';
import type { Registry } from './db';
import { ftsMatchExpression } from './fullText';

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

export const sortColumns: Record<SortField, string> = {
  projectName: 'p.projectName',
  projectStateName: 's.name',
  projectFieldName: 'f.fieldNameUkr',
  creditorName: 'c.name',
  beneficiar: 'p.beneficiar',
  projectSum: 'p.projectSum',
  responsibleExecutorName: 'e.name',
  projectPurpose: 'p.projectPurpose',
  creditDateBegin: 'p.creditDateBegin',
  agreementEffective: 'p.agreementEffective',
};

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
export function filterConditions(filters: ProjectFilters): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  const months = monthRange(filters);
  if (months === null) return [sql<SqlBool>`0`];
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
  const match = ftsMatchExpression({ all: filters.projectName, beneficiar: filters.beneficiary });
  if (match) {
    where.push(
      sql<SqlBool>`p.rowid IN (SELECT rowid FROM "projectsFts" WHERE "projectsFts" MATCH ${match})`,
    );
  }
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

/**
 * The WHERE of a search: its filters, and when `anyOf` is given, also at least one of those filter
 * sets (the REST face's Lucene `OR`). Every search path goes through here, so pages, RPC, REST
 * and exports agree.
 */
export function searchCondition(
  query: Pick<ProjectSearchQuery, 'filters'> & { anyOf?: ProjectFilters[] },
): Expression<SqlBool> {
  const all = filterConditions(query.filters);
  if (query.anyOf) {
    const alternatives = query.anyOf.map((f) => and(filterConditions(f)));
    all.push(
      alternatives.length ? sql<SqlBool>`(${sql.join(alternatives, sql` OR `)})` : sql<SqlBool>`0`,
    );
  }
  return and(all);
}

const and = (conditions: Expression<SqlBool>[]): Expression<SqlBool> =>
  conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` AND `)})` : sql<SqlBool>`1`;

export function orderByClause(sort: ProjectSearchQuery['sort']) {
  const column = sql.ref(sortColumns[sort.field]);
  const direction = sql.raw(sort.direction === 'desc' ? 'DESC' : 'ASC');
  // Unknown values (NULL) go last both ways; projectId keeps the order stable across pages.
  return sql`${column} IS NULL, ${column} ${direction}, p."projectId" ${direction}`;
}

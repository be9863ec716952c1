import 'server-only';
import { type Expression, type SqlBool, sql } from 'kysely';
import {
  filterNames,
  filterSpec,
  filtersWith,
  type FilterCondition,
  type FilterName,
} from '../../lib/projectFilters';
import { regionsOfFilter } from '../../lib/filterValues';
import type { ProjectFilters, SearchCriteria } from '../../lib/projectQuery';
import type { Registry } from '../database/db';
import { dialectOf } from '../dialect';
import type { TextDrive } from '../dialect/types';
import { fullTextQuery, type FullTextQuery } from './fullText';

// The SQL of the registry filters, read from the filter catalogue (lib/projectFilters.ts): a
// comparison filter compares its column; the named conditions below read every filter that
// names them. Column names refer to alias `p` (projects or projectSearchKeys).

const comparisons = { equals: '=', atLeast: '>=', atMost: '<=' } as const;
type Comparison = keyof typeof comparisons;

const isComparison = (condition: FilterCondition): condition is Comparison =>
  condition in comparisons;

const never = sql<SqlBool>`1 = 0`;

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

/** Year, quarter and months select agreements by their signing date (creditDateBegin). */
function signingPeriod(filters: ProjectFilters): Expression<SqlBool>[] {
  const months = monthRange(filters);
  if (months === null) return [never];
  if (filters.year !== undefined) {
    const [lo, hi] = months ?? [1, 12];
    const from = `${filters.year}-${pad(lo)}-01`;
    const to = hi === 12 ? `${filters.year + 1}-01-01` : `${filters.year}-${pad(hi + 1)}-01`;
    return [sql<SqlBool>`p."creditDateBegin" >= ${from} AND p."creditDateBegin" < ${to}`];
  }
  if (months) {
    return [
      sql<SqlBool>`CAST(substr(p."creditDateBegin", 6, 2) AS INTEGER) BETWEEN ${months[0]} AND ${months[1]}`,
    ];
  }
  return [];
}

const words = (filters: ProjectFilters, names: FilterName[]) =>
  names
    .map((name) => filters[name])
    .filter((value) => value !== undefined)
    .join(' ') || undefined;

/** The full-text words of the filters (anywhere, or in the beneficiary); undefined when none. */
export function textOfFilters(filters: ProjectFilters): FullTextQuery | undefined {
  return fullTextQuery({
    all: words(filters, filtersWith('anyText')),
    beneficiar: words(filters, filtersWith('beneficiaryText')),
  });
}

type ConditionBuilder = (
  db: Registry,
  filters: ProjectFilters,
  drive: TextDrive,
) => Expression<SqlBool>[];

const fullText: ConditionBuilder = (db, filters, drive) => {
  const text = textOfFilters(filters);
  return text ? [dialectOf(db).fullTextCondition(text, drive)] : [];
};

/** Projects placed in any of the chosen regions (registry/places; same key on both tables). */
const inRegions: ConditionBuilder = (db, filters) => {
  const codes = regionsOfFilter(filters.region);
  if (!codes.length) return [];
  const key = sql.ref(`p.${dialectOf(db).rowKey}`);
  return [
    // The region's keys from its index (region, projectKey), each row then found by its key:
    // a region holds a few percent of the projects, so they drive the query.
    sql<SqlBool>`${key} IN (SELECT r."projectKey" FROM "projectRegions" r WHERE r."region" IN (${sql.join(codes)}))`,
  ];
};

/** The builder of each named condition; a builder shared by several runs once per search. */
const namedConditions: Record<Exclude<FilterCondition, Comparison>, ConditionBuilder> = {
  signingPeriod: (_db, filters) => signingPeriod(filters),
  // One MATCH for the words anywhere and the words in the beneficiary.
  anyText: fullText,
  beneficiaryText: fullText,
  region: inRegions,
};

/** SQL conditions for the filters (all ANDed). */
function filterConditions(
  db: Registry,
  filters: ProjectFilters,
  drive: TextDrive,
): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  const builders = new Set<ConditionBuilder>();
  for (const name of filterNames) {
    const { condition, column } = filterSpec(name);
    const value = filters[name];
    if (value === undefined) continue;
    if (!isComparison(condition)) {
      builders.add(namedConditions[condition]);
      continue;
    }
    where.push(sql<SqlBool>`${sql.ref(`p.${column}`)} ${sql.raw(comparisons[condition])} ${value}`);
  }
  for (const build of builders) where.push(...build(db, filters, drive));
  return where;
}

const and = (conditions: Expression<SqlBool>[]): Expression<SqlBool> =>
  conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` AND `)})` : sql<SqlBool>`1 = 1`;

/**
 * The conditions of a search: its filters and, when `anyOf` is given, at least one of those
 * filter sets (the REST face's Lucene `OR`). `drive`: how its full-text words are matched
 * (dialect/types.ts); by default its hits drive the query.
 */
export function criteriaConditions(
  db: Registry,
  criteria: SearchCriteria,
  drive: TextDrive = 'hits',
): Expression<SqlBool>[] {
  const all = filterConditions(db, criteria.filters, drive);
  if (criteria.anyOf) {
    const alternatives = criteria.anyOf.map((f) => and(filterConditions(db, f, drive)));
    all.push(alternatives.length ? sql<SqlBool>`(${sql.join(alternatives, sql` OR `)})` : never);
  }
  return all;
}

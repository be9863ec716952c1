import 'server-only';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { ProjectSearchQuery } from '../../lib/projectQuery';
import { regionCodes, type RegionCode } from '../../lib/regions';
import type { Registry } from '../database/db';
import { criteriaConditions } from '../search/projectConditions';

// Projects and amounts by region for a search (the map and its table). A project in
// several regions counts in each; a project placed nowhere counts once as nationwide. Amounts
// are the projects' total cost (projectSum) summed in whole kopiykas, as the statistics totals
// sum them (statistics.ts, migration 003): unknown amounts count as 0.

export interface RegionTotal {
  region: RegionCode;
  count: number;
  amount: number;
}
export interface RegionTotals {
  regions: RegionTotal[];
  nationwide: { count: number; amount: number };
}

const kop = sql<number>`sum(round(coalesce(p."projectSum", 0) * 100))`;

// PostgreSQL returns sums and counts as strings, SQLite as numbers.
const hryvnias = (kopiykas: number | string | null): number =>
  Math.round(Number(kopiykas ?? 0)) / 100;

const and = (where: readonly Expression<SqlBool>[]) =>
  where.length ? sql<SqlBool>`(${sql.join(where, sql` AND `)})` : sql<SqlBool>`1 = 1`;

/** Count and amount of the search's projects in each of the 27 units, and of those in none. */
export async function regionTotals(db: Registry, query: ProjectSearchQuery): Promise<RegionTotals> {
  const where = and(criteriaConditions(db, { filters: query.filters }));
  const [byRegion, nationwide] = await Promise.all([
    db
      .selectFrom('projectRegions as r')
      .innerJoin('projects as p', 'p.id', 'r.projectKey')
      .select(['r.region', sql<number>`count(*)`.as('count'), kop.as('kop')])
      .where(where)
      .groupBy('r.region')
      .execute(),
    db
      .selectFrom('projects as p')
      .select([sql<number>`count(*)`.as('count'), kop.as('kop')])
      .where(where)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('projectRegions as r')
              .select(sql`1`.as('one'))
              .whereRef('r.projectKey', '=', 'p.id'),
          ),
        ),
      )
      .executeTakeFirstOrThrow(),
  ]);
  const found = new Map(byRegion.map((row) => [row.region, row]));
  return {
    regions: regionCodes.map((region) => {
      const row = found.get(region);
      return { region, count: Number(row?.count ?? 0), amount: hryvnias(row?.kop ?? 0) };
    }),
    nationwide: { count: Number(nationwide.count), amount: hryvnias(nationwide.kop) },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallerFactory } from '../../routers/init';
import { appRouter } from '../../routers/_app';
import {
  parseProjectQuery,
  projectQueryString,
  projectSearchInput,
} from '../../src/lib/projectQuery';
import type { Registry } from '../../src/registry/database/db';
import { latestChanges, listChanges } from '../../src/registry/changes/changeList';
import { changesQueryString } from '../../src/lib/changesQuery';
import { placeAllProjects } from '../../src/registry/places/projectPlacement';
import { regionTotals } from '../../src/registry/places/regionTotals';
import { prepareSearch } from '../../src/registry/search/projectSearch';
import { createRestApp } from '../../src/rest/app';
import { parseLuceneQuery } from '../../src/rest/luceneQuery';
import { testRegistry } from '../support/testRegistry';

// The region filter on the demo registry (placed by the generator), on both databases: the URL,
// tRPC, the REST Lucene field and the totals by region agree with the placement table.

let db: Registry;

beforeAll(async () => {
  db = await testRegistry({ projects: 200 });
});
afterAll(() => db.destroy());

/** The projectIds placed in any of `codes`, read straight from the placement table. */
async function placedIn(...codes: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('projectRegions as r')
    .innerJoin('projects as p', 'p.id', 'r.projectKey')
    .select('p.projectId')
    .distinct()
    .where('r.region', 'in', codes)
    .execute();
  return rows.map((r) => r.projectId).sort();
}

const search = (filters: Record<string, unknown>) =>
  prepareSearch(db, {
    filters: projectSearchInput().parse({ filters }).filters,
    sort: { field: 'projectName', direction: 'asc' },
  });

describe('the region filter', () => {
  it('the demo registry places most projects, and leaves some nationwide', async () => {
    const totals = await regionTotals(db, projectSearchInput().parse({}));
    const placed = await db.selectFrom('projectRegions').select('projectKey').distinct().execute();
    expect(placed.length).toBeGreaterThan(50);
    expect(totals.nationwide.count).toBeGreaterThan(10);
    expect(placed.length + totals.nationwide.count).toBe(200);
  });

  it('reads repeated URL parameters and writes them back repeated', () => {
    const parsed = parseProjectQuery(new URLSearchParams('region=UA-63&region=UA-46'));
    expect(parsed.query.filters.region).toBe('UA-46,UA-63');
    expect(parsed.errors).toEqual({});
    expect(projectQueryString({ filters: { region: 'UA-46,UA-63' } })).toBe(
      '?region=UA-46&region=UA-63&page=1',
    );
  });

  it('refuses an unknown code with a Ukrainian message', () => {
    const parsed = parseProjectQuery(new URLSearchParams('region=UA-99'));
    expect(parsed.query.filters.region).toBeUndefined();
    expect(parsed.errors.region).toBe('Оберіть область зі списку');
  });

  it('finds the projects of any chosen region, as the placement table says', async () => {
    for (const codes of [['UA-63'], ['UA-30'], ['UA-32'], ['UA-46', 'UA-63']]) {
      const expected = await placedIn(...codes);
      const prepared = search({ region: codes.join(',') });
      expect(await prepared.count()).toBe(expected.length);
      const page = await prepared.page(1, 100);
      expect(page.rows.map((r) => r.projectId).sort()).toEqual(expected);
    }
  });

  it('combines with the other filters', async () => {
    const [state] = await db.selectFrom('projectStates').select('id').execute();
    const both = await search({ region: 'UA-46', projectState: state!.id }).count();
    const rows = await db
      .selectFrom('projectRegions as r')
      .innerJoin('projects as p', 'p.id', 'r.projectKey')
      .select('p.projectId')
      .where('r.region', '=', 'UA-46')
      .where('p.projectStateId', '=', state!.id)
      .execute();
    expect(both).toBe(rows.length);
  });

  it('tRPC projects.search, the REST Lucene field and regionTotals agree', async () => {
    const expected = await placedIn('UA-46');
    const caller = createCallerFactory(appRouter)({ db } as never);
    const rpc = await caller.projects.search({ filters: { region: 'UA-46' }, pageSize: 100 });
    expect(rpc.total).toBe(expected.length);
    const asList = await caller.projects.search({ filters: { region: ['UA-46'] }, pageSize: 1 });
    expect(asList.total).toBe(expected.length);

    const app = createRestApp(() => db);
    const res = await app.request(
      `/api/_search/xm-entities?size=100&query=${encodeURIComponent('typeKey:PROJECT AND region:UA-46')}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe(String(expected.length));

    const either = parseLuceneQuery('region:UA-46 OR region:UA-63');
    const union = await prepareSearch(db, either).count();
    expect(union).toBe((await placedIn('UA-46', 'UA-63')).length);

    const totals = await regionTotals(db, projectSearchInput().parse({}));
    expect(totals.regions.find((r) => r.region === 'UA-46')!.count).toBe(expected.length);
  });

  it('a bad Lucene region is a clear 400', async () => {
    const app = createRestApp(() => db);
    const res = await app.request(
      `/api/_search/xm-entities?query=${encodeURIComponent('region:Харків')}`,
    );
    expect(res.status).toBe(400);
  });

  it("/changes and its Atom feed select the changes of the region's projects", async () => {
    const inLviv = new Set(await placedIn('UA-46'));
    const all = await listChanges(db, { filters: {}, page: 1, pageSize: 100 });
    const expected = all.entries.filter((c) => inLviv.has(c.projectId));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.entries.length);
    const filtered = await listChanges(db, {
      filters: { region: 'UA-46' },
      page: 1,
      pageSize: 100,
    });
    expect(filtered.entries.map((c) => c.projectId)).toEqual(expected.map((c) => c.projectId));
    const feed = await latestChanges(db, { filters: { region: 'UA-46' } }, 100);
    expect(feed.map((c) => c.projectId)).toEqual(expected.map((c) => c.projectId));
    expect(changesQueryString({ filters: { region: 'UA-46,UA-63' } })).toBe(
      '?region=UA-46&region=UA-63',
    );
  });

  it('placing every project anew (the migration of a registry with projects) gives the same rows', async () => {
    const rows = () =>
      db
        .selectFrom('projectRegions')
        .select(['projectKey', 'region', 'evidence'])
        .orderBy('projectKey')
        .orderBy('region')
        .execute();
    const written = await rows();
    expect(await placeAllProjects(db, 37)).toBe(written.length);
    expect(await rows()).toEqual(written);
  });
});

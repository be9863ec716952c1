import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallerFactory } from '../../routers/init';
import { appRouter } from '../../routers/_app';
import type { Registry } from '../../src/registry/database/db';
import { getProject, searchProjects } from '../../src/registry/projects/projects';
import { listProjectFields } from '../../src/registry/projects/references';
import { projectSearchInput } from '../../src/lib/projectQuery';
import { testRegistry } from '../support/testRegistry';

let db: Registry;
beforeAll(async () => {
  db = await testRegistry();
});
afterAll(async () => {
  await db.destroy();
});

describe('registry search on a temporary database', () => {
  it('pages through every project exactly once, 10 per page', async () => {
    const first = await searchProjects(db, projectSearchInput().parse({}));
    expect(first.total).toBe(120);
    expect(first.rows).toHaveLength(10);
    expect(first.pageCount).toBe(12);
    const seen = new Set<string>();
    for (let page = 1; page <= first.pageCount; page++) {
      const result = await searchProjects(db, projectSearchInput().parse({ page }));
      for (const row of result.rows) seen.add(row.projectId);
    }
    expect(seen.size).toBe(120);
  });

  it('returns the full record of a project with its reference names', async () => {
    const { rows } = await searchProjects(db, projectSearchInput().parse({}));
    const project = await getProject(db, rows[0]!.projectId);
    expect(project?.projectName).toBe(rows[0]!.projectName);
    expect(project?.creditorName).toBe(rows[0]!.creditorName);
    expect(typeof project?.isCreditPaid).toBe('boolean');
    expect(await getProject(db, '000000000')).toBeUndefined();
  });

  it('sorts industries by their Ukrainian name', async () => {
    const names = (await listProjectFields(db)).map((f) => f.fieldNameUkr);
    expect(names).toEqual([...names].sort(new Intl.Collator('uk').compare));
  });
});

describe('routers through createCaller', () => {
  it('call the registry with validated input', async () => {
    const caller = createCallerFactory(appRouter)({ db });
    const result = await caller.projects.search({ page: 2 });
    expect(result.page).toBe(2);
    await expect(caller.projects.search({ page: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

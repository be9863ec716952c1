import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '../../src/registry/database/db';
import type { NewProjectRow } from '../../src/registry/database/dbTypes';
import { replaceRegistryData, type ReplacementData } from '../../src/registry/sync/registryReplace';
import { testRegistry } from '../support/testRegistry';

// The sync's write places the projects it writes, and a second sync that changes a
// project's text places it anew (the old rows go with the replaced project), on both databases.

let db: Registry;
beforeAll(async () => {
  db = await testRegistry({ empty: true });
});
afterAll(() => db.destroy());

const project = (n: number, projectName: string): NewProjectRow =>
  ({
    projectId: `30000000${n}`,
    projectName,
    projectStateId: 1,
    projectFieldId: 1,
    creditorId: 1,
    isCreditPaid: 0,
    updatedAt: '2024-01-01',
  }) as NewProjectRow;

const data = (projects: NewProjectRow[]): ReplacementData => ({
  projectStates: [{ id: 1, name: 'Реалізація', sortOrder: 1 }],
  projectFields: [{ id: 1, fieldNameUkr: 'Енергетика' }],
  creditors: [{ id: 1, name: 'МБРР', shortName: 'МБРР' }],
  responsibleExecutors: [],
  eventTypes: [],
  projects: async function* () {
    yield projects;
  },
  projectStats: async function* () {},
  projectDocuments: async function* () {},
  news: [],
  glossaryWords: [],
  regulatoryDocuments: [],
  lastUpdate: null,
});

const placements = () =>
  db
    .selectFrom('projectRegions as r')
    .innerJoin('projects as p', 'p.id', 'r.projectKey')
    .select(['p.projectId', 'r.region', 'r.evidence'])
    .orderBy('p.projectId')
    .orderBy('r.region')
    .execute();

describe('the sync places what it writes', () => {
  it('places each project of the write', async () => {
    await replaceRegistryData(
      db,
      data([
        project(1, 'Тепломережі м. Харкова'),
        project(2, 'Реформа державних фінансів'),
        project(3, 'Дороги Київської та Житомирської областей'),
      ]),
    );
    expect(await placements()).toEqual([
      { projectId: '300000001', region: 'UA-63', evidence: 'за назвою проєкту: «м. Харкова»' },
      {
        projectId: '300000003',
        region: 'UA-18',
        evidence: 'за назвою проєкту: «Київської та Житомирської областей»',
      },
      {
        projectId: '300000003',
        region: 'UA-32',
        evidence: 'за назвою проєкту: «Київської та Житомирської областей»',
      },
    ]);
  });

  it('a changed text is placed anew, a removed project leaves nothing behind', async () => {
    await replaceRegistryData(db, data([project(1, 'Тепломережі м. Львова')]));
    expect(await placements()).toEqual([
      { projectId: '300000001', region: 'UA-46', evidence: 'за назвою проєкту: «м. Львова»' },
    ]);
    const orphans = await db.selectFrom('projectRegions').select('projectKey').execute();
    expect(orphans).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openActivityFile } from '../../src/exports/iati/activityFile';
import { exportContext } from '../../src/exports/iati/context';
import { projectActivityFile, searchActivityFile } from '../../src/exports/iati/registryActivities';
import type { SearchCriteria } from '../../src/lib/projectQuery';
import type { Registry } from '../../src/registry/database/db';
import { countProjects } from '../../src/registry/projects/projects';
import { projectRecords, type ProjectRecord } from '../../src/registry/projects/projectRecords';
import { validateAgainstSchema } from '../support/iatiFixtures';
import { iatiRuleViolations } from '../support/iatiRules';
import { childOf, childrenOf, parseXml, type XmlElement } from '../support/iatiXml';
import { testRegistry } from '../support/testRegistry';

// The IATI file of the demo registry, read straight from the registry (SQLite, and PostgreSQL in
// the unit-pg project): valid against the official schema, clean under the §5 rules, one
// activity per project the search finds except the skipped ones, which are counted and logged.

let db: Registry;
beforeAll(async () => {
  db = await testRegistry();
});
afterAll(async () => {
  await db.destroy();
});

async function exportOf(criteria: SearchCriteria) {
  const log: string[] = [];
  const context = exportContext('https://ifi.example', new Date(), (line) => log.push(line));
  const file = await searchActivityFile(db, criteria, context);
  const xml = file.kind === 'file' ? await new Response(file.body).text() : undefined;
  return { file, xml, log };
}

const identifiers = (doc: XmlElement) =>
  childrenOf(doc, 'iati-activity').map((a) => childOf(a, 'iati-identifier')!.text);

async function checkFile(criteria: SearchCriteria) {
  const { file, xml, log } = await exportOf(criteria);
  expect(file.kind).toBe('file');
  expect(validateAgainstSchema(xml!).output).toMatch(/validates$/);
  const doc = parseXml(xml!);
  expect(iatiRuleViolations(doc)).toEqual([]);
  const skipped = Number(/^skipped: (\d+)$/.exec(doc.comments.at(-1) ?? '')?.[1]);
  const ids = identifiers(doc);
  // activities + skipped = the list's «Знайдено N».
  expect(ids.length + skipped).toBe(await countProjects(db, criteria));
  expect(file.found).toBe(ids.length + skipped);
  expect(log.filter((l) => l.startsWith('iati: skipped '))).toHaveLength(skipped);
  // In projectId order, each once.
  expect([...ids].sort()).toEqual(ids);
  expect(new Set(ids).size).toBe(ids.length);
  return { doc, ids, skipped, log };
}

const cents = (text: string) => Math.round(Number(text) * 100);

/** The first project (by id) in a state: 5 «Реалізація» is written, 1 «Підготовка» skipped. */
async function projectInState(state: 1 | 5): Promise<string> {
  const row = await db
    .selectFrom('projects')
    .select('projectId')
    .where('projectStateId', '=', state)
    .orderBy('projectId')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.projectId;
}

describe('IATI export of the registry', () => {
  it('writes the whole registry: valid, §5-clean, every project an activity or a logged skip', async () => {
    const { doc, ids, skipped, log } = await checkFile({ filters: {} });
    expect(ids.length).toBeGreaterThan(100);
    // Projects in preparation have no dates yet: they are the skipped ones.
    expect(skipped).toBeGreaterThan(0);
    for (const line of log.filter((l) => l.startsWith('iati: skipped '))) {
      expect(line).toMatch(/^iati: skipped [\w-]+: no start date$/);
    }
    // The money used is reported exactly: the incoming funds add up to amountMoneyUsed.
    const records = await projectRecords(
      db,
      ids.map((id) => id.replace('UA-EDR-00013480-', '')),
    );
    const used = new Map(records.map((r) => [r.project.projectId, r.project.amountMoneyUsed]));
    let withFunds = 0;
    for (const activity of childrenOf(doc, 'iati-activity')) {
      const projectId = childOf(activity, 'iati-identifier')!.text.replace('UA-EDR-00013480-', '');
      const funds = childrenOf(activity, 'transaction')
        .filter((t) => childOf(t, 'transaction-type')!.attributes.code === '1')
        .reduce((sum, t) => sum + cents(childOf(t, 'value')!.text), 0);
      const expected = Math.round((used.get(projectId) ?? 0) * 100);
      expect(funds, projectId).toBe(expected > 0 ? expected : 0);
      if (funds > 0) withFunds += 1;
    }
    expect(withFunds).toBeGreaterThan(50);
  });

  it('writes the projects of a filtered search only', async () => {
    const criteria: SearchCriteria = { filters: { projectState: 5, mfo: 2 } };
    const { doc } = await checkFile(criteria);
    for (const activity of childrenOf(doc, 'iati-activity')) {
      expect(childOf(activity, 'activity-status')!.attributes.code).toBe('2');
      expect(
        childrenOf(activity, 'participating-org').find((o) => o.attributes.role === '1')!.attributes
          .ref,
      ).toBe('XI-IATI-EBRD');
    }
  });

  it('answers `empty` when the search finds nothing or nothing it finds can be written', async () => {
    const none = await exportOf({ filters: { projectName: 'жодногоїтакогослова' } });
    expect(none.file).toEqual({ kind: 'empty', skipped: 0, found: 0 });
    // State 1 is «Підготовка»: no project there has a date yet.
    const preparation = await exportOf({ filters: { projectState: 1 } });
    const found = await countProjects(db, { filters: { projectState: 1 } });
    expect(found).toBeGreaterThan(0);
    expect(preparation.file).toEqual({ kind: 'empty', skipped: found, found });
  });

  it('writes one project, or says it is missing or cannot be an activity', async () => {
    const first = await projectInState(5);
    const context = exportContext('https://ifi.example', new Date(), () => {});
    const one = await projectActivityFile(db, first, context);
    if (!('xml' in one)) throw new Error('expected a file');
    expect(validateAgainstSchema(one.xml).ok).toBe(true);
    expect(identifiers(parseXml(one.xml))).toEqual([`UA-EDR-00013480-${first}`]);
    expect(await projectActivityFile(db, '000000000', context)).toEqual({ missing: true });
    const skipped = await projectActivityFile(db, await projectInState(1), context);
    expect(skipped).toMatchObject({ skip: { log: 'no start date' } });
  });
});

describe('IATI file streaming', () => {
  const recordsOf = async (ids: string[]) => projectRecords(db, ids);

  it('holds the file until an activity is ready, then reads a batch only when asked', async () => {
    const [writable, pipeline] = [await projectInState(5), await projectInState(1)];
    const batches = [
      await recordsOf([pipeline]),
      await recordsOf([writable]),
      await recordsOf([writable]),
      await recordsOf([writable]),
    ];
    let read = 0;
    let closed = false;
    async function* source(): AsyncGenerator<ProjectRecord[]> {
      try {
        for (const batch of batches) {
          read += 1;
          yield batch;
        }
      } finally {
        closed = true;
      }
    }
    const file = await openActivityFile(
      source(),
      exportContext('https://ifi.example', new Date(), () => {}),
    );
    // The skipped first batch and the first writable one: nothing more before the client reads.
    expect(read).toBe(2);
    if (file.kind !== 'file') throw new Error('expected a file');
    const reader = file.body.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<iati-activities /);
    expect(first).toContain('<iati-activity ');
    await reader.cancel();
    expect(closed).toBe(true);
    expect(read).toBeLessThan(batches.length);
  });
});

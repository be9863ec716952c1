import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { latestChanges, listChanges } from '../../src/registry/changes/changeList';
import { projectHistory, removedProject } from '../../src/registry/changes/projectHistory';
import type { Registry } from '../../src/registry/database/db';
import { SyncError } from '../../src/sync/errors';
import { runSync } from '../../src/sync/runSync';
import {
  fakeSyncConfig,
  sampleData,
  startFakeRegistry,
  type FakeData,
  type FakeRegistry,
} from '../support/fakeRegistry';
import { removedKey, revised, secondRevision } from '../support/secondRevision';
import { testRegistry } from '../support/testRegistry';

// The change history of real syncs (fake registry service, first and changed second revision),
// on SQLite and PostgreSQL: the first registry data is the baseline, an unchanged sync records
// nothing, a failed one nothing either, and a changed one records what a reader would see.

let fake: FakeRegistry;
let db: Registry;

const config = () => fakeSyncConfig(fake);

async function serve(data: FakeData) {
  await fake.close();
  fake = await startFakeRegistry(data);
}

const revisions = async () =>
  Number(
    (
      await db
        .selectFrom('registryRevisions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const page = (query: Partial<Parameters<typeof listChanges>[1]> = {}) =>
  listChanges(db, { filters: {}, page: 1, pageSize: 20, ...query });

beforeEach(async () => {
  fake = await startFakeRegistry(sampleData());
  db = await testRegistry({ projects: 20 });
});
afterEach(async () => {
  await fake.close();
  await db.destroy();
});

describe('change history of syncs', () => {
  it('starts from the first registry data (over demo data) and records nothing for it', async () => {
    // The demo registry comes with a made-up past; registry data must not inherit it.
    expect(await revisions()).toBeGreaterThan(0);
    const first = await runSync(db, config());
    expect(first.changes).toBeNull();
    expect(await revisions()).toBe(0);
    const again = await runSync(db, config());
    expect(again.changes).toBeNull();
    expect(await revisions()).toBe(0);
    expect((await page()).total).toBe(0);
  });

  it('records added, removed and changed projects with typed old and new values', async () => {
    const first = sampleData();
    const gone = removedKey(first);
    await runSync(db, config());
    await serve(secondRevision(first));
    const summary = await runSync(db, config());
    expect(summary.changes).toMatchObject({ added: 1, changed: 5, removed: 1 });

    const { entries, total } = await page();
    expect(total).toBe(7);
    const byId = new Map(entries.map((e) => [e.projectId, e]));
    expect(byId.get(revised.added)).toMatchObject({
      kind: 'added',
      projectName: 'Нова станція очищення води',
      inRegistry: true,
      fields: [],
    });
    expect(byId.get(gone)).toMatchObject({
      kind: 'removed',
      projectName: 'Модернізація водоканалу № 11',
      inRegistry: false,
    });
    expect(byId.get(revised.amount)?.fields).toEqual([
      { field: 'projectSum', label: 'Сума проєкту', was: 1234567.89, became: 1300000 },
    ]);
    expect(byId.get(revised.state)?.fields).toEqual([
      { field: 'projectStateName', label: 'Стан проєкту', was: 'Підготовка', became: 'Реалізація' },
    ]);
    expect(byId.get(revised.endDate)?.fields).toEqual([
      {
        field: 'projectDateTo',
        label: 'Завершення періоду реалізації',
        was: null,
        became: '2028-12-31',
      },
    ]);
    expect(byId.get(revised.executor)?.fields).toMatchObject([
      { field: 'responsibleExecutorName', was: null, became: 'Виконавець 5' },
    ]);
    expect(byId.get(revised.flag)?.fields).toMatchObject([
      { field: 'isCreditPaid', was: true, became: false },
    ]);

    const history = await projectHistory(db, revised.amount, 100);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'changed', change: { was: 1234567.89 } });
    expect(await removedProject(db, gone)).toMatchObject({
      projectName: 'Модернізація водоканалу № 11',
    });
    expect(await removedProject(db, revised.amount)).toBeUndefined();

    // The same data again: nothing new.
    expect((await runSync(db, config())).changes).toBeNull();
    expect(await revisions()).toBe(1);
  });

  it('keeps reference names as they were then', async () => {
    await runSync(db, config());
    const renamed = sampleData();
    renamed.states = [
      { id: 1, name: 'Підготовка' },
      { id: 2, name: 'Виконання' },
    ];
    await serve(renamed);
    const summary = await runSync(db, config());
    // Half the sample projects are in state 2.
    expect(summary.changes).toMatchObject({ added: 0, changed: 6, removed: 0 });
    const { entries } = await page();
    expect(entries[0]!.fields).toMatchObject([
      { field: 'projectStateName', was: 'Реалізація', became: 'Виконання' },
    ]);
  });

  it('records nothing when a sync fails, and serves the previous history', async () => {
    await runSync(db, config());
    await serve(secondRevision(sampleData()));
    fake.faults.push({ match: /functions\/LAWS/, times: 4, action: { status: 500 } });
    await expect(runSync(db, config())).rejects.toBeInstanceOf(SyncError);
    expect(await revisions()).toBe(0);
  });

  it('selects changes by the registry filters, one project and a first day', async () => {
    await runSync(db, config());
    await serve(secondRevision(sampleData()));
    await runSync(db, config());

    // State 2 after the change: the state change itself and the odd-numbered projects.
    const inState = await page({ filters: { projectState: 2 } });
    expect(inState.entries.map((e) => e.projectId).sort()).toEqual(
      [
        revised.amount,
        revised.state,
        revised.endDate,
        revised.flag,
        removedKey(sampleData()),
      ].sort(),
    );
    expect(inState.total).toBe(5);
    const words = await page({ filters: { projectName: 'станція очищення' } });
    expect(words.entries.map((e) => e.projectId)).toEqual([revised.added]);
    const one = await page({ project: revised.executor });
    expect(one.total).toBe(1);
    expect((await page({ since: '2100-01-01' })).total).toBe(0);
    expect((await page({ since: '2000-01-01' })).total).toBe(7);
    // Deep pages: past the end is empty, the total stays.
    const past = await page({ page: 3, pageSize: 5 });
    expect(past).toMatchObject({ total: 7, pageCount: 2, entries: [] });
    const second = await page({ page: 2, pageSize: 5 });
    expect(second.entries).toHaveLength(2);
    expect(await latestChanges(db, { filters: {} }, 3)).toHaveLength(3);
  });
});

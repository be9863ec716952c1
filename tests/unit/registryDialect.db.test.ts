import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessageInput } from '../../src/lib/contactForm';
import { claimDueContactMessages, storeContactMessage } from '../../src/registry/contact/contact';
import { bumpDataVersion, getDataVersion } from '../../src/registry/database/dataVersion';
import { migrateToLatest, openRegistry, type Registry } from '../../src/registry/database/db';
import { dialectOf } from '../../src/registry/dialect';
import { groupByField } from '../../src/registry/statistics/statistics';
import { searchProjects } from '../../src/registry/projects/projects';
import { projectSearchInput } from '../../src/lib/projectQuery';
import { sharedTestDatabase, testDialect, testRegistry } from '../support/testRegistry';

// What several portal processes on one database rely on, on the dialect under test
// (SQLite in project `unit`, PostgreSQL 15 in `unit-pg`). Each process has its own
// connection (PostgreSQL: its own pool), as here.

const message = contactMessageInput.parse({
  name: 'Олена Петренко',
  email: 'olena@example.com',
  phone: '',
  subject: 'Питання щодо проєкту',
  message: 'Коли оновлюються дані?',
});

describe(`the registry on ${testDialect}`, () => {
  let first: Registry;
  let second: Registry;

  beforeAll(async () => {
    const shared = await sharedTestDatabase();
    first = shared.open();
    second = shared.open();
    // Both "processes" start together: each migration is applied once, neither fails. (One
    // SQLite file is served by one machine, whose start script migrates before serving.)
    if (testDialect === 'postgres')
      await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
    else await migrateToLatest(first);
  });

  it('applies every migration once when two processes migrate at the same time', async () => {
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(first);
    expect(applied.rows.map((r) => r.name).sort()).toEqual(
      Object.keys(dialectOf(first).migrations).sort(),
    );
    expect(dialectOf(first).name).toBe(testDialect);
  });

  it('shows a data version bumped through one process to the other at once', async () => {
    const before = await getDataVersion(second);
    await first.transaction().execute((trx) => bumpDataVersion(trx));
    expect(await getDataVersion(second)).toBe(before + 1);
  });

  it('claims every due contact message exactly once across processes', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    for (let i = 0; i < 30; i++) {
      await storeContactMessage(first, message, { clientKey: `claim-${i}`, now });
    }
    const lease = new Date(now.getTime() + 600_000);
    const claimed: number[][] = [[], []];
    // Both claim in small batches at the same time until nothing is due.
    await Promise.all(
      [first, second].map(async (db, n) => {
        for (;;) {
          const batch = await claimDueContactMessages(db, now, lease, 4);
          if (!batch.length) break;
          claimed[n]!.push(...batch.map((m) => m.id));
        }
      }),
    );
    const all = [...claimed[0]!, ...claimed[1]!];
    expect(all).toHaveLength(30);
    expect(new Set(all).size).toBe(30);
    // Claimed messages are leased: not due again before the lease ends.
    expect(await claimDueContactMessages(second, now, lease)).toEqual([]);
  });

  it('shares the rate limit: concurrent messages of one client through both stop at the limit', async () => {
    const now = new Date('2026-01-02T10:00:00Z');
    // Two SQLite connections in one process cannot wait for each other (busy_timeout blocks the
    // thread that would commit), so on SQLite both halves go through one connection.
    const other = testDialect === 'postgres' ? second : first;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        storeContactMessage(i % 2 ? first : other, message, { clientKey: 'busy', now }),
      ),
    );
    expect(results.filter((r) => r.status === 'stored')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'rate-limited')).toHaveLength(7);
  });
});

describe(`the schema on ${testDialect}`, () => {
  let db: Registry;
  beforeAll(async () => {
    db = await testRegistry({ projects: 3 });
  });

  it('has the same tables and columns as the SQLite schema', async () => {
    const reference = openRegistry(':memory:');
    await migrateToLatest(reference);
    const columns = async (registry: Registry) =>
      Object.fromEntries(
        (await registry.introspection.getTables())
          // The full-text index differs by design: FTS5 tables, or a table of tsvectors and
          // PostgreSQL's posting lists beside it.
          .filter((t) => !/^(projectsFts|projectSearch$|searchPostings$)/.test(t.name))
          .map((t) => [t.name, t.columns.map((c) => c.name).sort()]),
      );
    const sqliteColumns = await columns(reference);
    await reference.destroy();
    // PostgreSQL's projectSearchKeys is a view keyed by `id`, SQLite's a table keyed by rowid.
    const withoutKey = (all: Record<string, string[]>) => ({
      ...all,
      projectSearchKeys: all.projectSearchKeys?.filter((c) => c !== 'id' && c !== 'rowid'),
    });
    expect(withoutKey(await columns(db))).toEqual(withoutKey(sqliteColumns));
  });

  it('assigns new keys after seeded rows (identity sequences follow explicit ids)', async () => {
    const row = await db
      .insertInto('news')
      .values({
        key: 'new-one',
        newsDate: '2026-11-23',
        newsTitle: 'Нове',
        newsText: '<p>Текст</p>',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const max = await db
      .selectFrom('news')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    expect(Number(row.id)).toBe(Number(max.id));
  });

  it('keeps full amounts to the kopiyka (no 4-byte floats)', async () => {
    const amount = 123_456_789_012.34;
    await db.updateTable('projects').set({ projectSum: amount }).where('id', '=', 1).execute();
    const row = await db
      .selectFrom('projects')
      .select('projectSum')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.projectSum).toBe(amount);
  });

  it('upserts projects the same way on both dialects, statistics and search following', async () => {
    const [project] = await db.selectFrom('projects').selectAll().orderBy('id').limit(1).execute();
    const { id: _id, ...row } = project!;
    const before = await groupByField(db);
    // INSERT … ON CONFLICT DO UPDATE, the one upsert both dialects share (SQLite's INSERT OR
    // REPLACE does not exist on PostgreSQL): the triggers must see it as an update.
    await db
      .insertInto('projects')
      .values([
        { ...row, projectName: 'Оновлена назва водоканалу', projectSum: 1000 },
        { ...row, projectId: '999000001', projectName: 'Новий проєкт', projectSum: 5 },
      ])
      .onConflict((oc) =>
        oc.column('projectId').doUpdateSet((eb) => ({
          projectName: eb.ref('excluded.projectName'),
          projectSum: eb.ref('excluded.projectSum'),
        })),
      )
      .execute();
    const stored = await db
      .selectFrom('projects')
      .select(['projectId', 'projectName', 'projectSum'])
      .where('projectId', 'in', [row.projectId, '999000001'])
      .orderBy('projectId')
      .execute();
    expect(stored).toEqual(
      [
        { projectId: row.projectId, projectName: 'Оновлена назва водоканалу', projectSum: 1000 },
        { projectId: '999000001', projectName: 'Новий проєкт', projectSum: 5 },
      ].sort((a, b) => a.projectId.localeCompare(b.projectId)),
    );
    // A writer indexes what it wrote in its transaction (SQLite's triggers already have).
    await dialectOf(db).refreshSearchIndex(db);
    const found = await searchProjects(
      db,
      projectSearchInput().parse({ filters: { projectName: 'оновлена ВОДОКАН' } }),
    );
    expect(found.rows.map((r) => r.projectId)).toEqual([row.projectId]);
    const count = (groups: { count: number }[]) => groups.reduce((n, g) => n + g.count, 0);
    expect(count(await groupByField(db))).toBe(count(before) + 1);
  });
});

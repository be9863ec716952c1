import { describe, expect, it } from 'vitest';
import { bumpDataVersion, getDataVersion } from '../../src/registry/database/dataVersion';
import { perDataVersion } from '../../src/registry/database/perDataVersion';
import { filterReferences } from '../../src/registry/projects/references';
import { testRegistry } from '../support/testRegistry';

describe('data version', () => {
  it('starts at 0 and goes up by one with every bump, inside a transaction too', async () => {
    const db = await testRegistry({ empty: true });
    expect(await getDataVersion(db)).toBe(0);
    await bumpDataVersion(db);
    await db.transaction().execute((trx) => bumpDataVersion(trx));
    expect(await getDataVersion(db)).toBe(2);
    await db.destroy();
  });

  it('keeps a read for as long as the version stays, and reads again after a bump', async () => {
    const db = await testRegistry({ empty: true });
    let reads = 0;
    const read = () => perDataVersion(db, 'test', async () => ++reads);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    expect(await read()).toBe(1);
    await bumpDataVersion(db);
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
    await db.destroy();
  });

  it('does not keep a read that failed', async () => {
    const db = await testRegistry({ empty: true });
    let reads = 0;
    const read = () =>
      perDataVersion(db, 'flaky', async () => {
        reads += 1;
        if (reads === 1) throw new Error('database busy');
        return reads;
      });
    await expect(read()).rejects.toThrow('database busy');
    expect(await read()).toBe(2);
    await db.destroy();
  });

  it('shows a creditor added by a sync on the next page, not before its version', async () => {
    const db = await testRegistry();
    const before = await filterReferences(db);
    await db
      .insertInto('creditors')
      .values({ id: 9_999, name: 'Аааа тестовий кредитор', shortName: 'ТК' })
      .execute();
    // Written without a bump (no sync does that): the kept lists stand.
    expect((await filterReferences(db)).creditors).toEqual(before.creditors);
    await bumpDataVersion(db);
    const after = await filterReferences(db);
    expect(after.creditors.map((c) => c.name)).toContain('Аааа тестовий кредитор');
    await db.destroy();
  });
});

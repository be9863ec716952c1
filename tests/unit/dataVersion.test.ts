import { describe, expect, it } from 'vitest';
import { bumpDataVersion, getDataVersion } from '../../src/registry/dataVersion';
import { migrateToLatest, openRegistry } from '../../src/registry/db';

describe('data version', () => {
  it('starts at 0 and goes up by one with every bump, inside a transaction too', async () => {
    const db = openRegistry(':memory:');
    await migrateToLatest(db);
    expect(await getDataVersion(db)).toBe(0);
    await bumpDataVersion(db);
    await db.transaction().execute((trx) => bumpDataVersion(trx));
    expect(await getDataVersion(db)).toBe(2);
    await db.destroy();
  });
});

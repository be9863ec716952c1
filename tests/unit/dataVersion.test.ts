import { describe, expect, it } from 'vitest';
import { bumpDataVersion, getDataVersion } from '../../src/registry/dataVersion';
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
});

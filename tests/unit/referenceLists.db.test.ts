import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Registry } from '../../src/registry/database/db';
import { listCreditors, listResponsibleExecutors } from '../../src/registry/projects/references';
import { testRegistry } from '../support/testRegistry';

// Spec §9: creditor and executor lists are limited to 50 — the first 50 in Ukrainian
// alphabetical order, not whichever 50 rows the database returns first.

let db: Registry;
beforeEach(async () => {
  db = await testRegistry({ empty: true });
});
afterEach(async () => {
  await db.destroy();
});

// Inserted in reverse order so that a cut before sorting keeps the wrong end of the alphabet.
const names = Array.from({ length: 60 }, (_, i) => `Організація ${String(i).padStart(2, '0')}`);
const reversed = [...names].reverse();

describe('reference lists', () => {
  it('keeps the first 50 creditors in Ukrainian order, cutting after sorting', async () => {
    await db
      .insertInto('creditors')
      .values(reversed.map((name, i) => ({ id: i + 1, name, shortName: name })))
      .execute();
    const list = await listCreditors(db);
    expect(list.map((c) => c.name)).toEqual(names.slice(0, 50));
  });

  it('keeps the first 50 executors in Ukrainian order, with Є and І in their places', async () => {
    const rows = [...reversed, 'Єдине агентство', 'Інститут розвитку', 'Ґрунтовий центр'];
    await db
      .insertInto('responsibleExecutors')
      .values(rows.map((name, i) => ({ id: i + 1, name })))
      .execute();
    const list = (await listResponsibleExecutors(db)).map((e) => e.name);
    expect(list).toHaveLength(50);
    expect(list.slice(0, 3)).toEqual(['Ґрунтовий центр', 'Єдине агентство', 'Інститут розвитку']);
    expect(list.at(-1)).toBe(names[46]);
  });
});

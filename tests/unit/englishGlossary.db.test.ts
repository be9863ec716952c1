import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishGlossaryLabels } from '../../scripts/demo/glossary';
import type { Registry } from '../../src/registry/database/db';
import { listGlossary } from '../../src/registry/content/glossary';
import {
  englishGlossaryDocument,
  glossaryListFileSchema,
  writeEnglishGlossary,
} from '../../src/registry/content/glossaryFile';
import { testRegistry } from '../support/testRegistry';

// Spec §7: the English glossary list is a static JSON file in the shape of the GOLOSARY result
// ({data: {references: [{code, label}]}}), generated with the data.

let db: Registry;
beforeAll(async () => {
  db = await testRegistry({ projects: 5 });
});
afterAll(async () => {
  await db.destroy();
});

describe('the English glossary list', () => {
  it('writes every term with its English label, in English order, in the GOLOSARY shape', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glossary-'));
    const file = await writeEnglishGlossary(db, dir, englishGlossaryLabels());
    expect(file).toBe(path.join(dir, 'data', 'glossary', 'en.json'));
    const document = glossaryListFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    const ukrainian = await listGlossary(db);
    const refs = document.data.references;
    expect(refs.map((r) => r.code).sort()).toEqual(ukrainian.map((r) => r.code).sort());
    expect(refs.find((r) => r.label === 'Commitment fee')).toBeDefined();
    expect(refs.every((r) => /^[\x20-\x7e]+$/.test(r.label))).toBe(true);
    const labels = refs.map((r) => r.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));
    expect(fs.readdirSync(path.dirname(file))).toEqual(['en.json']);
  });

  it('falls back to the Ukrainian label for a term without a translation', () => {
    const document = englishGlossaryDocument(
      [
        { code: 'hrant', label: 'Грант' },
        { code: 'transh', label: 'Транш' },
      ],
      { hrant: 'Grant', transh: ' ' },
    );
    expect(document).toEqual({
      data: {
        references: [
          { code: 'hrant', label: 'Grant' },
          { code: 'transh', label: 'Транш' },
        ],
      },
    });
  });

  it('is committed under public/ as the generator writes it', async () => {
    const committed = fs.readFileSync(path.resolve('public/data/glossary/en.json'), 'utf8');
    const fresh = englishGlossaryDocument(await listGlossary(db), englishGlossaryLabels());
    expect(JSON.parse(committed)).toEqual(fresh);
  });
});

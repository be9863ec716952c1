import { describe, expect, it } from 'vitest';
import { columns } from '../../src/components/projects/ResultsTable';
import { projectFieldDocs } from '../../src/lib/fieldDocs';
import { exportHeaders } from '../../src/exports/projectCells';
import {
  cardFactNames,
  catalogueField,
  fieldLabel,
  listColumnNames,
  projectFieldCatalogue,
} from '../../src/lib/projectFieldCatalogue';
import { projectFields } from '../../src/lib/projectFields';
import { sortFields } from '../../src/lib/projectQuery';
import { projectListItemSchema, projectSchema } from '../../src/registry/schemas';
import { testRegistry } from '../support/testRegistry';

// Each project field is declared once, in the catalogue; everything that lists
// fields is derived from it, so its labels cannot drift apart again.

describe('the project-field catalogue', () => {
  it('declares each field once, with a distinct Ukrainian label', () => {
    const names = projectFieldCatalogue.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    const labels = projectFieldCatalogue.map((f) => f.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const f of projectFieldCatalogue) expect(f.label, f.name).toMatch(/^[А-ЯІЇЄҐ]/u);
  });

  it('is the record the registry publishes: list row first, then the full project', () => {
    const list = projectFieldCatalogue.filter((f) => f.part === 'list').map((f) => f.name);
    expect(Object.keys(projectListItemSchema.shape)).toEqual(list);
    expect(Object.keys(projectSchema.shape).sort()).toEqual(
      projectFieldCatalogue.map((f) => f.name).sort(),
    );
    expect(projectFieldDocs.map((f) => f.name)).toEqual(Object.keys(projectSchema.shape));
  });

  it('matches the columns of the projects table (storage: column), on every dialect', async () => {
    const db = await testRegistry({ empty: true });
    const tables = await db.introspection.getTables();
    const projects = tables.find((t) => t.name === 'projects')!;
    const stored = projectFieldCatalogue.filter((f) => f.storage === 'column').map((f) => f.name);
    expect(projects.columns.map((c) => c.name).sort()).toEqual(['id', ...stored].sort());
    await db.destroy();
  }, 60_000);

  it('gives the list, its cards, the page, the exports and the API guide one wording per label', () => {
    expect(listColumnNames).toEqual(sortFields);
    expect(columns.map((c) => c.label)).toEqual(listColumnNames.map(fieldLabel));
    for (const name of cardFactNames) expect(listColumnNames).toContain(name);
    listColumnNames.forEach((name, i) =>
      expect(exportHeaders[i]!.startsWith(fieldLabel(name)), name).toBe(true),
    );
    for (const row of projectFields.filter((r) => r.key !== 'projectDate')) {
      expect(row.label, row.key).toBe(fieldLabel(row.key as never));
    }
    for (const doc of projectFieldDocs) {
      const f = catalogueField(doc.name as never);
      if (!f.description) expect(doc.description.startsWith(f.label), doc.name).toBe(true);
    }
  });
});

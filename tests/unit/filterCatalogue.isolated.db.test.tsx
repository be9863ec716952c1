import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Catalogue from '../../src/lib/projectFilters';
import { isoDate } from '../../src/lib/filterValues';
import type { Registry } from '../../src/registry/database/db';
import { testRegistry } from '../support/testRegistry';

// Adding a registry filter is one catalogue entry (plus its SQL when it is not a plain
// comparison): here a filter that exists only in the catalogue — "agreement in force from" —
// reaches the URL parser, the form, the chips, the SQL, the Lucene fields and the OpenAPI
// parameters of the list exports without any other change.

const effectiveFrom = {
  get schema() {
    return isoDate();
  },
  label: 'Угода чинна з',
  description: 'Угода набрала чинності не раніше дати, РРРР-ММ-ДД',
  column: 'agreementEffective',
  condition: 'atLeast',
  control: { kind: 'date' },
  lucene: { field: 'data.effectiveFrom', example: 'data.effectiveFrom:2020-01-01' },
} as const;

vi.doMock('../../src/lib/projectFilters', async (importOriginal) => {
  const actual = await importOriginal<typeof Catalogue>();
  Object.assign(actual.projectFilters, { effectiveFrom });
  (actual.filterNames as string[]).push('effectiveFrom');
  return actual;
});

// Loaded after the mock, so every module derives from the catalogue with the new entry.
const { parseProjectQuery, projectQueryString } = await import('../../src/lib/projectQuery');
const { FilterForm } = await import('../../src/components/projects/FilterForm');
const { activeFilters } = await import('../../src/components/projects/activeFilters');
const { luceneField } = await import('../../src/rest/luceneFields');
const { parseLuceneQuery } = await import('../../src/rest/luceneQuery');
const { openApiDocument } = await import('../../src/rest/openapi');
const { searchProjects } = await import('../../src/registry/projects/projects');
const { projectSearchInput } = await import('../../src/lib/projectQuery');

type Filters = Record<string, unknown>;
const refs = { creditors: [], executors: [], states: [], fields: [] };

let db: Registry;
beforeAll(async () => {
  db = await testRegistry({ projects: 60 });
}, 120_000);
afterAll(async () => {
  await db.destroy();
});

describe('a filter added to the catalogue alone', () => {
  it('is read from the URL, validated, and written back to it', () => {
    const { query, errors } = parseProjectQuery(new URLSearchParams('effectiveFrom=2020-01-01'));
    expect((query.filters as Filters).effectiveFrom).toBe('2020-01-01');
    expect(errors).toEqual({});
    expect(projectQueryString(query)).toBe('?effectiveFrom=2020-01-01&page=1');
    const bad = parseProjectQuery(new URLSearchParams('effectiveFrom=2020-02-30'));
    expect(bad.errors).toHaveProperty('effectiveFrom');
    expect(bad.query.filters).toEqual({});
  });

  it('has its labelled control in the form and its chip above the results', () => {
    const { query, errors, values } = parseProjectQuery(
      new URLSearchParams('effectiveFrom=2020-01-01'),
    );
    const html = renderToStaticMarkup(
      <FilterForm
        references={refs}
        values={values}
        errors={errors}
        sort={query.sort}
        activeCount={1}
      />,
    );
    expect(html).toMatch(/for="filter-effectiveFrom"[^>]*>Угода чинна з</);
    expect(html).toMatch(/<input id="filter-effectiveFrom" type="date"[^>]*name="effectiveFrom"/);
    expect(activeFilters(query, refs).map((c) => `${c.label}: ${c.value}`)).toEqual([
      'Угода чинна з: 01.01.2020',
    ]);
  });

  it('filters the registry with its SQL comparison', async () => {
    const all = await searchProjects(db, projectSearchInput().parse({ pageSize: 100 }));
    const dates = all.rows.map((r) => r.agreementEffective).filter((d): d is string => !!d);
    const cut = [...dates].sort()[Math.floor(dates.length / 2)]!;
    const found = await searchProjects(
      db,
      projectSearchInput().parse({ filters: { effectiveFrom: cut }, pageSize: 100 }),
    );
    expect(found.total).toBe(dates.filter((d) => d >= cut).length);
    expect(found.total).toBeLessThan(all.total);
    for (const row of found.rows) expect(row.agreementEffective! >= cut).toBe(true);
  });

  it('is a Lucene field of the REST query and a parameter of the list exports', () => {
    expect(luceneField('data.effectiveFrom')?.filter).toBe('effectiveFrom');
    expect(parseLuceneQuery('data.effectiveFrom:2021-03-04').filters).toEqual({
      effectiveFrom: '2021-03-04',
    });
    const doc = openApiDocument() as {
      paths: Record<string, { get: { parameters: { name: string; description?: string }[] } }>;
    };
    const params = doc.paths['/api/projects/export.csv']!.get.parameters;
    expect(params.find((p) => p.name === 'effectiveFrom')?.description).toBe(
      effectiveFrom.description,
    );
  });
});

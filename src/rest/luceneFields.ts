import {
  filterNames,
  filterSpec,
  type FilterControl,
  type FilterName,
} from '../lib/projectFilters';

// The fields a registry-compatible client may name in the Lucene `query` of
// /api/_search/xm-entities and of the export, and the registry filter each one sets. They are
// read from the filter catalogue (lib/projectFilters.ts); the OpenAPI document, the /api page and
// api_fields.pdf list this table.

export type LuceneValueKind = 'text' | 'id' | 'number' | 'date' | 'type' | 'region';

export interface LuceneField {
  /** As written in the query, e.g. `data.creditorId` (the `data.` prefix is optional). */
  field: string;
  kind: LuceneValueKind;
  /** The registry filter a single value sets. */
  filter?: FilterName;
  /** For ranges `[a TO b]`: the filters of the lower and upper bound. */
  range?: readonly [FilterName, FilterName];
  description: string;
  example: string;
}

const valueKinds = {
  text: 'text',
  reference: 'id',
  number: 'number',
  amount: 'number',
  choice: 'number',
  date: 'date',
  regions: 'region',
} as const satisfies Record<FilterControl['kind'], LuceneValueKind>;

const typeKeyField: LuceneField = {
  field: 'typeKey',
  kind: 'type',
  description: 'Тип запису; пошук працює лише для PROJECT (умову можна не писати)',
  example: 'typeKey:PROJECT',
};

export const luceneFields: readonly LuceneField[] = [
  typeKeyField,
  ...filterNames.flatMap((name): LuceneField[] => {
    const spec = filterSpec(name);
    if (!spec.lucene) return [];
    const { field, example, description = spec.description } = spec.lucene;
    const kind = valueKinds[spec.control.kind];
    return spec.upperBound
      ? [{ field, kind, range: [name, spec.upperBound], description, example }]
      : [{ field, kind, filter: name, description, example }];
  }),
];

const byName = new Map<string, LuceneField>();
for (const f of luceneFields) {
  byName.set(f.field, f);
  byName.set(f.field.replace(/^data\./, ''), f);
}

export function luceneField(name: string): LuceneField | undefined {
  return byName.get(name);
}

export const luceneQueryExample =
  'typeKey:PROJECT AND data.creditorId:3 AND (data.projectName:"вода" OR data.projectName:тепло)';

import type { FilterName } from '../lib/projectQuery';

// The fields a registry-compatible client may name in the Lucene `query` of
// /api/_search/xm-entities and of the export, and the registry filter each one sets. The
// OpenAPI document, the /api page and api_fields.pdf list this table, so it is the one place to
// change when a filter is added.

export type LuceneValueKind = 'text' | 'id' | 'number' | 'date' | 'type';

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

export const luceneFields: readonly LuceneField[] = [
  {
    field: 'typeKey',
    kind: 'type',
    description: 'Тип запису; пошук працює лише для PROJECT (умову можна не писати)',
    example: 'typeKey:PROJECT',
  },
  {
    field: 'data.projectName',
    kind: 'text',
    filter: 'projectName',
    description:
      'Слова в назві, меті або бенефіціарі проєкту (усі слова, за початком слова, без урахування регістру)',
    example: 'data.projectName:"водопостачання Львів"',
  },
  {
    field: 'data.beneficiar',
    kind: 'text',
    filter: 'beneficiary',
    description: 'Слова в назві бенефіціара',
    example: 'data.beneficiar:Укравтодор',
  },
  {
    field: 'data.creditorId',
    kind: 'id',
    filter: 'mfo',
    description: 'Ідентифікатор кредитора (МФО), див. /api/public/creditors',
    example: 'data.creditorId:3',
  },
  {
    field: 'data.responsibleExecutorId',
    kind: 'id',
    filter: 'executor',
    description: 'Ідентифікатор відповідального виконавця, див. /api/public/responsible-executors',
    example: 'data.responsibleExecutorId:5',
  },
  {
    field: 'data.projectStateId',
    kind: 'id',
    filter: 'projectState',
    description: 'Ідентифікатор стану проєкту, див. /api/public/project-states',
    example: 'data.projectStateId:2',
  },
  {
    field: 'data.projectFieldId',
    kind: 'id',
    filter: 'projectIndustry',
    description: 'Ідентифікатор галузі, див. /api/public/project-fields',
    example: 'data.projectFieldId:4',
  },
  {
    field: 'data.projectSum',
    kind: 'number',
    range: ['amountFrom', 'amountTo'],
    description: 'Сума проєкту, грн: точне значення або діапазон [від TO до], * — без межі',
    example: 'data.projectSum:[1000000 TO *]',
  },
  {
    field: 'data.creditDateBegin',
    kind: 'date',
    filter: 'signDate',
    description: 'Дата підписання угоди, РРРР-ММ-ДД',
    example: 'data.creditDateBegin:2019-05-14',
  },
  {
    field: 'data.agreementEffective',
    kind: 'date',
    filter: 'validityDate',
    description: 'Дата набрання чинності угодою, РРРР-ММ-ДД',
    example: 'data.agreementEffective:2019-09-01',
  },
  {
    field: 'data.year',
    kind: 'number',
    filter: 'year',
    description: 'Рік підписання угоди',
    example: 'data.year:2020',
  },
  {
    field: 'data.quarter',
    kind: 'number',
    filter: 'quarter',
    description: 'Квартал підписання угоди (1–4)',
    example: 'data.quarter:2',
  },
  {
    field: 'data.month',
    kind: 'number',
    range: ['monthFrom', 'monthTo'],
    description: 'Місяць підписання угоди (1–12) або період місяців [від TO до]',
    example: 'data.month:[3 TO 6]',
  },
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

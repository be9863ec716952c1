import type { z } from 'zod';
import { amount, isoDate, referenceId, regionList, searchText, wholeNumber } from './filterValues';

// The registry filters (spec §3), each said once. The URL parser and the tRPC input
// (projectQuery.ts), the form and its chips (components/projects), the SQL conditions
// (registry/projectSearch.ts), the Lucene fields of the REST face (rest/luceneFields.ts) and the
// OpenAPI parameters of the list exports (rest/routes/servedElsewhere.ts) are read from this
// table. Entries are in the form's order, which is also the order of the URL's parameters.
//
// Adding a filter: one entry here. If its condition is a plain comparison of a column
// (`equals`, `atLeast`, `atMost`) that is all; another condition is a new `condition` name plus
// its SQL in registry/projectSearch.ts (TypeScript asks for it).

export const monthNames = [
  'січень',
  'лютий',
  'березень',
  'квітень',
  'травень',
  'червень',
  'липень',
  'серпень',
  'вересень',
  'жовтень',
  'листопад',
  'грудень',
] as const;

const quarterNames = ['I квартал', 'II квартал', 'III квартал', 'IV квартал'] as const;

/** The reference lists a select can offer (read by the /projects page). */
export type ReferenceList = 'creditors' | 'executors' | 'states' | 'fields';

/** How the form asks for the value, and so how a chip and a Lucene value read it. */
export type FilterControl =
  | { kind: 'text'; wide?: boolean }
  | { kind: 'number'; signingPeriodHint?: boolean }
  | { kind: 'amount' }
  | { kind: 'date' }
  | { kind: 'reference'; list: ReferenceList }
  | { kind: 'choice'; options: readonly string[]; anyLabel: string }
  /** A checkbox per region (lib/regions.ts); the URL repeats the parameter, one code each. */
  | { kind: 'regions' };

/**
 * The SQL condition (registry/projectSearch.ts). Comparisons apply to `column`; the others are
 * named conditions: the signing period (year, quarter, months), full-text words in name, purpose
 * or beneficiary, and words in the beneficiary alone.
 */
export type FilterCondition =
  | 'equals'
  | 'atLeast'
  | 'atMost'
  | 'signingPeriod'
  | 'anyText'
  | 'beneficiaryText'
  | 'region';

export interface FilterSpec<Name extends string = string> {
  /**
   * Validates one value from the URL, the form, tRPC or a Lucene term. Entries declare it as a
   * getter over filterValues.ts, so it is built when first read, not when the catalogue loads.
   */
  schema: z.ZodType<string | number, unknown>;
  /** The Ukrainian label of the form field, its error and its chip. */
  label: string;
  /** The Ukrainian description of the query parameter (OpenAPI, /api). */
  description: string;
  /** The `projects` column the filter reads. */
  column: string;
  condition: FilterCondition;
  control: FilterControl;
  /** Entries with the same group share a fieldset with this legend. */
  group?: 'months' | 'amounts';
  /** This filter is the lower bound of a range whose upper bound is that filter (from ≤ to). */
  upperBound?: Name;
  /**
   * The Lucene field of the REST `query`. A lower bound's field takes `[a TO b]` for the pair;
   * `description` then says so (otherwise the filter's description serves).
   */
  lucene?: { field: string; example: string; description?: string };
}

export const filterGroupLegends = {
  months: 'Період (місяці)',
  amounts: 'Сума проєкту, грн.',
} as const;

/** The REST list that names the ids of each reference list (in the descriptions). */
const referencePaths: Record<ReferenceList, string> = {
  creditors: '/api/public/creditors',
  states: '/api/public/project-states',
  fields: '/api/public/project-fields',
  executors: '/api/public/responsible-executors',
};

/** A select of a reference list: the id equals the column; its Lucene field is the column. */
const referenceFilter = (
  label: string,
  whose: string,
  list: ReferenceList,
  column: string,
  exampleId: number,
) => ({
  get schema() {
    return referenceId();
  },
  label,
  description: `Ідентифікатор ${whose}, див. ${referencePaths[list]}`,
  column,
  condition: 'equals' as const,
  control: { kind: 'reference' as const, list },
  lucene: { field: `data.${column}`, example: `data.${column}:${exampleId}` },
});

/** A day the column must equal, YYYY-MM-DD; its Lucene field is the column. */
const dateFilter = (label: string, description: string, column: string, exampleDay: string) => ({
  get schema() {
    return isoDate();
  },
  label,
  description: `${description}, РРРР-ММ-ДД`,
  column,
  condition: 'equals' as const,
  control: { kind: 'date' as const },
  lucene: { field: `data.${column}`, example: `data.${column}:${exampleDay}` },
});

/**
 * A filter on the signing date's period (year, quarter, months). `more` adds what only some have
 * (a group, a range's bound, a Lucene field); it is not spread into an entry, because a spread
 * would call the schema getter when the catalogue loads.
 */
const signingFilter = <More extends object>(
  label: string,
  description: string,
  schema: () => z.ZodType<number, unknown>,
  control: FilterControl,
  more?: More,
) => ({
  get schema() {
    return schema();
  },
  label,
  description,
  column: 'creditDateBegin',
  condition: 'signingPeriod' as const,
  control,
  ...more,
});

/** One end of the signing months' range (the months fieldset). */
const monthBound = <More extends object>(label: string, description: string, more?: More) =>
  signingFilter(
    label,
    description,
    () => wholeNumber(1, 12),
    { kind: 'choice', options: monthNames, anyLabel: 'Будь-який' },
    { group: 'months' as const, ...more },
  );

/** One end of the project amount's range (the amounts fieldset); `more` as signingFilter's. */
const amountBound = <More extends object>(
  label: string,
  description: string,
  condition: 'atLeast' | 'atMost',
  more?: More,
) => ({
  get schema() {
    return amount();
  },
  label,
  description,
  column: 'projectSum',
  condition,
  control: { kind: 'amount' as const },
  group: 'amounts' as const,
  ...more,
});

const defineFilters = <T extends Record<string, FilterSpec<Extract<keyof T, string>>>>(t: T) => t;

export const projectFilters = defineFilters({
  projectName: {
    get schema() {
      return searchText();
    },
    label: 'Пошук за назвою, метою, бенефіціаром',
    description:
      'Слова в назві, меті або бенефіціарі проєкту (усі слова; відоме словнику слово — у будь-якій формі, інше — за початком слова; без урахування регістру)',
    column: 'projectName',
    condition: 'anyText',
    control: { kind: 'text', wide: true },
    lucene: { field: 'data.projectName', example: 'data.projectName:"водопостачання Львів"' },
  },
  beneficiary: {
    get schema() {
      return searchText();
    },
    label: 'Бенефіціар',
    description: 'Слова в назві бенефіціара',
    column: 'beneficiar',
    condition: 'beneficiaryText',
    control: { kind: 'text' },
    lucene: { field: 'data.beneficiar', example: 'data.beneficiar:Укравтодор' },
  },
  mfo: referenceFilter('Кредитор (МФО)', 'кредитора (МФО)', 'creditors', 'creditorId', 3),
  projectState: referenceFilter('Стан проєкту', 'стану проєкту', 'states', 'projectStateId', 2),
  projectIndustry: referenceFilter('Галузь', 'галузі', 'fields', 'projectFieldId', 4),
  executor: referenceFilter(
    'Відповідальний виконавець',
    'відповідального виконавця',
    'executors',
    'responsibleExecutorId',
    5,
  ),
  // The regions a project's text names (registry/places); any of the chosen ones.
  region: {
    get schema() {
      return regionList();
    },
    label: 'Область',
    description:
      'Код області за ISO 3166-2 (UA-05 … UA-77; UA-30 — місто Київ, UA-32 — Київська область); параметр можна повторити: проєкти хоча б однієї з областей',
    column: 'region',
    condition: 'region',
    control: { kind: 'regions' },
    lucene: { field: 'region', example: 'region:UA-63' },
  },
  year: signingFilter(
    'Рік підписання',
    'Рік підписання угоди',
    () => wholeNumber(1990, 2100),
    { kind: 'number', signingPeriodHint: true },
    { lucene: { field: 'data.year', example: 'data.year:2020' } },
  ),
  quarter: signingFilter(
    'Квартал',
    'Квартал підписання угоди (1–4)',
    () => wholeNumber(1, 4),
    { kind: 'choice', options: quarterNames, anyLabel: 'Усі' },
    { lucene: { field: 'data.quarter', example: 'data.quarter:2' } },
  ),
  monthFrom: monthBound('Місяць з', 'Місяць підписання угоди від (1–12)', {
    upperBound: 'monthTo' as const,
    lucene: {
      field: 'data.month',
      example: 'data.month:[3 TO 6]',
      description: 'Місяць підписання угоди (1–12) або період місяців [від TO до]',
    },
  }),
  monthTo: monthBound('Місяць по', 'Місяць підписання угоди до (1–12)'),
  amountFrom: amountBound('Сума від, грн.', 'Сума проєкту від, грн', 'atLeast', {
    upperBound: 'amountTo' as const,
    lucene: {
      field: 'data.projectSum',
      example: 'data.projectSum:[1000000 TO *]',
      description: 'Сума проєкту, грн: точне значення або діапазон [від TO до], * — без межі',
    },
  }),
  amountTo: amountBound('Сума до, грн.', 'Сума проєкту до, грн', 'atMost'),
  signDate: dateFilter(
    'Дата підписання угоди',
    'Дата підписання угоди',
    'creditDateBegin',
    '2019-05-14',
  ),
  validityDate: dateFilter(
    'Дата набрання чинності',
    'Дата набрання чинності угодою',
    'agreementEffective',
    '2019-09-01',
  ),
});

export type FilterName = keyof typeof projectFilters;
export const filterNames = Object.keys(projectFilters) as FilterName[];

/** The catalogue entry of a filter, typed for code that loops over all filters. */
export const filterSpec = (name: FilterName): FilterSpec<FilterName> => projectFilters[name];

/** The filters whose condition is the given one, in catalogue order. */
export const filtersWith = (...conditions: FilterCondition[]): FilterName[] =>
  filterNames.filter((name) => conditions.includes(filterSpec(name).condition));

/** [lower, upper] filter pairs: the parser refuses a lower bound above its upper bound. */
export const filterRanges = filterNames.flatMap((name) => {
  const upper = filterSpec(name).upperBound;
  return upper ? [[name, upper] as const] : [];
});

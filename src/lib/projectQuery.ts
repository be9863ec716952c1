import { z } from 'zod';
import { PROJECT_PAGE_SIZE } from './limits';
import { validationMessage } from './validationMessages';

// Registry search: the filter schema shared by the /projects form, the URL, the tRPC
// `projects.search` input and the REST face. Year, quarter and months filter on the agreement
// signing date (creditDateBegin).

export const MAX_TEXT_FILTER_LENGTH = 200;
export const MAX_PAGE = 100_000;

export const sortFields = [
  'projectName',
  'projectStateName',
  'projectFieldName',
  'creditorName',
  'beneficiar',
  'projectSum',
  'responsibleExecutorName',
  'projectPurpose',
  'creditDateBegin',
  'agreementEffective',
] as const;
export type SortField = (typeof sortFields)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export const defaultSort = { field: 'creditDateBegin', direction: 'desc' } as const satisfies {
  field: SortField;
  direction: SortDirection;
};

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

const isRealIsoDate = (value: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
};

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: validationMessage('numeric') })
    .int({ error: validationMessage('numeric') })
    .min(min, { error: validationMessage('min_value', { n: min }) })
    .max(max, { error: validationMessage('max_value', { n: max }) });

const text = z
  .string()
  .trim()
  .max(MAX_TEXT_FILTER_LENGTH, { error: validationMessage('max', { n: MAX_TEXT_FILTER_LENGTH }) });

const isoDate = z
  .string()
  .trim()
  .refine(isRealIsoDate, { error: validationMessage('date_format', { format: 'РРРР-ММ-ДД' }) });

// Visitors type amounts as '1 000 000,50' as often as '1000000.50'.
const amountText = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s\u00a0]/g, '').replace(',', '.') : value;

const amount = z.preprocess(
  amountText,
  z.coerce
    .number({ error: validationMessage('decimal') })
    .min(0, { error: validationMessage('min_value', { n: 0 }) })
    .max(1e15, { error: validationMessage('max_value', { n: '1 000 000 000 000 000' }) }),
);

const referenceId = wholeNumber(1, 1_000_000_000);

/** Each filter on its own, so one bad field never hides the others. */
export const projectFilterFields = {
  year: wholeNumber(1990, 2100),
  quarter: wholeNumber(1, 4),
  monthFrom: wholeNumber(1, 12),
  monthTo: wholeNumber(1, 12),
  projectName: text,
  beneficiary: text,
  mfo: referenceId,
  amountFrom: amount,
  amountTo: amount,
  signDate: isoDate,
  validityDate: isoDate,
  executor: referenceId,
  projectState: referenceId,
  projectIndustry: referenceId,
} as const;

export type FilterName = keyof typeof projectFilterFields;
export const filterNames = Object.keys(projectFilterFields) as FilterName[];

const crossFieldRules = <T extends z.ZodType<Partial<ProjectFilters>>>(schema: T) =>
  schema.superRefine((f, ctx) => {
    if (f.amountFrom !== undefined && f.amountTo !== undefined && f.amountFrom > f.amountTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['amountTo'],
        message: validationMessage('min_value', { n: f.amountFrom }),
      });
    }
    if (f.monthFrom !== undefined && f.monthTo !== undefined && f.monthFrom > f.monthTo) {
      ctx.addIssue({
        code: 'custom',
        path: ['monthTo'],
        message: validationMessage('min_value', { n: f.monthFrom }),
      });
    }
  });

const filterObject = z.object({
  year: projectFilterFields.year.optional(),
  quarter: projectFilterFields.quarter.optional(),
  monthFrom: projectFilterFields.monthFrom.optional(),
  monthTo: projectFilterFields.monthTo.optional(),
  projectName: projectFilterFields.projectName.optional(),
  beneficiary: projectFilterFields.beneficiary.optional(),
  mfo: projectFilterFields.mfo.optional(),
  amountFrom: projectFilterFields.amountFrom.optional(),
  amountTo: projectFilterFields.amountTo.optional(),
  signDate: projectFilterFields.signDate.optional(),
  validityDate: projectFilterFields.validityDate.optional(),
  executor: projectFilterFields.executor.optional(),
  projectState: projectFilterFields.projectState.optional(),
  projectIndustry: projectFilterFields.projectIndustry.optional(),
});
export type ProjectFilters = z.infer<typeof filterObject>;

export const projectFiltersSchema = crossFieldRules(filterObject);

export const projectSortSchema = z.object({
  field: z.enum(sortFields),
  direction: z.enum(sortDirections),
});
export type ProjectSort = z.infer<typeof projectSortSchema>;

/** Input of `projects.search` (tRPC) and of the registry search function. Pages are 1-based. */
export const projectSearchInput = z.object({
  filters: projectFiltersSchema.default({}),
  page: wholeNumber(1, MAX_PAGE).default(1),
  pageSize: wholeNumber(1, 100).default(PROJECT_PAGE_SIZE),
  sort: projectSortSchema.default(defaultSort),
});
export type ProjectSearchInput = z.input<typeof projectSearchInput>;
export type ProjectSearchQuery = z.output<typeof projectSearchInput>;

export type FieldErrors = Partial<Record<FilterName | 'page' | 'sort', string>>;

export interface ParsedProjectQuery {
  query: ProjectSearchQuery;
  errors: FieldErrors;
  /** The raw (trimmed) values, to refill the form as the visitor typed them. */
  values: Partial<Record<FilterName, string>>;
}

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function get(params: Params, name: string): string | undefined {
  const raw = params instanceof URLSearchParams ? params.get(name) : params[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** `sort=projectSum,desc` → {field, direction}; undefined when absent or unknown. */
export function parseSort(value: string | undefined): ProjectSort | undefined {
  if (!value) return undefined;
  const [field, direction = 'asc'] = value.split(',');
  const parsed = projectSortSchema.safeParse({ field, direction: direction.toLowerCase() });
  return parsed.success ? parsed.data : undefined;
}

/**
 * The URL's query string → a valid search plus one Ukrainian message per bad field. Bad fields
 * are dropped from the search, unknown parameters ignored: any query string gives a page.
 */
export function parseProjectQuery(params: Params): ParsedProjectQuery {
  const errors: FieldErrors = {};
  const values: Partial<Record<FilterName, string>> = {};
  const filters: Record<string, unknown> = {};
  for (const name of filterNames) {
    const raw = get(params, name);
    if (raw === undefined) continue;
    values[name] = raw;
    const parsed = projectFilterFields[name].safeParse(raw);
    if (parsed.success) filters[name] = parsed.data;
    else
      errors[name] =
        parsed.error.issues[0]?.message ?? validationMessage('default', { field: name });
  }
  const crossChecked = projectFiltersSchema.safeParse(filters);
  let validFilters: ProjectFilters = filters as ProjectFilters;
  if (!crossChecked.success) {
    for (const issue of crossChecked.error.issues) {
      const field = issue.path[0] as FilterName;
      errors[field] = issue.message;
      delete filters[field];
    }
    validFilters = filters as ProjectFilters;
  } else {
    validFilters = crossChecked.data;
  }

  let page = 1;
  const rawPage = get(params, 'page');
  if (rawPage !== undefined) {
    const parsed = wholeNumber(1, MAX_PAGE).safeParse(rawPage);
    if (parsed.success) page = parsed.data;
    else errors.page = parsed.error.issues[0]?.message;
  }
  const rawSort = get(params, 'sort');
  const sort = parseSort(rawSort);
  if (rawSort !== undefined && !sort) errors.sort = validationMessage('default', { field: 'sort' });

  return {
    query: {
      filters: validFilters,
      page,
      pageSize: PROJECT_PAGE_SIZE,
      sort: sort ?? defaultSort,
    },
    errors,
    values,
  };
}

/** A search → `?name=value&...` from non-empty values only, then sort (when not default) and page. */
export function projectQueryString(query: {
  filters?: Partial<Record<FilterName, string | number | undefined>>;
  page?: number;
  sort?: ProjectSort;
}): string {
  const params = new URLSearchParams();
  for (const name of filterNames) {
    const value = query.filters?.[name];
    if (value !== undefined && String(value).trim() !== '') params.set(name, String(value).trim());
  }
  const sort = query.sort;
  if (sort && (sort.field !== defaultSort.field || sort.direction !== defaultSort.direction)) {
    params.set('sort', `${sort.field},${sort.direction}`);
  }
  params.set('page', String(query.page ?? 1));
  return `?${params.toString()}`;
}

/** Clicking a column header: the same column flips direction, another column starts ascending. */
export function nextSort(current: ProjectSort, field: SortField): ProjectSort {
  if (current.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The query string of an export: the same filters and sort as the list, without the page. */
export function exportQueryString(query: Pick<ProjectSearchQuery, 'filters' | 'sort'>): string {
  const params = new URLSearchParams(projectQueryString({ ...query, page: 1 }));
  params.delete('page');
  const text = params.toString();
  return text ? `?${text}` : '';
}

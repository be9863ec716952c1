import { z } from 'zod';
import { builtOnFirstUse } from './builtOnFirstUse';
import { wholeNumber } from './filterValues';
import { PROJECT_PAGE_SIZE } from './limits';
import { listColumnNames } from './projectFieldCatalogue';
import {
  filterNames,
  filterRanges,
  filterSpec,
  type FilterName,
  type projectFilters,
} from './projectFilters';
import { validationMessage } from './validationMessages';

// Registry search: the criteria and sort shared by the /projects form, the URL, the tRPC
// `projects.search` input and the REST face; the filters themselves are the catalogue's
// (projectFilters.ts).

export type { FilterName } from './projectFilters';
export const MAX_PAGE = 100_000;

/** The list sorts by any of its columns (spec §3 list columns, from the field catalogue). */
export const sortFields = listColumnNames;
export type SortField = (typeof sortFields)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

export const defaultSort = { field: 'creditDateBegin', direction: 'desc' } as const satisfies {
  field: SortField;
  direction: SortDirection;
};

type FilterSchema<N extends FilterName> = (typeof projectFilters)[N]['schema'];

/** The filters in force: each optional, each validated by its catalogue schema. */
export type ProjectFilters = { [N in FilterName]?: z.output<FilterSchema<N>> };
type ProjectFiltersInput = { [N in FilterName]?: z.input<FilterSchema<N>> };

/**
 * What a search looks for, the same for the page's form and URL, tRPC and the REST query: the
 * filters that must all hold and, from a Lucene `OR`, alternatives of which one must hold.
 */
export interface SearchCriteria {
  filters: ProjectFilters;
  anyOf?: ProjectFilters[];
}

/**
 * Each range's lower bound must not exceed its upper bound: the upper bound's message, or none.
 * Shared by the schema below and the URL parser, which checks ranges without building it.
 */
function rangeIssues(filters: ProjectFilters): { field: FilterName; message: string }[] {
  return filterRanges.flatMap(([lower, upper]) => {
    const [from, to] = [filters[lower], filters[upper]];
    return from !== undefined && to !== undefined && from > to
      ? [{ field: upper, message: validationMessage('min_value', { n: from }) }]
      : [];
  });
}

// The schemas are built on first use (builtOnFirstUse.ts): the statistics board and the home
// page's links load this module for projectQueryString alone.

/** The filters in force, each validated by its catalogue schema, ranges in order. */
export const projectFiltersSchema = builtOnFirstUse(() =>
  (
    z.object(
      Object.fromEntries(filterNames.map((name) => [name, filterSpec(name).schema.optional()])),
    ) as unknown as z.ZodType<ProjectFilters, ProjectFiltersInput>
  ).superRefine((filters, ctx) => {
    for (const { field, message } of rangeIssues(filters)) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  }),
);

export const projectSortSchema = builtOnFirstUse(() =>
  z.object({
    field: z.enum(sortFields),
    direction: z.enum(sortDirections),
  }),
);
export type ProjectSort = z.infer<ReturnType<typeof projectSortSchema>>;

/** Input of `projects.search` (tRPC) and of the registry search function. Pages are 1-based. */
export const projectSearchInput = builtOnFirstUse(() =>
  z.object({
    filters: projectFiltersSchema().default({}),
    page: wholeNumber(1, MAX_PAGE).default(1),
    pageSize: wholeNumber(1, 100).default(PROJECT_PAGE_SIZE),
    sort: projectSortSchema().default(defaultSort),
  }),
);
export type ProjectSearchInput = z.input<ReturnType<typeof projectSearchInput>>;
export type ProjectSearchQuery = z.output<ReturnType<typeof projectSearchInput>>;

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

/** A filter whose URL parameter repeats, one value each (the regions). */
const repeats = (name: FilterName) => filterSpec(name).control.kind === 'regions';

/** Sets a filter's URL parameter from a non-empty value: once, or once per region. */
export function setFilterParam(params: URLSearchParams, name: FilterName, value: unknown): void {
  if (value === undefined || value === null || String(value).trim() === '') return;
  if (repeats(name)) for (const one of String(value).split(',')) params.append(name, one.trim());
  else params.set(name, String(value).trim());
}

/** Every value of a repeated parameter, comma-joined; undefined when none. */
function getAll(params: Params, name: string): string | undefined {
  const raw = params instanceof URLSearchParams ? params.getAll(name) : params[name];
  const values = (Array.isArray(raw) ? raw : [raw]).map((v) => v?.trim()).filter(Boolean);
  return values.length ? values.join(',') : undefined;
}

/** `sort=projectSum,desc` → {field, direction}; undefined when absent or unknown. */
export function parseSort(value: string | undefined): ProjectSort | undefined {
  if (!value) return undefined;
  const [field, direction = 'asc'] = value.split(',');
  const parsed = projectSortSchema().safeParse({ field, direction: direction.toLowerCase() });
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
    const raw = repeats(name) ? getAll(params, name) : get(params, name);
    if (raw === undefined) continue;
    values[name] = raw;
    const parsed = filterSpec(name).schema.safeParse(raw);
    if (parsed.success) filters[name] = parsed.data;
    else
      errors[name] =
        parsed.error.issues[0]?.message ?? validationMessage('default', { field: name });
  }
  // Ranges are checked here rather than by projectFiltersSchema: the search island parses the
  // URL while it hydrates, and should build only the schemas of the filters the URL carries.
  for (const { field, message } of rangeIssues(filters as ProjectFilters)) {
    errors[field] = message;
    delete filters[field];
  }
  const validFilters = filters as ProjectFilters;

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
    setFilterParam(params, name, value);
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

import { z } from 'zod';
import { builtOnFirstUse } from './builtOnFirstUse';
import { isoDate, wholeNumber } from './filterValues';
import { projectIdSchema } from './projectId';
import { filterNames, type FilterName } from './projectFilters';
import {
  MAX_PAGE,
  parseProjectQuery,
  projectFiltersSchema,
  setFilterParam,
  type FieldErrors,
  type ProjectFilters,
} from './projectQuery';
import { paths } from './routes';
import { validationMessage } from './validationMessages';

// What /changes, its Atom feed, GET /api/changes and the `changes.list` procedure take: the
// /projects filters (the changes of the projects they select), one project, the first day
// (`since`, in Kyiv) and the page. The page's URL parser forgives bad values (the form shows
// them, as on /projects); the feed, REST and tRPC refuse them (400).

export const CHANGES_PAGE_SIZE = 20;
/** Entries of an Atom feed: the newest ones. */
export const FEED_ENTRIES = 50;
/** The most rows a project page's history shows (a long past links to /changes). */
export const PROJECT_HISTORY_LIMIT = 500;

const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2100-12-31';

/** `since`: a real date, YYYY-MM-DD, within the years the registry can hold. */
export const sinceSchema = builtOnFirstUse(() =>
  isoDate().refine((day) => day >= FIRST_DAY && day <= LAST_DAY, {
    error: validationMessage('between', { min: FIRST_DAY, max: LAST_DAY }),
  }),
);

/** Input of `changes.list` (tRPC) and of the registry function; pages are 1-based. */
export const changesInput = builtOnFirstUse(() =>
  z.object({
    filters: projectFiltersSchema().default({}),
    project: projectIdSchema.optional(),
    since: sinceSchema().optional(),
    page: wholeNumber(1, MAX_PAGE).default(1),
    pageSize: wholeNumber(1, 100).default(CHANGES_PAGE_SIZE),
  }),
);
export type ChangesInput = z.input<ReturnType<typeof changesInput>>;
export type ChangesQuery = z.output<ReturnType<typeof changesInput>>;

export type ChangesParam = FilterName | 'since' | 'project' | 'page';
export type ChangesErrors = Partial<Record<ChangesParam, string>>;

export interface ParsedChangesQuery {
  query: ChangesQuery;
  errors: ChangesErrors;
  /** The raw (trimmed) values, to refill the form as the visitor typed them. */
  values: Partial<Record<FilterName | 'since' | 'project', string>>;
}

type Params = URLSearchParams;

const raw = (params: Params, name: string): string | undefined =>
  params.get(name)?.trim() || undefined;

/**
 * The page's query string → a valid query plus one Ukrainian message per bad parameter; bad
 * values are left out, unknown parameters ignored (any query string gives a page).
 */
export function parseChangesQuery(params: Params): ParsedChangesQuery {
  const listed = parseProjectQuery(params);
  const { sort: _sort, ...filterErrors } = listed.errors as FieldErrors;
  const errors: ChangesErrors = { ...filterErrors };
  const values: ParsedChangesQuery['values'] = { ...listed.values };
  const query: ChangesQuery = {
    filters: listed.query.filters,
    page: listed.query.page,
    pageSize: CHANGES_PAGE_SIZE,
  };
  const since = raw(params, 'since');
  if (since !== undefined) {
    values.since = since;
    const parsed = sinceSchema().safeParse(since);
    if (parsed.success) query.since = parsed.data;
    else errors.since = parsed.error.issues[0]?.message;
  }
  const project = raw(params, 'project');
  if (project !== undefined) {
    values.project = project;
    const parsed = projectIdSchema.safeParse(project);
    if (parsed.success) query.project = parsed.data;
    else errors.project = validationMessage('regex');
  }
  return { query, errors, values };
}

/**
 * Strict reading for the feed and the JSON API: the same parameters, every bad value refused
 * with its parameter's name and message. `page` is left to the caller (REST counts from 0).
 */
export function strictChangesQuery(
  params: Params,
): { ok: true; query: Omit<ChangesQuery, 'page' | 'pageSize'> } | { ok: false; error: string } {
  const listed = parseChangesQuery(params);
  const bad = Object.entries(listed.errors).find(([name]) => name !== 'page');
  if (bad) return { ok: false, error: `${bad[0]}: ${bad[1]}` };
  const { page: _page, pageSize: _size, ...query } = listed.query;
  return { ok: true, query };
}

/** `?mfo=3&since=2026-01-01&page=2`: non-empty values only, in the form's order. */
export function changesQueryString(query: {
  filters?: ProjectFilters | Partial<Record<FilterName, string | number | undefined>>;
  project?: string | undefined;
  since?: string | undefined;
  page?: number;
}): string {
  const params = new URLSearchParams();
  const filters = (query.filters ?? {}) as Partial<Record<FilterName, unknown>>;
  for (const name of filterNames) {
    setFilterParam(params, name, filters[name]);
  }
  if (query.project) params.set('project', query.project);
  if (query.since) params.set('since', query.since);
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const CHANGES_PATH = paths.changes;
export const CHANGES_FEED_PATH = '/changes.atom';

/** What the list page's feed holds: the changes of the projects it lists. */
export function listFeedTitle(filters: ProjectFilters): string {
  return Object.keys(filters).length
    ? 'Зміни проєктів, знайдених за цими фільтрами'
    : 'Зміни в реєстрі проєктів МФО';
}

/** The Atom feed of the same selection (no page: a feed is the newest entries). */
export function changesFeedHref(query: Parameters<typeof changesQueryString>[0]): string {
  return `${CHANGES_FEED_PATH}${changesQueryString({ ...query, page: undefined })}`;
}

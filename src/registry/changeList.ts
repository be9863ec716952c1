import 'server-only';
import { sql, type Expression, type SqlBool } from 'kysely';
import { filtersWith } from '../lib/projectFilters';
import type { ProjectFilters } from '../lib/projectQuery';
import type { ChangesQuery } from '../lib/changesQuery';
import {
  changeFieldLabel,
  fieldRank,
  inPageOrder,
  isTrackedField,
  type ChangeValue,
} from '../lib/projectChanges';
import type { ChangeEntry, ChangePage, FieldChangeItem, ProjectHistoryRow } from './changeSchemas';
import type { Registry } from './db';
import { dialectOf } from './dialect';
import { criteriaConditions, textOfFilters } from './projectConditions';

// The change history's read side: a page of changes (newest first, the registry filters
// applied to each change's own search keys), the newest changes for a feed, one project's
// history, and whether a missing project was removed. Entries are ordered by revision, then by
// projectId, both descending: the order of the primary key, read backwards.
//
// A filtered page counts its changes up to COUNT_LIMIT only: an exact count of a broad filter
// over a million changes is a scan of most of them (64–190 ms in npm run bench:changes), and
// 500 pages of 20 are more than anyone pages through (`since` and more filters narrow it).

type Tx = Registry;

export const COUNT_LIMIT = 10_000;

const textFilters = filtersWith('anyText', 'beneficiaryText');

// Above this many matching changes the page walks the changes in order and checks each against
// the matching projects; below it, it gathers them by project and sorts the few (see page()).
const DENSE = 2_000;

/** A stored JSON value; text that is not JSON (never written so) is kept as text. */
function storedValue(text: string | null): ChangeValue {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : null;
  } catch {
    return text;
  }
}

function fieldChange(row: {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}): FieldChangeItem | null {
  if (!isTrackedField(row.field)) return null;
  return {
    field: row.field,
    label: changeFieldLabel(row.field),
    was: storedValue(row.oldValue),
    became: storedValue(row.newValue),
  };
}

/** The first revision on or after a day in Kyiv; undefined when there is none yet. */
async function firstRevisionSince(db: Tx, day: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('registryRevisions')
    .select((eb) => eb.fn.min('id').as('id'))
    .where('recordedOn', '>=', day)
    .executeTakeFirst();
  return row?.id === null || row?.id === undefined ? undefined : Number(row.id);
}

/**
 * The conditions on alias `p` (projectChanges). The select, amount and date filters compare the
 * change's own keys (the project as it stood then); the words of a name search are looked up in
 * the full-text index of the projects in the registry now. `walk`: the text condition is
 * written so that SQLite checks it row by row instead of driving the query by project (a
 * unary + on the column hides its index).
 */
function filterConditions(db: Tx, filters: ProjectFilters, walk = false): Expression<SqlBool>[] {
  const keyFilters = Object.fromEntries(
    Object.entries(filters).filter(([name]) => !textFilters.includes(name as never)),
  ) as ProjectFilters;
  const where = criteriaConditions(db, { filters: keyFilters });
  const text = textOfFilters(filters);
  if (text) {
    const column =
      walk && dialectOf(db).name === 'sqlite' ? sql`+p."projectId"` : sql`p."projectId"`;
    where.push(
      sql<SqlBool>`${column} IN (SELECT p."projectId" FROM "projects" p WHERE ${dialectOf(db).fullTextCondition(text)})`,
    );
  }
  return where;
}

type Selected = Omit<ChangesQuery, 'page' | 'pageSize'>;

interface Selection {
  where: Expression<SqlBool>[];
  /** Revisions from this id on (since); undefined: all. */
  fromRevision?: number;
  /** Nothing can match (a `since` after the last revision). */
  empty: boolean;
  filtered: boolean;
}

async function selection(db: Tx, query: Selected, walk = false) {
  const where = filterConditions(db, query.filters, walk);
  if (query.project) where.push(sql<SqlBool>`p."projectId" = ${query.project}`);
  const result: Selection = { where, empty: false, filtered: where.length > 0 };
  if (query.since) {
    result.fromRevision = await firstRevisionSince(db, query.since);
    result.empty = result.fromRevision === undefined;
  }
  return result;
}

/**
 * Without filters the page's place is found from each revision's counts (one small table), so
 * a deep page skips whole revisions instead of stepping over their rows.
 */
async function unfilteredWindow(db: Tx, fromRevision: number | undefined, offset: number) {
  let query = db
    .selectFrom('registryRevisions')
    .select(['id', 'projectsAdded', 'projectsChanged', 'projectsRemoved'])
    .orderBy('id', 'desc');
  if (fromRevision !== undefined) query = query.where('id', '>=', fromRevision);
  const revisions = await query.execute();
  let total = 0;
  let upTo: number | undefined;
  let within = offset;
  for (const r of revisions) {
    const n = Number(r.projectsAdded) + Number(r.projectsChanged) + Number(r.projectsRemoved);
    if (upTo === undefined && within < total + n) {
      upTo = Number(r.id);
      within -= total;
    }
    total += n;
  }
  return { total, upTo, within };
}

/** How many changes match, counted up to COUNT_LIMIT + 1. */
async function countSelected(db: Tx, s: Selection): Promise<number> {
  let hits = db
    .selectFrom('projectChanges as p')
    .select(sql<number>`1`.as('one'))
    .limit(COUNT_LIMIT + 1);
  if (s.where.length) hits = hits.where((eb) => eb.and([...s.where]));
  if (s.fromRevision !== undefined) hits = hits.where('p.revisionId', '>=', s.fromRevision);
  const row = await db
    .selectFrom(hits.as('hits'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function entryRows(
  db: Tx,
  s: Selection,
  window: { limit: number; offset: number; upTo?: number },
) {
  let query = db
    .selectFrom('projectChanges as p')
    .innerJoin('registryRevisions as r', 'r.id', 'p.revisionId')
    .select(['p.revisionId', 'p.projectId', 'p.kind', 'r.recordedAt', 'r.recordedOn']);
  if (s.where.length) query = query.where((eb) => eb.and([...s.where]));
  if (s.fromRevision !== undefined) query = query.where('p.revisionId', '>=', s.fromRevision);
  if (window.upTo !== undefined) query = query.where('p.revisionId', '<=', window.upTo);
  return query
    .orderBy('p.revisionId', 'desc')
    .orderBy('p.projectId', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
}

/** The entries' changed fields and whether each project is in the registry now. */
async function completeEntries(
  db: Tx,
  rows: Awaited<ReturnType<typeof entryRows>>,
): Promise<ChangeEntry[]> {
  if (!rows.length) return [];
  const changed = rows.filter((r) => r.kind === 'changed');
  const fieldRows = changed.length
    ? await db
        .selectFrom('projectFieldChanges')
        .select(['revisionId', 'projectId', 'field', 'oldValue', 'newValue'])
        .where((eb) =>
          eb.or(
            changed.map((r) =>
              eb.and([eb('revisionId', '=', r.revisionId), eb('projectId', '=', r.projectId)]),
            ),
          ),
        )
        .execute()
    : [];
  const byEntry = new Map<string, FieldChangeItem[]>();
  for (const f of fieldRows) {
    const change = fieldChange(f);
    if (!change) continue;
    const key = `${f.revisionId}/${f.projectId}`;
    byEntry.set(key, [...(byEntry.get(key) ?? []), change]);
  }
  const names = await projectNames(db, [...new Set(rows.map((r) => r.projectId))]);
  return rows.map((r) => ({
    revisionId: Number(r.revisionId),
    recordedAt: r.recordedAt,
    recordedOn: r.recordedOn,
    projectId: r.projectId,
    projectName: names.get(r.projectId)?.name ?? r.projectId,
    kind: r.kind,
    inRegistry: names.get(r.projectId)?.inRegistry ?? false,
    fields: inPageOrder(byEntry.get(`${r.revisionId}/${r.projectId}`) ?? []),
  }));
}

/** Each project's current name, or a removed one's last (from its latest removal). */
async function projectNames(
  db: Tx,
  ids: string[],
): Promise<Map<string, { name: string; inRegistry: boolean }>> {
  const names = new Map<string, { name: string; inRegistry: boolean }>();
  if (!ids.length) return names;
  const current = await db
    .selectFrom('projects')
    .select(['projectId', 'projectName'])
    .where('projectId', 'in', ids)
    .execute();
  for (const p of current) names.set(p.projectId, { name: p.projectName, inRegistry: true });
  const missing = ids.filter((id) => !names.has(id));
  if (!missing.length) return names;
  const removed = await db
    .selectFrom('projectChanges')
    .select(['projectId', 'projectName'])
    .where('kind', '=', 'removed')
    .where('projectId', 'in', missing)
    .orderBy('revisionId', 'asc')
    .execute();
  for (const r of removed)
    names.set(r.projectId, { name: r.projectName ?? r.projectId, inRegistry: false });
  return names;
}

/**
 * One page of changes (1-based; a page past the end is empty), newest first, with the total
 * (at most COUNT_LIMIT when filtered; `capped` says there are more).
 */
export async function listChanges(db: Tx, query: ChangesQuery): Promise<ChangePage> {
  const { page, pageSize } = query;
  const s = await selection(db, query);
  const offset = (page - 1) * pageSize;
  let total = 0;
  let capped = false;
  let rows: Awaited<ReturnType<typeof entryRows>> = [];
  if (!s.empty && !s.filtered) {
    const window = await unfilteredWindow(db, s.fromRevision, offset);
    total = window.total;
    if (window.upTo !== undefined) {
      rows = await entryRows(db, s, { limit: pageSize, offset: window.within, upTo: window.upTo });
    }
  } else if (!s.empty) {
    const counted = await countSelected(db, s);
    capped = counted > COUNT_LIMIT;
    total = Math.min(counted, COUNT_LIMIT);
    if (offset < total) {
      rows = await entryRows(db, await readingSelection(db, query, s, counted), {
        limit: pageSize,
        offset,
      });
    }
  }
  return {
    entries: await completeEntries(db, rows),
    total,
    capped,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** The newest `limit` changes of a selection, for a feed (no count). */
export async function latestChanges(
  db: Tx,
  query: Selected,
  limit: number,
): Promise<ChangeEntry[]> {
  const s = await selection(db, query);
  if (s.empty) return [];
  const reading = textOfFilters(query.filters)
    ? await readingSelection(db, query, s, await countSelected(db, s))
    : s;
  return completeEntries(db, await entryRows(db, reading, { limit, offset: 0 }));
}

/**
 * Many matches: walking the changes in order finds a page soon. Few: gathering them by project
 * and sorting them is cheaper than walking past all the others.
 */
async function readingSelection(
  db: Tx,
  query: Selected,
  s: Selection,
  counted: number,
): Promise<Selection> {
  return counted > DENSE && textOfFilters(query.filters) ? selection(db, query, true) : s;
}

/** A project's history, newest first: each changed field, and its addition or removal. */
export async function projectHistory(
  db: Tx,
  projectId: string,
  limit: number,
): Promise<ProjectHistoryRow[]> {
  const rows = await db
    .selectFrom('projectChanges as c')
    .innerJoin('registryRevisions as r', 'r.id', 'c.revisionId')
    .leftJoin('projectFieldChanges as f', (join) =>
      join.onRef('f.revisionId', '=', 'c.revisionId').onRef('f.projectId', '=', 'c.projectId'),
    )
    .select([
      'c.revisionId',
      'c.kind',
      'r.recordedAt',
      'r.recordedOn',
      'f.field',
      'f.oldValue',
      'f.newValue',
    ])
    .where('c.projectId', '=', projectId)
    .orderBy('c.revisionId', 'desc')
    .limit(limit)
    .execute();
  const out: ProjectHistoryRow[] = rows.map((r) => ({
    revisionId: Number(r.revisionId),
    recordedAt: r.recordedAt,
    recordedOn: r.recordedOn,
    kind: r.kind,
    change:
      r.field === null ? null : fieldChange({ ...r, field: r.field, oldValue: r.oldValue ?? null }),
  }));
  // Within a revision, fields in page order.
  const rank = (r: ProjectHistoryRow) => (r.change ? fieldRank(r.change.field) : -1);
  return out.sort((a, b) => b.revisionId - a.revisionId || rank(a) - rank(b));
}

/** A project no longer in the registry: when it was removed, and its last name. */
export async function removedProject(
  db: Tx,
  projectId: string,
): Promise<{ projectName: string; removedOn: string; recordedAt: string } | undefined> {
  const row = await db
    .selectFrom('projectChanges as c')
    .innerJoin('registryRevisions as r', 'r.id', 'c.revisionId')
    .select(['c.kind', 'c.projectName', 'r.recordedOn', 'r.recordedAt'])
    .where('c.projectId', '=', projectId)
    .orderBy('c.revisionId', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (row?.kind !== 'removed') return undefined;
  return {
    projectName: row.projectName ?? projectId,
    removedOn: row.recordedOn,
    recordedAt: row.recordedAt,
  };
}

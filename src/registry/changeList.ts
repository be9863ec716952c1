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

type Tx = Registry;

const textFilters = filtersWith('anyText', 'beneficiaryText');

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
 * the full-text index of the projects in the registry now.
 */
function filterConditions(db: Tx, filters: ProjectFilters): Expression<SqlBool>[] {
  const keyFilters = Object.fromEntries(
    Object.entries(filters).filter(([name]) => !textFilters.includes(name as never)),
  ) as ProjectFilters;
  const where = criteriaConditions(db, { filters: keyFilters });
  const text = textOfFilters(filters);
  if (text) {
    where.push(
      sql<SqlBool>`p."projectId" IN (SELECT p."projectId" FROM "projects" p WHERE ${dialectOf(db).fullTextCondition(text)})`,
    );
  }
  return where;
}

interface Selection {
  where: Expression<SqlBool>[];
  /** Revisions from this id on (since); undefined: all. */
  fromRevision?: number;
  /** Nothing can match (a `since` after the last revision). */
  empty: boolean;
  filtered: boolean;
}

async function selection(db: Tx, query: Omit<ChangesQuery, 'page' | 'pageSize'>) {
  const where = filterConditions(db, query.filters);
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

async function countSelected(db: Tx, s: Selection): Promise<number> {
  let query = db.selectFrom('projectChanges as p').select((eb) => eb.fn.countAll<number>().as('n'));
  if (s.where.length) query = query.where((eb) => eb.and([...s.where]));
  if (s.fromRevision !== undefined) query = query.where('p.revisionId', '>=', s.fromRevision);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function entryRows(
  db: Tx,
  s: Selection,
  window: { limit: number; offset: number; upTo?: number },
) {
  let query = db
    .selectFrom('projectChanges as p')
    .innerJoin('registryRevisions as r', 'r.id', 'p.revisionId')
    .select([
      'p.revisionId',
      'p.projectId',
      'p.kind',
      'p.projectName',
      'r.recordedAt',
      'r.recordedOn',
    ]);
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
  const present = new Set(
    (
      await db
        .selectFrom('projects')
        .select('projectId')
        .where('projectId', 'in', [...new Set(rows.map((r) => r.projectId))])
        .execute()
    ).map((r) => r.projectId),
  );
  return rows.map((r) => ({
    revisionId: Number(r.revisionId),
    recordedAt: r.recordedAt,
    recordedOn: r.recordedOn,
    projectId: r.projectId,
    projectName: r.projectName,
    kind: r.kind,
    inRegistry: present.has(r.projectId),
    fields: inPageOrder(byEntry.get(`${r.revisionId}/${r.projectId}`) ?? []),
  }));
}

/** One page of changes (1-based; a page past the end is empty), newest first, with the total. */
export async function listChanges(db: Tx, query: ChangesQuery): Promise<ChangePage> {
  const { page, pageSize } = query;
  const s = await selection(db, query);
  const offset = (page - 1) * pageSize;
  let total = 0;
  let rows: Awaited<ReturnType<typeof entryRows>> = [];
  if (!s.empty && !s.filtered) {
    const window = await unfilteredWindow(db, s.fromRevision, offset);
    total = window.total;
    if (window.upTo !== undefined) {
      rows = await entryRows(db, s, { limit: pageSize, offset: window.within, upTo: window.upTo });
    }
  } else if (!s.empty) {
    total = await countSelected(db, s);
    if (offset < total) rows = await entryRows(db, s, { limit: pageSize, offset });
  }
  return {
    entries: await completeEntries(db, rows),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** The newest `limit` changes of a selection, for a feed (no count). */
export async function latestChanges(
  db: Tx,
  query: Omit<ChangesQuery, 'page' | 'pageSize'>,
  limit: number,
): Promise<ChangeEntry[]> {
  const s = await selection(db, query);
  if (s.empty) return [];
  return completeEntries(db, await entryRows(db, s, { limit, offset: 0 }));
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
  return { projectName: row.projectName, removedOn: row.recordedOn, recordedAt: row.recordedAt };
}

import 'server-only';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ChangesQuery } from '../../lib/changesQuery';
import { inPageOrder } from '../../lib/projectChanges';
import { regionsOfFilter } from '../../lib/filterValues';
import { filtersWith } from '../../lib/projectFilters';
import type { ProjectFilters } from '../../lib/projectQuery';
import { fieldChange } from './changeRows';
import type { ChangeEntry, ChangePage, FieldChangeItem } from './changeSchemas';
import type { Registry } from '../database/db';
import { dialectOf } from '../dialect';
import { criteriaConditions, textOfFilters } from '../search/projectConditions';

// Pages of changes for /changes, its feeds, GET /api/changes and tRPC: newest first (revision,
// then projectId, both descending: the primary key read backwards), the registry filters
// applied to each change's own search keys (the project as it stood then). A page's keys are
// read from projectChanges alone, then its 20 rows are completed (kind, fields, names, dates).
//
// A filtered page counts its changes up to COUNT_LIMIT only: an exact count of a broad filter
// over a million changes is a scan of most of them (64–190 ms in npm run bench:changes; a name
// search's 13 000 changes cost PostgreSQL 17 ms to count), and 100 pages of 20 are more than
// anyone pages through (`since` and more filters narrow a selection down).

export const COUNT_LIMIT = 2_000;

const textFilters = filtersWith('anyText', 'beneficiaryText');

// A name search's projects, up to this many, go into the query as a list of ids (found once,
// an index lookup each); more are matched by a subquery while the changes are walked in order.
const LISTED_PROJECTS = 5_000;

type Selected = Omit<ChangesQuery, 'page' | 'pageSize'>;

interface Selection {
  /** The conditions, as counted. */
  where: Expression<SqlBool>[];
  /** The same, as a page reads them in order (a name search's many projects: memberOf). */
  ordered: Expression<SqlBool>[];
  /** Revisions from this id on (since); undefined: all. */
  fromRevision?: number;
  /** Nothing can match (a `since` after the last revision). */
  empty: boolean;
  filtered: boolean;
}

interface Key {
  revisionId: number;
  projectId: string;
}

/** The first revision on or after a day in Kyiv; undefined when there is none yet. */
async function firstRevisionSince(db: Registry, day: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('registryRevisions')
    .select((eb) => eb.fn.min('id').as('id'))
    .where('recordedOn', '>=', day)
    .executeTakeFirst();
  return row?.id === null || row?.id === undefined ? undefined : Number(row.id);
}

/**
 * The conditions on alias `p` (projectChanges): the select, amount and date filters compare the
 * change's own keys. The words of a name search are looked up in the full-text index of the
 * projects in the registry now, as counted and as a page reads them (dialect.memberOf).
 */
async function selection(db: Registry, query: Selected): Promise<Selection> {
  const dialect = dialectOf(db);
  const keyFilters = Object.fromEntries(
    Object.entries(query.filters).filter(
      ([name]) => !textFilters.includes(name as never) && name !== 'region',
    ),
  ) as ProjectFilters;
  const where = criteriaConditions(db, { filters: keyFilters });
  // Regions are the placement of the projects in the registry now, as the words are.
  const regions = regionsOfFilter(query.filters.region);
  if (regions.length) {
    where.push(
      sql<SqlBool>`p."projectId" IN (SELECT pr."projectId" FROM "projectRegions" r JOIN projects pr ON pr.id = r."projectKey" WHERE r."region" IN (${sql.join(regions)}))`,
    );
  }
  if (query.project) where.push(sql<SqlBool>`p."projectId" = ${query.project}`);
  const ordered = [...where];
  const text = textOfFilters(query.filters);
  if (text) {
    const column = sql`p."projectId"`;
    const ids = dialect.fullTextProjectIds(text);
    const found = await sql<{
      projectId: string;
    }>`${ids} LIMIT ${LISTED_PROJECTS + 1}`.execute(db);
    if (found.rows.length <= LISTED_PROJECTS) {
      const list = found.rows.map((r) => r.projectId);
      const listed = list.length
        ? sql<SqlBool>`${column} IN (${sql.join(list)})`
        : sql<SqlBool>`1 = 0`;
      where.push(listed);
      ordered.push(listed);
    } else {
      where.push(sql<SqlBool>`${column} IN (${ids})`);
      ordered.push(dialect.memberOf(column, ids));
    }
  }
  const result: Selection = { where, ordered, empty: false, filtered: where.length > 0 };
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
async function unfilteredWindow(db: Registry, fromRevision: number | undefined, offset: number) {
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
async function countSelected(db: Registry, s: Selection): Promise<number> {
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

/** The keys of the selected changes in page order: columns every index of the table holds. */
async function keys(
  db: Registry,
  s: Selection,
  window: { limit: number; offset: number; upTo?: number },
): Promise<Key[]> {
  const where = s.ordered;
  let query = db.selectFrom('projectChanges as p').select(['p.revisionId', 'p.projectId']);
  if (where.length) query = query.where((eb) => eb.and([...where]));
  if (s.fromRevision !== undefined) query = query.where('p.revisionId', '>=', s.fromRevision);
  if (window.upTo !== undefined) query = query.where('p.revisionId', '<=', window.upTo);
  const rows = await query
    .orderBy('p.revisionId', 'desc')
    .orderBy('p.projectId', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((r) => ({ revisionId: Number(r.revisionId), projectId: r.projectId }));
}

/** The rows of these keys (a page's few), keyed `revisionId/projectId`. */
async function byKeys<T extends { revisionId: number; projectId: string }>(
  rows: (keys: Key[]) => Promise<T[]>,
  list: Key[],
): Promise<Map<string, T[]>> {
  const out = new Map<string, T[]>();
  for (const row of list.length ? await rows(list) : []) {
    const key = `${row.revisionId}/${row.projectId}`;
    out.set(key, [...(out.get(key) ?? []), row]);
  }
  return out;
}

/** Rows of these keys, by primary key (a row value IN a list: one index probe each). */
const pairs = (list: Key[]) =>
  sql<SqlBool>`("revisionId", "projectId") IN (VALUES ${sql.join(
    // Typed: PostgreSQL reads untyped parameters in VALUES as text.
    list.map((k) => sql`(CAST(${k.revisionId} AS integer), CAST(${k.projectId} AS text))`),
  )})`;

/** Each project's current name, or a removed one's last (from its latest removal). */
async function projectNames(
  db: Registry,
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
  for (const r of removed) {
    names.set(r.projectId, { name: r.projectName ?? r.projectId, inRegistry: false });
  }
  return names;
}

/** A page's keys → its entries: kind, changed fields, project name and update date. */
async function completeEntries(db: Registry, list: Key[]): Promise<ChangeEntry[]> {
  if (!list.length) return [];
  const changes = await byKeys(
    (k) =>
      db
        .selectFrom('projectChanges')
        .select(['revisionId', 'projectId', 'kind'])
        .where(pairs(k))
        .execute(),
    list,
  );
  const fields = await byKeys(
    (k) =>
      db
        .selectFrom('projectFieldChanges')
        .select(['revisionId', 'projectId', 'field', 'oldValue', 'newValue'])
        .where(pairs(k))
        .execute(),
    list.filter((k) => changes.get(`${k.revisionId}/${k.projectId}`)?.[0]?.kind === 'changed'),
  );
  const names = await projectNames(db, [...new Set(list.map((k) => k.projectId))]);
  const revisions = new Map(
    (
      await db
        .selectFrom('registryRevisions')
        .select(['id', 'recordedAt', 'recordedOn'])
        .where('id', 'in', [...new Set(list.map((k) => k.revisionId))])
        .execute()
    ).map((r) => [Number(r.id), r]),
  );
  return list.map((k) => {
    const key = `${k.revisionId}/${k.projectId}`;
    const revision = revisions.get(k.revisionId);
    const name = names.get(k.projectId);
    return {
      revisionId: k.revisionId,
      recordedAt: revision?.recordedAt ?? '',
      recordedOn: revision?.recordedOn ?? '',
      projectId: k.projectId,
      projectName: name?.name ?? k.projectId,
      kind: changes.get(key)?.[0]?.kind ?? 'changed',
      inRegistry: name?.inRegistry ?? false,
      fields: inPageOrder(
        (fields.get(key) ?? []).map(fieldChange).filter((f): f is FieldChangeItem => f !== null),
      ),
    };
  });
}

/**
 * One page of changes (1-based; a page past the end is empty), newest first, with the total
 * (at most COUNT_LIMIT when filtered; `capped` says there are more).
 */
export async function listChanges(db: Registry, query: ChangesQuery): Promise<ChangePage> {
  const { page, pageSize } = query;
  const s = await selection(db, query);
  const offset = (page - 1) * pageSize;
  let total = 0;
  let counted = 0;
  let list: Key[] = [];
  if (s.empty) {
    // Nothing since that day.
  } else if (!s.filtered) {
    const window = await unfilteredWindow(db, s.fromRevision, offset);
    counted = total = window.total;
    if (window.upTo !== undefined) {
      list = await keys(db, s, { limit: pageSize, offset: window.within, upTo: window.upTo });
    }
  } else {
    counted = await countSelected(db, s);
    total = Math.min(counted, COUNT_LIMIT);
    if (offset < total) list = await keys(db, s, { limit: pageSize, offset });
  }
  return {
    entries: await completeEntries(db, list),
    total,
    capped: counted > COUNT_LIMIT,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** The newest `limit` changes of a selection, for a feed (no count). */
export async function latestChanges(
  db: Registry,
  query: Selected,
  limit: number,
): Promise<ChangeEntry[]> {
  const s = await selection(db, query);
  if (s.empty) return [];
  return completeEntries(db, await keys(db, s, { limit, offset: 0 }));
}

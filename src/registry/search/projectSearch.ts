import 'server-only';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Registry } from '../database/db';
import { dialectOf } from '../dialect';
import type { TextDrive } from '../dialect/types';
import { searchTable } from './projectOrder';
import { countFromTotals } from './projectCount';
import {
  chooseTextDrive,
  countedByTextIndex,
  pageReadsAllHits,
  pageWalksSortIndex,
  planSearch,
  type SearchRequest,
} from './searchPlan';
import type { ProjectListItem, ProjectSearchResult } from '../schemas';

// One search, prepared once — its full-text words, its conditions and (when first needed) its
// order — then counted, paged or iterated: the paged list, tRPC, the REST face and both
// exports all go through here, so they agree.

export function baseProjectQuery(db: Registry) {
  return db
    .selectFrom('projects as p')
    .innerJoin('projectStates as s', 's.id', 'p.projectStateId')
    .innerJoin('projectFields as f', 'f.id', 'p.projectFieldId')
    .innerJoin('creditors as c', 'c.id', 'p.creditorId')
    .leftJoin('responsibleExecutors as e', 'e.id', 'p.responsibleExecutorId');
}

export const listColumns = [
  'p.projectId',
  'p.projectName',
  'p.projectStateId',
  's.name as projectStateName',
  'p.projectFieldId',
  'f.fieldNameUkr as projectFieldName',
  'p.creditorId',
  'c.name as creditorName',
  'p.beneficiar',
  'p.projectSum',
  'p.responsibleExecutorId',
  'e.name as responsibleExecutorName',
  'p.projectPurpose',
  'p.creditDateBegin',
  'p.agreementEffective',
] as const;

export type { SearchRequest };

export interface PreparedSearch {
  /** The conditions (ANDed) on alias `p`, for queries that add their own (record-id slices). */
  readonly where: readonly Expression<SqlBool>[];
  /** How many projects the search finds. */
  count(): Promise<number>;
  /** One page (1-based; a page past the end is empty), with the total. */
  page(page: number, pageSize: number): Promise<ProjectSearchResult>;
  /**
   * Every row in order, in batches, with their number: exports stream the batches without
   * holding the rows. The ordered keys (8 bytes each) are read once, before the first batch, so
   * the sort runs once and the total is exactly the number of rows the batches give. `order`
   * 'projectId' ignores the sort: the IATI file lists its activities by identifier.
   */
  all(
    batchSize?: number,
    order?: 'sort' | 'projectId',
  ): Promise<{ total: number; batches: AsyncGenerator<ProjectListItem[]> }>;
}

/** `drive` forces how the text is matched, which the dialect otherwise chooses (tests compare). */
export function prepareSearch(
  db: Registry,
  request: SearchRequest,
  options: { drive?: TextDrive } = {},
): PreparedSearch {
  const plan = planSearch(db, request, options.drive);
  const { text, dialect } = plan;
  const { filters, anyOf, sort } = request;
  const where = plan.conditionsFor('hits');
  const key = dialect.rowKey;

  /** The storage keys in list order: a query that never leaves the indexes when it can. */
  async function orderedKeys(
    window?: { limit: number; offset: number },
    drive: TextDrive = 'hits',
  ): Promise<number[]> {
    if (!sort) throw new Error('prepareSearch: a sorted read needs `sort`');
    const conditions = plan.conditionsFor(drive);
    const order = plan.orderFor(sort, drive);
    let select = db
      // Both tables have the filter columns under the same names; typed as `projects` for Kysely.
      .selectFrom(`${searchTable(sort)} as p` as 'projects as p')
      .select(sql<number>`${sql.ref(`p.${key}`)}`.as('rid'))
      .where((eb) => (conditions.length ? eb.and([...conditions]) : eb.lit(true)))
      .orderBy(await order);
    if (window) select = select.limit(window.limit).offset(window.offset);
    return (await select.execute()).map((r) => r.rid);
  }

  async function count(): Promise<number> {
    if (text && countedByTextIndex(plan)) return dialect.fullTextCount(db, text);
    if (!anyOf) {
      const fromTotals = await countFromTotals(db, filters);
      if (fromTotals !== undefined) return fromTotals;
    }
    const conditions = plan.conditionsFor(await chooseTextDrive(plan));
    let select = db
      .selectFrom('projectSearchKeys as p')
      .select((eb) => eb.fn.countAll<number>().as('total'));
    // No WHERE at all (not even 1 = 1) lets SQLite count the table without visiting rows.
    if (conditions.length) select = select.where((eb) => eb.and([...conditions]));
    return Number((await select.executeTakeFirstOrThrow()).total);
  }

  /**
   * "Deferred join": the page's keys are picked first (sort and offset over index entries only),
   * then only those rows are read with their reference names — this keeps deep pages and sorted
   * searches of a 100 000-project registry within a few milliseconds.
   */
  async function page(pageNumber: number, pageSize: number): Promise<ProjectSearchResult> {
    const offset = (pageNumber - 1) * pageSize;
    let total: number;
    let keys: number[];
    if (pageReadsAllHits(plan)) {
      const all = await orderedKeys(undefined, await chooseTextDrive(plan));
      total = all.length;
      keys = all.slice(offset, offset + pageSize);
    } else {
      total = await count();
      const window = { limit: pageSize, offset };
      const by = (await pageWalksSortIndex(plan, total, offset + pageSize)) ? 'order' : 'hits';
      keys = offset < total ? await orderedKeys(window, by) : [];
    }
    return {
      rows: await rowsByKey(db, keys),
      total,
      page: pageNumber,
      pageSize,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
    };
  }

  /** The storage keys by projectId, which only `projects` holds (unique, so indexed). */
  async function keysByProjectId(): Promise<number[]> {
    const rows = await db
      .selectFrom('projects as p')
      .select(sql<number>`${sql.ref(`p.${key}`)}`.as('rid'))
      .where((eb) => (where.length ? eb.and([...where]) : eb.lit(true)))
      .orderBy('p.projectId')
      .execute();
    return rows.map((r) => r.rid);
  }

  async function all(batchSize = 500, order: 'sort' | 'projectId' = 'sort') {
    const keys = order === 'projectId' ? await keysByProjectId() : await orderedKeys();
    async function* batches(): AsyncGenerator<ProjectListItem[]> {
      for (let start = 0; start < keys.length; start += batchSize) {
        const rows = await rowsByKey(db, keys.slice(start, start + batchSize));
        if (rows.length) yield rows;
      }
    }
    return { total: keys.length, batches: batches() };
  }

  return { where, count, page, all };
}

/** The list rows of the given storage keys, in that order. */
async function rowsByKey(db: Registry, keys: number[]): Promise<ProjectListItem[]> {
  if (!keys.length) return [];
  const key = sql<number>`${sql.ref(`p.${dialectOf(db).rowKey}`)}`;
  const rows = await baseProjectQuery(db)
    .select(listColumns)
    .select(key.as('rid'))
    .where(key, 'in', keys)
    .execute();
  const byKey = new Map(rows.map(({ rid, ...row }) => [rid, row as ProjectListItem]));
  return keys.map((id) => byKey.get(id)).filter((r): r is ProjectListItem => r !== undefined);
}

import 'server-only';
import type { Expression, SqlBool } from 'kysely';
import { filtersWith } from '../../lib/projectFilters';
import type { ProjectSort, SearchCriteria } from '../../lib/projectQuery';
import type { Registry } from '../database/db';
import { dialectOf } from '../dialect';
import type { RegistryDialect, TextDrive } from '../dialect/types';
import type { FullTextQuery } from './fullText';
import { criteriaConditions, textOfFilters } from './projectConditions';
import { orderByClause, sortIndexed } from './projectOrder';
import { countFromTotals } from './projectCount';

// How one search is read (projectSearch.ts runs it): each function here decides one thing —
// how its full-text words are matched, whether a page walks the sort index, whether a page reads
// every hit — and the conditions and order of each way of matching are built once.

/** A search and its sort; a search that is only counted may leave the sort out. */
export type SearchRequest = SearchCriteria & { sort?: ProjectSort };

export interface SearchPlan {
  readonly db: Registry;
  readonly request: SearchRequest;
  readonly dialect: RegistryDialect;
  /** The full-text words of the search, if any. */
  readonly text: FullTextQuery | undefined;
  /** Whether the text filters are the only filters given. */
  readonly onlyText: boolean;
  /** A way of matching the text forced by the caller (tests compare them all). */
  readonly forcedDrive: TextDrive | undefined;
  /** The conditions (ANDed) on alias `p` when the text is matched by `drive`. */
  conditionsFor(drive: TextDrive): Expression<SqlBool>[];
  /** The ORDER BY of the sort when the text is matched by `drive`. */
  orderFor(sort: ProjectSort, drive: TextDrive): ReturnType<typeof orderByClause>;
}

const textFilterNames = filtersWith('anyText', 'beneficiaryText');

export function planSearch(
  db: Registry,
  request: SearchRequest,
  forcedDrive?: TextDrive,
): SearchPlan {
  const conditions = new Map<TextDrive, Expression<SqlBool>[]>([
    ['hits', criteriaConditions(db, request)],
  ]);
  const orders = new Map<TextDrive, ReturnType<typeof orderByClause>>();
  const text = textOfFilters(request.filters);
  return {
    db,
    request,
    dialect: dialectOf(db),
    text,
    onlyText: Object.entries(request.filters).every(
      ([name, value]) => value === undefined || textFilterNames.includes(name as never),
    ),
    forcedDrive,
    conditionsFor(drive) {
      let found = conditions.get(drive);
      if (!found) conditions.set(drive, (found = criteriaConditions(db, request, drive)));
      return found;
    },
    orderFor(sort, drive) {
      let order = orders.get(drive);
      if (!order)
        orders.set(
          drive,
          (order = orderByClause(db, sort, text !== undefined && drive === 'hits')),
        );
      return order;
    },
  };
}

/** How a search with text and other filters is best matched (dialect/types.ts). */
export async function chooseTextDrive(plan: SearchPlan): Promise<TextDrive> {
  if (!plan.text || !plan.dialect.textDrives) return 'hits';
  if (plan.forcedDrive) return plan.forcedDrive;
  return plan.dialect.textDriveWithFilters(plan.db, plan.text);
}

/**
 * Whether a page is read by walking the sort index and looking each row up among the hits:
 * about (offset + size) / share-of-hits rows, against every hit read and sorted. For a text
 * search with many hits the walk wins when hits² ≥ (offset + size) × projects.
 */
export async function pageWalksSortIndex(
  plan: SearchPlan,
  total: number,
  end: number,
): Promise<boolean> {
  const { text, dialect, request, forcedDrive } = plan;
  if (!text || !dialect.textDrives || !request.sort || total === 0) return false;
  if (forcedDrive) return forcedDrive === 'order';
  if (!sortIndexed(request.sort)) return false;
  const projects = await countFromTotals(plan.db, {});
  return projects !== undefined && total * total >= end * projects;
}

/**
 * Whether a page reads every hit in order: text with other filters is read and sorted anyway, so
 * one pass gives both the count and the page instead of evaluating the MATCH twice.
 */
export function pageReadsAllHits(plan: SearchPlan): boolean {
  return plan.text !== undefined && !plan.onlyText;
}

/** Whether the full-text index alone counts the search (text filters only, no record-id slice). */
export function countedByTextIndex(plan: SearchPlan): boolean {
  return plan.text !== undefined && plan.onlyText && !plan.request.anyOf;
}

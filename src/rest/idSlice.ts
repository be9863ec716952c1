import type { IdRange } from '../registry/projects/projectSlices';
import { QueryError } from './luceneQuery';

// The record-id conditions of the registry's search (`id:[a TO b]`, `id:{a TO b}`, `*` bounds,
// `id:>N`, `id:>=N`, `id:<N`, `id:<=N`, `id:N`), which a syncing portal uses to read a large
// registry in slices. They are taken out of the query before the Lucene parser sees the rest,
// and only as top-level AND conditions: an id range inside OR is refused.

const NUMBER = '(\\*|\\d{1,15})';
const ID_CLAUSE = new RegExp(
  `(^|\\s+AND\\s+|\\s+&&\\s+)id:(?:([\\[{])\\s*${NUMBER}\\s+TO\\s+${NUMBER}\\s*([\\]}])|(>=|<=|>|<)?(\\d{1,15}))(?=\\s+AND\\s+|\\s+&&\\s+|\\s*$)`,
  'g',
);

export interface IdSlice {
  /** The query without its id conditions (undefined when nothing is left). */
  rest: string | undefined;
  range: IdRange | undefined;
}

function narrow(range: IdRange, min: number | undefined, max: number | undefined): void {
  if (min !== undefined) range.min = Math.max(range.min ?? min, min);
  if (max !== undefined) range.max = Math.min(range.max ?? max, max);
}

export function extractIdSlice(query: string | undefined): IdSlice {
  const text = query?.trim() ?? '';
  if (!/(^|[\s(])id:/.test(text)) return { rest: query, range: undefined };
  const range: IdRange = {};
  const rest = text
    .replace(ID_CLAUSE, (_m, _join, open, lo, hi, close, op, value) => {
      if (open) {
        const low = lo === '*' ? undefined : Number(lo) + (open === '{' ? 1 : 0);
        const high = hi === '*' ? undefined : Number(hi) - (close === '}' ? 1 : 0);
        narrow(range, low, high);
      } else {
        const n = Number(value);
        if (op === '>') narrow(range, n + 1, undefined);
        else if (op === '>=') narrow(range, n, undefined);
        else if (op === '<') narrow(range, undefined, n - 1);
        else if (op === '<=') narrow(range, undefined, n);
        else narrow(range, n, n);
      }
      return '';
    })
    .replace(/^\s*(AND|&&)\s+/, '')
    .trim();
  if (/(^|[\s(])id:/.test(rest)) {
    throw new QueryError(
      'id: діапазон ідентифікаторів можна поєднувати з іншими умовами лише через AND',
    );
  }
  return { rest: rest || undefined, range };
}

/** `id,asc` / `id,desc` (the sync's order); undefined for any other sort. */
export function idSortDirection(sort: string | undefined): 'asc' | 'desc' | undefined {
  const m = /^id(?:,(asc|desc))?$/i.exec(sort?.trim() ?? '');
  if (!m) return undefined;
  return (m[1]?.toLowerCase() as 'asc' | 'desc' | undefined) ?? 'asc';
}

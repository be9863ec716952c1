// How long each database query took, for whoever watches (the edge's metrics): the registry
// reports every query's duration here and knows nothing of what is done with it.

export type QueryObserver = (durationMs: number, operation: string) => void;

let observer: QueryObserver | undefined;

/** One watcher per process (the metrics); a second call replaces the first. */
export function observeQueries(watch: QueryObserver | undefined): void {
  observer = watch;
}

/** select, insert, update, delete, with, or other: a bounded label. */
export function queryOperation(sql: string): string {
  const word = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'other';
  return ['select', 'insert', 'update', 'delete', 'with'].includes(word) ? word : 'other';
}

/** Kysely's `log` option: called after every query with its duration. */
export function reportQuery(event: { queryDurationMillis: number; query: { sql: string } }): void {
  observer?.(event.queryDurationMillis, queryOperation(event.query.sql));
}

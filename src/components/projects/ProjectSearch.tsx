'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { parseProjectQuery, projectQueryString, type FilterName } from '../../lib/projectQuery';
import { useTRPC, withRpc } from '../../trpc/client';
import { useOwnHistory } from '../common/useOwnHistory';
import { activeFilters } from './activeFilters';
import { FilterForm } from './FilterForm';
import { SearchResults } from './SearchResults';
import * as resultsCss from './SearchResults.css';
import type { FilterValues, ProjectSearchResult, SearchReferences } from './types';

// The search leaf: the same form and results the server rendered, enhanced. Filter changes,
// sort headers and page links fetch through tRPC `projects.search` (react-query keeps the last
// 15 pages) instead of reloading; the URL follows with pushState, and back/forward (popstate)
// restore the filters. The first render reads the result the page prefetched into the cache
// (src/trpc/server.ts) under the same key: no fetch, no empty flash.

const TEXT_DEBOUNCE_MS = 400;

export interface ProjectSearchProps {
  /** The query string the server rendered ('?…' or ''). */
  initialSearch: string;
  references: SearchReferences;
}

export function ProjectSearch({ initialSearch, references }: ProjectSearchProps) {
  const trpc = useTRPC();
  const [search, setSearch] = useState(initialSearch);
  const parsed = useMemo(() => parseProjectQuery(new URLSearchParams(search)), [search]);
  const [values, setValues] = useState<FilterValues>(parsed.values);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const container = useRef<HTMLDivElement>(null);

  const { data, isFetching, isError, isPlaceholderData, refetch } = useQuery(
    trpc.projects.search.queryOptions(parsed.query, { placeholderData: keepPreviousData }),
  );
  // The last result that answered a search: shown, marked stale, when the next one fails.
  const lastGood = useRef<ProjectSearchResult | undefined>(data);
  if (data && !isPlaceholderData) lastGood.current = data;
  const result = isError ? lastGood.current : (data ?? lastGood.current);
  const filters = useMemo(
    () => activeFilters(parsed.query, references),
    [parsed.query, references],
  );

  const go = useCallback((next: string) => {
    clearTimeout(timer.current);
    if (next === window.location.search) return;
    window.history.pushState(null, '', `/projects${next}`);
    setSearch(next);
  }, []);

  // Form values → URL → search. Invalid values stay in the URL, so a shared link shows the same
  // form with the same messages; the parser leaves them out of the search, like the server does.
  const sort = parsed.query.sort;
  const onValueChange = useCallback(
    (name: FilterName, value: string, immediate: boolean) => {
      const next = { ...values, [name]: value };
      setValues(next);
      const text = projectQueryString({ filters: next, sort, page: 1 });
      clearTimeout(timer.current);
      if (immediate) go(text);
      else timer.current = setTimeout(() => go(text), TEXT_DEBOUNCE_MS);
    },
    [go, sort, values],
  );

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      go(projectQueryString({ filters: values, sort, page: 1 }));
    },
    [go, sort, values],
  );

  useOwnHistory('/projects', () => {
    clearTimeout(timer.current);
    setSearch(window.location.search);
    setValues(parseProjectQuery(new URLSearchParams(window.location.search)).values);
  });

  // Sort headers and page links are plain links (they work without JavaScript); here they
  // become in-place navigations. Modified clicks (new tab…) keep the browser's behaviour.
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[data-search-link]');
      if (!(link instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      const url = new URL(link.href);
      setValues(parseProjectQuery(url.searchParams).values);
      go(url.search);
      // Focus follows the navigation to the new results, announced by their heading.
      document.getElementById('results-count')?.focus();
    };
    // The card view's sort select (a field of the filter form): applied as soon as it changes.
    const onSortChange = (event: Event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement) || !select.hasAttribute('data-sort-select'))
        return;
      const params = new URLSearchParams();
      if (select.form)
        for (const [name, value] of new FormData(select.form)) params.set(name, String(value));
      go(projectQueryString({ ...parseProjectQuery(params).query, page: 1 }));
    };
    root.addEventListener('click', onClick);
    root.addEventListener('change', onSortChange);
    return () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('change', onSortChange);
    };
  }, [go]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div ref={container} className={resultsCss.searchArea}>
      <FilterForm
        references={references}
        values={values}
        errors={parsed.errors}
        sort={sort}
        activeCount={filters.length}
        onValueChange={onValueChange}
        onSubmit={onSubmit}
      />
      {result ? (
        <SearchResults
          result={result}
          query={parsed.query}
          errors={parsed.errors}
          filters={filters}
          loading={isFetching}
          onRetry={isError ? () => void refetch() : undefined}
        />
      ) : null}
    </div>
  );
}

export default withRpc(ProjectSearch);

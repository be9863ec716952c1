'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { parseProjectQuery, projectQueryString, type FilterName } from '../../lib/projectQuery';
import { useTRPC } from '../../trpc/client';
import { useOwnHistory } from '../common/useOwnHistory';
import { FilterForm } from './FilterForm';
import { SearchResults } from './SearchResults';
import type { FilterValues, ProjectSearchResult, SearchReferences } from './types';

// The search leaf: the same form and results the server rendered, enhanced. Filter changes,
// sort headers and page links fetch through tRPC `projects.search` (react-query keeps the last
// 15 pages) instead of reloading; the URL follows with pushState, and back/forward (popstate)
// restore the filters. The first render uses the server's result: no fetch, no empty flash.

const TEXT_DEBOUNCE_MS = 400;

export interface ProjectSearchProps {
  /** The query string the server rendered ('?…' or ''). */
  initialSearch: string;
  initialResult: ProjectSearchResult;
  references: SearchReferences;
}

export function ProjectSearch({ initialSearch, initialResult, references }: ProjectSearchProps) {
  const trpc = useTRPC();
  const [search, setSearch] = useState(initialSearch);
  const parsed = useMemo(() => parseProjectQuery(new URLSearchParams(search)), [search]);
  const initialKey = useMemo(
    () => JSON.stringify(parseProjectQuery(new URLSearchParams(initialSearch)).query),
    [initialSearch],
  );
  const [values, setValues] = useState<FilterValues>(parsed.values);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const container = useRef<HTMLDivElement>(null);

  const { data, isFetching } = useQuery(
    trpc.projects.search.queryOptions(parsed.query, {
      initialData: JSON.stringify(parsed.query) === initialKey ? initialResult : undefined,
      placeholderData: keepPreviousData,
    }),
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
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [go]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div ref={container}>
      <FilterForm
        references={references}
        values={values}
        errors={parsed.errors}
        sort={sort}
        onValueChange={onValueChange}
        onSubmit={onSubmit}
      />
      <SearchResults
        result={data ?? initialResult}
        query={parsed.query}
        errors={parsed.errors}
        loading={isFetching}
      />
    </div>
  );
}

'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { NewsPage } from '../../registry/schemas';
import { useTRPC } from '../../trpc/client';
import { useOwnHistory } from '../common/useOwnHistory';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as css from './News.css';
import { NewsList } from './NewsList';
import { newsPageFromQuery, newsPageHref } from './newsQuery';
import { Pagination } from './Pagination';

/**
 * The news list with paging in place: pages come from `news.list` through the react-query cache
 * (the query client keeps 5 of them), the address follows, and Back/Forward work. The first
 * page arrives rendered by the server.
 */
export function NewsPager({ initial }: { initial: NewsPage }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(initial.page);
  const [announce, setAnnounce] = useState('');
  const listTop = useRef<HTMLDivElement>(null);
  const query = useQuery({
    ...trpc.news.list.queryOptions({ page }),
    initialData: page === initial.page ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const data = query.data ?? initial;

  useOwnHistory('/news', () => setPage(newsPageFromQuery(window.location.search)));

  useEffect(() => {
    if (!query.isPlaceholderData && data.page !== initial.page) {
      setAnnounce(`Сторінка ${data.page} з ${data.pageCount}`);
    }
  }, [data.page, data.pageCount, initial.page, query.isPlaceholderData]);

  const navigate = (target: number) => {
    window.history.pushState(null, '', newsPageHref(target));
    setPage(target);
    // Focus moves to the top of the new page so keyboard and screen-reader users start there.
    listTop.current?.focus();
  };

  return (
    <>
      <p className={visuallyHidden} role="status">
        {query.isError ? 'Не вдалося завантажити новини. Спробуйте ще раз.' : announce}
      </p>
      <div
        ref={listTop}
        tabIndex={-1}
        aria-busy={query.isFetching}
        className={query.isPlaceholderData ? css.busy : undefined}
      >
        <NewsList items={data.items} />
      </div>
      <Pagination page={data.page} pageCount={data.pageCount} onNavigate={navigate} />
    </>
  );
}

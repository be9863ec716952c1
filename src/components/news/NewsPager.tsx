'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { NewsPage } from '../../registry/schemas';
import { useTRPC, withRpc } from '../../trpc/client';
import { FailureAlert, staleText } from '../common/FailureAlert';
import * as failure from '../common/FailureAlert.css';
import { useOwnHistory } from '../common/useOwnHistory';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as css from './News.css';
import { NewsList } from './NewsList';
import { newsPageFromQuery, newsPageHref } from './newsQuery';
import { Pagination } from './Pagination';

/**
 * The news list with paging in place: pages come from `news.list` through the react-query cache
 * (the query client keeps 5 of them), the address follows, and Back/Forward work. The first
 * page is the one the server page prefetched into the cache (src/trpc/server.ts).
 */
export function NewsPager({ initialPage }: { initialPage: number }) {
  const trpc = useTRPC();
  const [page, setPage] = useState(initialPage);
  const [announce, setAnnounce] = useState('');
  const listTop = useRef<HTMLDivElement>(null);
  const query = useQuery(
    trpc.news.list.queryOptions({ page }, { placeholderData: keepPreviousData }),
  );
  // The last page that arrived: kept on screen, marked stale, when the next one fails.
  const lastGood = useRef<NewsPage | undefined>(query.data);
  if (query.data && !query.isPlaceholderData) lastGood.current = query.data;
  const data = query.isError ? lastGood.current : (query.data ?? lastGood.current);

  useOwnHistory('/news', () => setPage(newsPageFromQuery(window.location.search)));

  useEffect(() => {
    if (data && !query.isPlaceholderData && data.page !== initialPage) {
      setAnnounce(`Сторінка ${data.page} з ${data.pageCount}`);
    }
  }, [data, initialPage, query.isPlaceholderData]);

  const navigate = (target: number) => {
    window.history.pushState(null, '', newsPageHref(target));
    setPage(target);
    // Focus moves to the top of the new page so keyboard and screen-reader users start there.
    listTop.current?.focus();
  };

  // Only before the server's page is in the cache, which the page's prefetch rules out.
  if (!data) return null;
  return (
    <>
      <p className={visuallyHidden} role="status">
        {query.isError ? '' : announce}
      </p>
      {query.isError ? (
        <>
          <FailureAlert
            message={`Не вдалося завантажити сторінку ${page} новин. Нижче — сторінка ${data.page}.`}
            onRetry={() => void query.refetch()}
          />
          <p className={failure.staleLabel}>{staleText}</p>
        </>
      ) : null}
      <div
        ref={listTop}
        tabIndex={-1}
        aria-busy={query.isFetching}
        data-stale={query.isError ? 'true' : undefined}
        className={query.isError ? failure.stale : query.isPlaceholderData ? css.busy : undefined}
      >
        <NewsList items={data.items} />
      </div>
      <Pagination page={data.page} pageCount={data.pageCount} onNavigate={navigate} />
    </>
  );
}

export default withRpc(NewsPager);

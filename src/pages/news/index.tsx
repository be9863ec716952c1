import { ScreenHeader } from '../../components/layout/ScreenHeader';
import * as css from '../../components/news/News.css';
import { newsPageFromQuery } from '../../components/news/newsQuery';
import { NewsPagerIsland } from '../../components/news/NewsPagerIsland';
import { getServerQueryClient, serverCacheState, serverTrpc } from '../../trpc/server';

export default async function NewsPage({ query }: { query: string }) {
  const page = newsPageFromQuery(query);
  await getServerQueryClient().fetchQuery(serverTrpc.news.list.queryOptions({ page }));
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        title="Новини порталу проєктів МФО (RSS)"
        href="/news/rss.xml"
      />
      <ScreenHeader screen="news" />
      <p className={css.feed}>
        <a href="/news/rss.xml">Підписатися на новини (RSS)</a>
      </p>
      <NewsPagerIsland state={serverCacheState()} initialPage={page} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

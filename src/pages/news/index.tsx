import { PageHead } from '../../components/layout/PageHead';
import { Breadcrumbs } from '../../components/layout/Breadcrumbs';
import * as css from '../../components/news/News.css';
import { newsPageFromQuery } from '../../components/news/newsQuery';
import { NewsPager } from '../../components/news/NewsPager';
import { screenDescriptions, screenNames } from '../../lib/routes';
import { getServerQueryClient, HydrateClient, serverTrpc } from '../../trpc/server';

export default async function NewsPage({ query }: { query: string }) {
  const page = newsPageFromQuery(query);
  await getServerQueryClient().fetchQuery(serverTrpc.news.list.queryOptions({ page }));
  return (
    <>
      <PageHead title={screenNames.news} description={screenDescriptions.news} />
      <link
        rel="alternate"
        type="application/rss+xml"
        title="Новини порталу проєктів МФО (RSS)"
        href="/news/rss.xml"
      />
      <Breadcrumbs trail={[{ label: screenNames.news }]} />
      <h1>{screenNames.news}</h1>
      <p className={css.feed}>
        <a href="/news/rss.xml">Підписатися на новини (RSS)</a>
      </p>
      <HydrateClient>
        <NewsPager initialPage={page} />
      </HydrateClient>
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

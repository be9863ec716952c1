import { Breadcrumbs } from '../../components/layout/Breadcrumbs';
import * as css from '../../components/news/News.css';
import { newsPageFromQuery } from '../../components/news/newsQuery';
import { NewsPager } from '../../components/news/NewsPager';
import { pageTitle, screenNames } from '../../lib/routes';
import { getRegistry } from '../../registry/db';
import { listNews } from '../../registry/news';

export default async function NewsPage({ query }: { query: string }) {
  const news = await listNews(getRegistry(), newsPageFromQuery(query));
  return (
    <>
      <title>{pageTitle(screenNames.news)}</title>
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
      <NewsPager initial={news} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

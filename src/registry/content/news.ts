import 'server-only';
import { NEWS_PAGE_SIZE } from '../../lib/limits';
import type { Registry } from '../database/db';
import { sanitiseRegistryHtml } from './sanitiseHtml';
import type { NewsItem, NewsPage } from '../schemas';

// News newest first. newsText is registry HTML: it leaves this module sanitised, so the page,
// the RPC answer and the RSS feed all carry the same safe markup.

/** Pages are 1-based; a page past the end is empty. */
export async function listNews(
  db: Registry,
  page = 1,
  pageSize = NEWS_PAGE_SIZE,
): Promise<NewsPage> {
  const countRow = await db
    .selectFrom('news')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(countRow.total);
  const rows = await db
    .selectFrom('news')
    .select(['id', 'key', 'newsDate', 'newsTitle', 'newsText'])
    .orderBy('newsDate', 'desc')
    .orderBy('key', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const items = rows.map((row) => ({ ...row, newsText: sanitiseRegistryHtml(row.newsText) }));
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function latestNews(db: Registry, limit: number): Promise<NewsItem[]> {
  return (await listNews(db, 1, limit)).items;
}

import 'server-only';
import { NEWS_PAGE_SIZE } from '../lib/limits';
import type { Registry } from './db';
import type { NewsItem, NewsPage } from './schemas';

/** News newest first; pages are 1-based, a page past the end is empty. */
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
  const items = await db
    .selectFrom('news')
    .select(['id', 'key', 'newsDate', 'newsTitle', 'newsText'])
    .orderBy('newsDate', 'desc')
    .orderBy('key', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

export async function latestNews(db: Registry, limit: number): Promise<NewsItem[]> {
  return (await listNews(db, 1, limit)).items;
}

import type { Handler } from 'hono';
import { bareMediaType, mediaTypes } from '../../exports/mediaTypes';
import { NEWS_PAGE_SIZE } from '../../lib/limits';
import { settings } from '../../config/environment';
import { paths } from '../../lib/routes';
import { xmlEscape } from '../../lib/xml';
import { getRegistry } from '../../registry/database/db';
import { latestNews } from '../../registry/content/news';
import type { NewsItem } from '../../registry/schemas';

// RSS 2.0 feed of the latest news at /news/rss.xml (linked from the news page's head).

export const RSS_ITEMS = 20;

/** RFC 822 date, as RSS 2.0 requires (news dates have no time: noon Kyiv ≈ 10:00 UTC). */
function rfc822(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T10:00:00Z`);
  return Number.isNaN(date.getTime()) ? new Date(0).toUTCString() : date.toUTCString();
}

function itemXml(item: NewsItem, index: number, origin: string): string {
  const page = Math.floor(index / NEWS_PAGE_SIZE) + 1;
  const link = `${origin}${paths.news}?page=${page}#news-${encodeURIComponent(item.key)}`;
  return [
    '<item>',
    `<title>${xmlEscape(item.newsTitle)}</title>`,
    `<link>${xmlEscape(link)}</link>`,
    `<guid isPermaLink="false">${xmlEscape(item.key)}</guid>`,
    `<pubDate>${rfc822(item.newsDate)}</pubDate>`,
    // Sanitized HTML, escaped as text: RSS readers unescape and render it.
    `<description>${xmlEscape(item.newsText)}</description>`,
    '</item>',
  ].join('');
}

export function newsFeedXml(items: NewsItem[], origin: string): string {
  const updated = items[0] ? rfc822(items[0].newsDate) : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    '<title>Новини — Портал проєктів МФО</title>',
    `<link>${xmlEscape(origin + paths.news)}</link>`,
    `<atom:link href="${xmlEscape(`${origin}/news/rss.xml`)}" rel="self" type="${bareMediaType('rss')}"/>`,
    '<description>Новини про проєкти, що фінансуються міжнародними фінансовими організаціями</description>',
    '<language>uk</language>',
    `<lastBuildDate>${updated}</lastBuildDate>`,
    ...items.map((item, index) => itemXml(item, index, origin)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export const newsRss: Handler = async (c) => {
  const items = await latestNews(getRegistry(), RSS_ITEMS);
  return c.body(newsFeedXml(items, settings().publicOrigin), 200, {
    'content-type': mediaTypes.rss,
    'cache-control': 'public, max-age=300',
  });
};

import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

describe('the news feed, the XML site map and robots.txt', () => {
  it('publishes the latest 20 news as RSS 2.0, newest first', async () => {
    const res = await fetch(`${baseURL}/news/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    const items = xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items).toHaveLength(20);
    const dates = items.map((item) => Date.parse(/<pubDate>(.*?)<\/pubDate>/.exec(item)![1]!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The description carries escaped, sanitised HTML: no raw tags inside the XML element.
    expect(items[0]).toMatch(/<description>&lt;p&gt;/);
  });

  it('links the feed from the news page head', async () => {
    const html = await (await fetch(`${baseURL}/news`)).text();
    expect(html).toMatch(/<link[^>]+rel="alternate"[^>]+type="application\/rss\+xml"[^>]*>/);
  });

  it('lists every page, project and glossary term in /sitemap.xml', async () => {
    const res = await fetch(`${baseURL}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    for (const page of [
      '/',
      '/news',
      '/contact-us',
      '/about-portal',
      '/site-map',
      '/references/faq',
    ]) {
      expect(locs, page).toContain(`${baseURL}${page}`);
    }
    expect(locs.filter((l) => /\/projects\/\d{9,}$/.test(l))).toHaveLength(300);
    expect(locs.filter((l) => l.includes('/references/glossary/')).length).toBeGreaterThan(20);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('points robots.txt at the site map', async () => {
    const res = await fetch(`${baseURL}/robots.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  it('answers an unknown site map part with 404, not an error', async () => {
    expect((await fetch(`${baseURL}/sitemap.xml?part=99`)).status).toBe(404);
    expect((await fetch(`${baseURL}/sitemap.xml?part=abc`)).status).toBe(404);
  });
});

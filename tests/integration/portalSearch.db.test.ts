import { describe, expect, inject, it } from 'vitest';

// The portal-wide search (/search) over HTTP against the production build: a page for every
// query, a clear Ukrainian answer to bad input (never a 5xx), kept out of crawlers' way.

const baseURL = inject('baseURL');
const search = (q: string) => fetch(`${baseURL}/search?q=${encodeURIComponent(q)}`);

describe('portal search over HTTP', () => {
  it('answers with the titled page, the form and a hint when nothing was asked', async () => {
    const res = await fetch(`${baseURL}/search`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('<title>IFIs - Пошук</title>');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/search"[^>]*method="get"/);
    expect(html).toContain('у будь-якій формі');
  });

  it('groups what it finds, marks the words and links the projects to the list with the text', async () => {
    const html = await (await search('школи')).text();
    expect(html).toMatch(/Знайдено \d+ результат/);
    expect(html).toMatch(/<mark[^>]*>шкіл<\/mark>/);
    expect(html).toMatch(/id="search-projects"[^>]*>Проєкти \(\d+\)/);
    expect(html).toMatch(
      /href="\/projects\?projectName=%D1%88%D0%BA%D0%BE%D0%BB%D0%B8&amp;page=1"/,
    );
  });

  it('finds a word in another form across kinds (glossary, FAQ, news, documents)', async () => {
    const html = await (await search('позикою')).text();
    for (const id of ['search-glossary', 'search-faq', 'search-news', 'search-documents']) {
      expect(html, id).toContain(`id="${id}"`);
    }
  });

  it('says so in Ukrainian when nothing is found', async () => {
    const res = await search('ккккккк');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('нічого не знайдено');
  });

  it.each([
    ['only punctuation', '!!! ... ??? «» — …', 200, 'немає слів'],
    [
      'FTS and tsquery operators',
      'школа AND NOT "x" OR * NEAR(a b) & | ! <-> :* ^ ~ \\',
      200,
      'Знайдено',
    ],
    ['a mix of scripts', 'шкiл Kyiv 東京 مدرسة Київ', 200, 'Знайдено'],
    [
      'more than 12 words',
      Array.from({ length: 20 }, (_, i) => `слово${i}`).join(' '),
      200,
      'першими 12 словами',
    ],
    ['5 000 characters', 'ab '.repeat(1667), 400, 'Запит задовгий'],
  ])('answers %s with a clear page (%#)', async (_name, q, status, text) => {
    const res = await search(q);
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(text);
  });

  it('reads invalid UTF-8 and repeated parameters without failing', async () => {
    for (const query of ['q=%ff%fe%ED%A0%80', 'q=%E0', 'q=a&q=b', 'q[]=x', 'q=%00']) {
      const res = await fetch(`${baseURL}/search?${query}`);
      expect(res.status, query).toBeLessThan(500);
      expect(await res.text(), query).toContain('<title>IFIs - Пошук</title>');
    }
  });

  it('keeps crawlers out in robots.txt and leaves it out of the sitemap', async () => {
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toMatch(/^Disallow: \/search$/m);
    // The demo registry fits in one sitemap: pages, terms and projects.
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
    expect(sitemap).toContain('/site-map</loc>');
    expect(sitemap).not.toContain('/search</loc>');
  });

  it('offers the search in the header of every page and on the 404 page', async () => {
    for (const path of ['/', '/news', '/references/glossary']) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      expect(html, path).toMatch(/<form[^>]*aria-label="Пошук по порталу"[^>]*action="\/search"/);
    }
    const missing = await fetch(`${baseURL}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Пошук по порталу зі сторінки помилки');
  });
});

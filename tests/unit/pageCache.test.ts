import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/http/middleware/securityHeaders';
import immutableAssets, {
  IMMUTABLE_CACHE_CONTROL,
} from '../../src/http/middleware/immutableAssets';
import { createPageCache, matchesEtag, pageCacheKey } from '../../src/http/middleware/pageCache';
import { classifyRequests } from '../../src/http/requestClass';
import { createSegmentedLru } from '../../src/http/middleware/segmentedLru';

const key = (path: string, cookie?: string | null) =>
  pageCacheKey({ url: new URL(path, 'http://portal.test'), cookie });

describe('the page cache key', () => {
  it('ignores the order of query parameters and the host', () => {
    expect(key('/projects?page=2&year=2020')).toBe(key('/projects?year=2020&page=2'));
    expect(pageCacheKey({ url: new URL('http://evil.test/projects'), cookie: null })).toBe(
      key('/projects'),
    );
  });

  it('keeps the order of repeated parameters and tells different queries apart', () => {
    expect(key('/projects?a=1&a=2')).not.toBe(key('/projects?a=2&a=1'));
    expect(key('/projects?page=1')).not.toBe(key('/projects?page=2'));
  });

  it('reads only valid preference cookies: junk cookies share the default page', () => {
    expect(key('/', 'dis=0; font_size=l')).not.toBe(key('/'));
    expect(key('/', 'dis=1; font_size=m; session=abc; _ga=1')).toBe(key('/'));
    expect(key('/', 'dis=banana; font_size=xxl')).toBe(key('/'));
    expect(key('/', 'side_drawer=closed')).not.toBe(key('/'));
  });

  it('refuses over-long paths and queries', () => {
    expect(key(`/${'a'.repeat(600)}`)).toBeNull();
    expect(key(`/projects?q=${'a'.repeat(1100)}`)).toBeNull();
    expect(
      key(`/projects?${Array.from({ length: 40 }, (_, i) => `p${i}=1`).join('&')}`),
    ).toBeNull();
  });
});

describe('the segmented LRU', () => {
  it('keeps entries asked for twice when a flood of one-off keys arrives', () => {
    const lru = createSegmentedLru<string>({ maxBytes: 1000, probationShare: 0.2 });
    lru.set('popular', 'p', 100);
    expect(lru.get('popular')).toBe('p'); // promoted to the protected segment
    for (let i = 0; i < 10_000; i++) lru.set(`junk-${i}`, 'j', 50);
    expect(lru.get('popular')).toBe('p');
    expect(lru.stats().bytes).toBeLessThanOrEqual(1000);
    expect(lru.stats().probationBytes).toBeLessThanOrEqual(200);
  });

  it('evicts the least recently used protected entry into probation, then out', () => {
    const lru = createSegmentedLru<number>({ maxBytes: 500, probationShare: 0.2 });
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      lru.set(name, 1, 100);
      lru.get(name);
    }
    // Protected holds 400 bytes: promoting 'e' demoted 'a' to probation, and a new key pushes it out.
    lru.set('f', 1, 100);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.stats().bytes).toBeLessThanOrEqual(500);
    expect(lru.get('e')).toBe(1);
  });

  it('refuses an entry larger than the probation segment', () => {
    const lru = createSegmentedLru<number>({ maxBytes: 1000, probationShare: 0.2 });
    expect(lru.set('big', 1, 201)).toBe(false);
    expect(lru.get('big')).toBeUndefined();
  });
});

function portal(options: { version?: () => number; maxBytes?: number } = {}) {
  let renders = 0;
  const app = new Hono();
  app.use(classifyRequests());
  app.use(securityHeaders());
  app.use(
    createPageCache({
      maxBytes: options.maxBytes ?? 1_000_000,
      readVersion: async () => options.version?.() ?? 1,
    }),
  );
  app.use(immutableAssets());
  app.get('/assets/app-abc123.js', (c) =>
    c.body('x()', 200, { 'content-type': 'text/javascript' }),
  );
  app.get('/set-cookie', (c) => c.html('<p>hi</p>', 200, { 'set-cookie': 'a=b' }));
  app.get('/missing', (c) => c.html('<p>nope</p>', 404));
  app.get('/api/file', (c) => c.html('<p>file</p>'));
  app.get('/static.html', (c) => c.html('<p>static</p>'));
  app.get('/RSC/R/projects.txt', () => {
    renders++;
    // Like Waku's payloads at this layer: no content type yet.
    return new Response(`0:["$","p",null,"${renders}"]`);
  });
  app.get('/big', (c) => c.html(`<p>${'x'.repeat(300_000)}</p>`));
  app.all('*', (c) => {
    renders++;
    const dis = c.req.header('cookie')?.includes('dis=0') ? 'contrast' : 'normal';
    return c.html(`<html class="${dis}"><script>boot()</script>${c.req.path}#${renders}</html>`);
  });
  return { app, renders: () => renders };
}

const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];

describe('the page cache middleware', () => {
  it('renders a page once and serves copies with a fresh CSP nonce each', async () => {
    const { app, renders } = portal();
    const first = await app.request('/projects?page=1');
    const second = await app.request('/projects?page=1');
    const [a, b] = [await first.text(), await second.text()];
    expect(renders()).toBe(1);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(second.headers.get('content-security-policy')).toContain(`'nonce-${nonceOf(b)}'`);
    expect(a.replace(/nonce="[^"]+"/, '')).toBe(b.replace(/nonce="[^"]+"/, ''));
  });

  it('answers 304 to a matching ETag, without a new CSP that would orphan the stored nonces', async () => {
    const { app } = portal();
    const first = await app.request('/news');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await app.request('/news', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('content-security-policy')).toBeNull();
    const other = await app.request('/news', { headers: { 'if-none-match': 'W/"other"' } });
    expect(other.status).toBe(200);
  });

  it('keeps one copy per preference: the contrast theme is not served to others', async () => {
    const { app, renders } = portal();
    const contrast = await (await app.request('/', { headers: { cookie: 'dis=0' } })).text();
    const normal = await (await app.request('/')).text();
    expect(contrast).toContain('class="contrast"');
    expect(normal).toContain('class="normal"');
    expect(renders()).toBe(2);
  });

  it('renders again after the data version changes', async () => {
    let version = 1;
    const { app, renders } = portal({ version: () => version });
    await app.request('/');
    await app.request('/');
    version = 2;
    const after = await app.request('/');
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(renders()).toBe(2);
  });

  it('never stores POSTs, cookies being set, errors, API routes or oversized pages', async () => {
    const { app, renders } = portal({ maxBytes: 1_000_000 });
    await app.request('/contact-us', { method: 'POST' });
    await app.request('/contact-us', { method: 'POST' });
    expect(renders()).toBe(2);
    for (const path of ['/set-cookie', '/missing', '/api/file', '/big', '/static.html']) {
      await app.request(path);
      const again = await app.request(path);
      expect(again.headers.get('x-page-cache'), path).toBeNull();
    }
    const big = await (await app.request('/big')).text();
    expect(big.length).toBeGreaterThan(300_000);
  });

  it('caches the route payloads of soft navigation (text/plain from Waku)', async () => {
    const { app, renders } = portal();
    const url = '/RSC/R/projects.txt?query=page%3D1';
    const first = await (await app.request(url)).text();
    const second = await app.request(url);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe(first);
    expect(renders()).toBe(1);
  });

  it('shares one render between concurrent requests for the same page', async () => {
    const { app, renders } = portal();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => app.request('/references/faq')),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(renders()).toBe(1);
  });

  it('keeps a popular page through a flood of distinct junk URLs', async () => {
    const { app, renders } = portal({ maxBytes: 200_000 });
    await app.request('/projects?page=1');
    await app.request('/projects?page=1');
    for (let i = 0; i < 2000; i++) await app.request(`/projects?page=1&junk=${i}`);
    const popular = await app.request('/projects?page=1');
    expect(popular.headers.get('x-page-cache')).toBe('hit');
    expect(renders()).toBe(2001);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const { app } = portal();
    const res = await app.request('/assets/app-abc123.js');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it('compares entity tags weakly and accepts lists', () => {
    expect(matchesEtag('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('*', 'W/"b"')).toBe(true);
    expect(matchesEtag('"c"', 'W/"b"')).toBe(false);
    expect(matchesEtag(null, 'W/"b"')).toBe(false);
  });
});

import { describe, expect, inject, it } from 'vitest';
import { inOneClockMinute } from '../support/clockMinute';
import { portalDialect, startPortal } from '../support/portal';

// Regression tests of the HTTP edge review: each finding, over HTTP, against the
// production build.

const baseURL = inject('baseURL');
const get = (path: string, init?: RequestInit) =>
  fetch(`${baseURL}${path}`, { redirect: 'manual', ...init });

describe('findings of the edge review', () => {
  it('answers nested unclosed Lucene groups with 400 quickly and stays up', async () => {
    for (const path of [
      `/api/_search/xm-entities?query=${encodeURIComponent(`${'AND ('.repeat(22)}x`)}`,
      `/api/xm-entities/export/?format=csv&query=${encodeURIComponent(`${'(x OR '.repeat(20)}x`)}`,
    ]) {
      const started = Date.now();
      const res = await get(path);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('invalid_query');
      // Exponential parsing took minutes; 5 s leaves room for a loaded machine.
      expect(Date.now() - started).toBeLessThan(5000);
    }
    expect((await get('/robots.txt')).status).toBe(200);
  });

  it('never redirects to another site', async () => {
    for (const path of [
      '/en//evil.example',
      '/en/%5Cevil.example',
      '/preferences?back=//evil.example',
      '/preferences?back=/%09/evil.example',
      '/preferences?back=/%5Cevil.example',
      '/preferences?back=/.//evil.example',
      '/preferences?back=%2F%2Fevil.example',
    ]) {
      const res = await get(path);
      const location = res.headers.get('location') ?? '';
      expect(new URL(location, baseURL).origin, `${path} → ${location}`).toBe(baseURL);
      expect(location).not.toMatch(/^\/[/\\]/);
    }
  });

  it('answers undecodable paths with 400 on every method', async () => {
    for (const method of ['GET', 'POST', 'PUT']) {
      expect((await get('/%E0', { method, body: method === 'GET' ? undefined : 'x' })).status).toBe(
        400,
      );
    }
  });

  it('caps request bodies before reading them (413), chunked ones too, on /RSC/ and tRPC', async () => {
    const big = 'x'.repeat(200_000);
    const chunked = () =>
      new ReadableStream({
        start(c) {
          for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode(big.slice(0, 10_000)));
          c.close();
        },
      });
    // The server answers 413 while the client may still be sending, and lingers on the
    // connection until the answer is through (src/runtime/lingeringClose.ts): never a reset.
    const refused = async (path: string, init: RequestInit) => (await get(path, init)).status;
    expect(await refused('/RSC/R/_root.txt', { method: 'POST', body: big })).toBe(413);
    const rpc = await refused('/api/trpc/contact.send', {
      method: 'POST',
      body: chunked(),
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(rpc).toBe(413);
    expect(await refused('/api/functions/INFO', { method: 'POST', body: big })).toBe(413);
    // And the server is still there.
    expect((await get('/robots.txt')).status).toBe(200);
  });

  it('bounds tRPC batches', async () => {
    const procedures = Array(11).fill('references.creditors').join(',');
    const res = await get(`/api/trpc/${procedures}?batch=1&input=%7B%7D`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('answers methods Waku routes do not serve with 405, not 500', async () => {
    for (const path of [
      '/api/statistics/field.csv',
      '/api/projects/export.csv',
      '/RSC/R/_root.txt',
    ]) {
      expect((await get(path, { method: 'DELETE' })).status).toBe(405);
    }
    expect((await get('/RSC/not-a-payload')).status).toBe(404);
  });

  it('answers HEAD on an export with its headers and no file', async () => {
    const res = await get('/api/projects/export.xlsx?page=1', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toBeNull();
  });

  it('stamps the CSP nonce on script tags only, not on "<script" inside the RSC payload', async () => {
    const res = await get(`/projects?page=1&projectName=${encodeURIComponent('<script>x')}`);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1]!;
    const html = await res.text();
    const stamped = html.split(`nonce="${nonce}"`).length - 1;
    const tags = (html.match(/<script[\s>]/g) ?? []).length;
    expect(stamped).toBeGreaterThan(0);
    // Every stamped place is a real tag; the payload keeps the visitor's text as it was.
    // Plain strings: the nonce is base64, whose + and / a regular expression would misread.
    expect(html).not.toContain('\\u003cscript nonce');
    expect(html).not.toContain(`<script nonce="${nonce}">x`);
    expect(stamped).toBeLessThanOrEqual(tags);
    const json = await get('/api/trpc/references.creditors');
    expect(await json.text()).not.toContain('nonce=');
  });

  it('writes absolute URLs from PUBLIC_URL, never from a forged Host header', async () => {
    const robots = await (await get('/robots.txt', { headers: { host: 'evil.example' } })).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const feed = await (await get('/news/rss.xml', { headers: { host: 'evil.example' } })).text();
    expect(feed).not.toContain('evil.example');
  });

  it('rate-limits exports per client (429 with Retry-After), never a 5xx', async () => {
    // Its own portal: the shared one's other tests export too.
    const portal = await startPortal();
    const statuses: number[] = [];
    const retryAfter: number[] = [];
    try {
      // 30 a minute per client: the 31st at the latest is refused.
      const minute = await inOneClockMinute(30_000, portalDialect() === 'postgres');
      for (let i = 0; i < 31 && !statuses.includes(429); i++) {
        const res = await fetch(`${portal.url}/api/xm-entities/export/?format=json`);
        statuses.push(res.status);
        if (res.status === 429) retryAfter.push(Number(res.headers.get('retry-after')));
        await res.body?.cancel();
      }
      expect(minute.sameMinute(), 'the requests ran into the next minute').toBe(true);
    } finally {
      await portal.stop();
    }
    expect(retryAfter.every((s) => s > 0)).toBe(true);
    expect(statuses).toContain(429);
    expect(statuses.every((s) => s < 500)).toBe(true);
  }, 120_000);
});

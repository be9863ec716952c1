import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];

describe('the anonymous page cache over HTTP', () => {
  it('serves a rendered page again from the cache, each copy with its own CSP nonce', async () => {
    const url = `${baseURL}/projects?page=1&sort=projectSum,desc`;
    const first = await fetch(url);
    const firstHtml = await first.text();
    const second = await fetch(url);
    const secondHtml = await second.text();
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(nonceOf(secondHtml)).toBeTruthy();
    expect(nonceOf(secondHtml)).not.toBe(nonceOf(firstHtml));
    expect(second.headers.get('content-security-policy')).toContain(
      `'nonce-${nonceOf(secondHtml)}'`,
    );
  });

  it('answers 304 to If-None-Match, without a CSP that would replace the stored one', async () => {
    const first = await fetch(`${baseURL}/news`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${baseURL}/news`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('lets the browser keep a route payload for 5 minutes, apart per cookie', async () => {
    const list = await (await fetch(`${baseURL}/projects?page=1`)).text();
    const project = /href="(\/projects\/[^"?#]+)"/.exec(list)![1]!;
    const payload = await fetch(`${baseURL}/RSC/R${project}.txt?query=`);
    await payload.arrayBuffer();
    expect(payload.status).toBe(200);
    expect(payload.headers.get('cache-control')).toBe('private, max-age=300');
    expect(payload.headers.get('vary')?.toLowerCase()).toContain('cookie');
    expect(payload.headers.get('vary')?.toLowerCase()).not.toContain('x-waku-router-skip');
    // Whole whatever the client says it holds, so one copy serves every later request.
    const skipping = await fetch(`${baseURL}/RSC/R${project}.txt?query=`, {
      headers: { 'x-waku-router-skip': JSON.stringify(['root', 'layout:/', `route:${project}`]) },
    });
    expect(await skipping.text()).toContain(`"route:${project}":`);
    // Pages themselves are still revalidated on every full load.
    const page = await fetch(`${baseURL}${project}`);
    await page.arrayBuffer();
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps the contrast theme to visitors who chose it', async () => {
    const contrast = await (
      await fetch(`${baseURL}/about-portal`, { headers: { cookie: 'dis=0' } })
    ).text();
    const normal = await (await fetch(`${baseURL}/about-portal`)).text();
    expect(contrast).toContain('data-accessible="true"');
    expect(normal).toContain('data-accessible="false"');
  });

  it('caches the route payloads of soft navigation', async () => {
    const url = `${baseURL}/RSC/R/news.txt?query=`;
    await (await fetch(url)).arrayBuffer();
    const again = await fetch(url);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-page-cache')).toBe('hit');
  });

  it('never caches a 404 or a page that sets a cookie', async () => {
    for (const path of ['/projects/999999999999', '/preferences?dis=0&back=/']) {
      await fetch(`${baseURL}${path}`, { redirect: 'manual' });
      const again = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
      expect(again.headers.get('x-page-cache'), path).toBeNull();
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!;
    const res = await fetch(`${baseURL}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

import { describe, expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${baseURL}${path}`, { redirect: 'manual', headers });
}

async function firstProjectId(): Promise<string> {
  const html = await (await get('/projects?page=1')).text();
  const id = /href="\/projects\/(\d{9,})"/.exec(html)?.[1];
  if (!id) throw new Error('no project link on the list');
  return id;
}

describe('redirect rules (spec §2), decided before rendering', () => {
  it('redirects a project id shorter than 9 characters to page 1 of the list', async () => {
    const res = await get('/projects/12345678');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/projects?page=1');
  });

  it('redirects a glossary term shorter than 5 characters to the glossary list', async () => {
    const res = await get('/references/glossary/abcd');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/references/glossary');
  });

  it('adds page=1 to the projects list without a page, keeping the query', async () => {
    const res = await get('/projects?year=2020');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/projects?year=2020&page=1');
  });

  it('redirects the references hub to the glossary list', async () => {
    const res = await get('/references');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/references/glossary');
  });

  it('redirects /en routes to the Ukrainian ones and remembers the locale for 365 days', async () => {
    for (const [path, location] of [
      ['/en', '/'],
      ['/en/projects?page=2', '/projects?page=2'],
      ['/en/references/glossary', '/references/glossary'],
    ]) {
      const res = await get(path!);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(location);
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^i18n_redirected=ua;/);
      expect(cookie).toContain('Max-Age=31536000');
      expect(cookie).toContain('Path=/');
    }
  });
});

describe('not found and errors (spec §2, §8)', () => {
  it('answers an unknown path with 404 and the not-found page inside the shell', async () => {
    const res = await get('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toContain('Вибачте, сторінку не знайдено');
    expect(html).toContain('This page could not be found');
    expect(html).toMatch(/<a href="\/">Повернутися на головну сторінку<\/a>/);
    expect(html).toContain('<title>IFIs - Сторінку не знайдено</title>');
    expect(html).toContain('aria-label="Головне меню"');
  });

  it('answers a 9-character project id that does not exist with the same 404', async () => {
    const res = await get('/projects/000000000');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Вибачте, сторінку не знайдено');
  });

  it('passes an existing project id through to the page', async () => {
    const res = await get(`/projects/${await firstProjectId()}`);
    // The details page has its own tests; here it only must not be the middleware's answer.
    expect(res.status).not.toBe(302);
    expect(res.headers.get('location')).toBeNull();
  });

  it('answers a glossary code of 5 characters or more that does not exist with 404', async () => {
    const res = await get('/references/glossary/no-such-term');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Вибачте, сторінку не знайдено');
  });

  it('renders the /error page with a real 404 status', async () => {
    const res = await get('/error');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<title>IFIs - Помилка</title>');
    expect(html).toContain('Вибачте, сторінку не знайдено');
    // Rendered as its own route, it cannot say 404 to the client router: the tag goes.
    expect(html).not.toContain('name="httpstatus"');
  });

  it('never says status 200 in the status tag of a 404 page', async () => {
    for (const path of [
      '/no-such-page',
      '/projects/999999999',
      '/references/glossary/no-such-term',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      const tags = (await res.text()).match(/<meta name="httpstatus"[^>]*>/g) ?? [];
      expect(tags, path).toEqual(['<meta name="httpstatus" content="404"/>']);
    }
  });

  it('answers a malformed URL with the generic English error text, its status and message', async () => {
    const res = await get('/%ff');
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('An error occurred while rendering the page');
    expect(html).toContain('Status code: 400');
    expect(html).toContain('Message: Malformed URL');
    expect(html).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('gives Internet Explorer 11 and older only the browser notice', async () => {
    for (const ua of [
      'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
      'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)',
    ]) {
      const res = await get('/projects?page=1', { 'user-agent': ua });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<h1>Виникла помилка.</h1>');
      expect(html).toContain('<p>Будь ласка, відкрийте портал у іншому браузері.</p>');
      expect(html).not.toContain('Проєкти МФО');
      expect(html).not.toContain('<script');
    }
  });
});

describe('HTTP basics and security headers on every response', () => {
  it('serves UTF-8 HTML, compressed when the client accepts it', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-encoding')).toMatch(/^(gzip|br)$/);
  });

  it('sends CSP, nosniff, referrer and permissions policies on pages, redirects and assets', async () => {
    const html = await (await get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"|href="(\/assets\/[^"]+\.css)"/.exec(html);
    const paths = ['/', '/projects', '/no-such-page', '/api/trpc/references.projectStates'];
    if (asset) paths.push(asset[1] ?? asset[2]!);
    for (const path of paths) {
      const res = await get(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'(;|$)/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toMatch(/https?:\/\//);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('gives every inline script of a page the nonce of its CSP header', async () => {
    const res = await get('/');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1];
    const tags = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it('adds Strict-Transport-Security when served over HTTPS behind a proxy', async () => {
    const res = await get('/', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
  });
});

describe('accessibility preferences without JavaScript (spec §4)', () => {
  it('sets dis and font_size for a year and returns to the page (303)', async () => {
    const res = await get('/preferences?dis=0&font_size=l&back=%2Fprojects%3Fpage%3D2');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/projects?page=2');
    const cookies = res.headers.getSetCookie();
    expect(cookies).toContain('dis=0; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(cookies).toContain('font_size=l; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('ignores unknown values and never redirects to another site', async () => {
    const res = await get('/preferences?dis=2&font_size=xl&back=%2F%2Fevil.example');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('renders the theme and font size from the cookies in the first HTML', async () => {
    const normal = await (await get('/')).text();
    const contrast = await (await get('/', { cookie: 'dis=0; font_size=l' })).text();
    const htmlClass = (html: string) => /<html lang="uk" class="([^"]+)"/.exec(html)?.[1];
    expect(htmlClass(normal)).toBeTruthy();
    expect(htmlClass(contrast)).not.toBe(htmlClass(normal));
    expect(contrast).toContain('data-accessible="true"');
    // The drawer follows its own cookie (default open): enabling accessibility closes it once,
    // by setting that cookie, not on every page.
    expect(contrast).toContain('data-drawer="open"');
    expect(normal).toContain('data-drawer="open"');
    expect(contrast).toContain('Звичайна версія');
    expect(contrast).toContain('aria-label="A — Великий шрифт" aria-current="true"');
    expect(normal).not.toContain('Великий шрифт');
  });
});

describe('page titles', () => {
  it("follows 'IFIs - {page}'", async () => {
    for (const [path, title] of [
      ['/', 'IFIs - Головна'],
      ['/projects?page=1', 'IFIs - Проєкти МФО'],
      ['/error', 'IFIs - Помилка'],
    ]) {
      expect(await (await get(path!)).text(), path).toContain(`<title>${title}</title>`);
    }
  });
});

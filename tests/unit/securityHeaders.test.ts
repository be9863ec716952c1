import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addScriptNonce, scriptTagOffsets, stampAt } from '../../src/lib/cspNonce';
import { errorPages, onEdgeError } from '../../src/http/middleware/errors';
import { contentSecurityPolicy, securityHeaders } from '../../src/http/middleware/securityHeaders';

async function transform(chunks: string[], nonce = 'N'): Promise<string> {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(addScriptNonce(body, nonce)).text();
}

describe('script nonces in a page the page cache holds', () => {
  it('go where the streaming scanner puts them, found once and copied around', async () => {
    const page =
      '<!DOCTYPE html><html><head><style>a::before{content:"<script>"}</style>' +
      '<script>(self.__FLIGHT_DATA||=[]).push("<script>alert(1)</script>")</script>' +
      '<!-- <script>not a tag</script> --></head><body><p>Проєкт «<script>»</p>' +
      '<SCRIPT src="/a.js"></SCRIPT><script\ttype="module">b()</script></body></html>';
    const bytes = new TextEncoder().encode(page);
    const offsets = scriptTagOffsets(bytes);
    expect(offsets).toHaveLength(3);
    const stamped = new TextDecoder().decode(stampAt(bytes, offsets, 'N'));
    expect(stamped).toBe(await transform([page]));
    expect(new TextDecoder().decode(stampAt(bytes, [], 'N'))).toBe(page);
  });
});

describe('script nonces in streamed HTML', () => {
  it('adds the nonce to every inline and external script tag', async () => {
    const html = await transform(['<p>a</p><script>x()</script><script id="_R_" src="/a.js">']);
    expect(html).toBe(
      '<p>a</p><script nonce="N">x()</script><script nonce="N" id="_R_" src="/a.js">',
    );
  });

  it('finds a tag cut between two chunks, and keeps Ukrainian text cut mid-character', async () => {
    const bytes = new TextEncoder().encode('Проєкт');
    const decoder = new TextDecoder();
    const html = await transform(['<div>ok</div><scr', 'ipt>y()</script>']);
    expect(html).toBe('<div>ok</div><script nonce="N">y()</script>');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 3));
        controller.enqueue(bytes.slice(3));
        controller.close();
      },
    });
    expect(await new Response(addScriptNonce(body, 'N')).text()).toBe(decoder.decode(bytes));
  });

  it('leaves words that only start like a script tag alone', async () => {
    expect(await transform(['<scripture>'])).toBe('<scripture>');
  });

  it('leaves "<script" text inside a script (the RSC payload of a search for it) alone', async () => {
    const payload =
      '<script>self.__FLIGHT_DATA.push("q=<script>alert(1)<\\/script>")</script><p>x</p>';
    expect(await transform([payload])).toBe(
      '<script nonce="N">self.__FLIGHT_DATA.push("q=<script>alert(1)<\\/script>")</script><p>x</p>',
    );
    // The same with the payload cut at every possible place between two chunks.
    for (let cut = 1; cut < payload.length; cut++) {
      expect(await transform([payload.slice(0, cut), payload.slice(cut)])).toBe(
        '<script nonce="N">self.__FLIGHT_DATA.push("q=<script>alert(1)<\\/script>")</script><p>x</p>',
      );
    }
  });

  it('leaves "<script" inside styles and comments alone, and stamps the next real tag', async () => {
    expect(await transform(['<style>a{content:"<script "}</style><!-- <script> --><script>'])).toBe(
      '<style>a{content:"<script "}</style><!-- <script> --><script nonce="N">',
    );
  });
});

describe('Content-Security-Policy', () => {
  it('allows inline script only by nonce and no third-party origin by default', () => {
    const csp = contentSecurityPolicy('abc', null);
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/https?:\/\//);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('adds the analytics origin when a provider is configured', () => {
    const csp = contentSecurityPolicy('abc', 'https://stats.example');
    expect(csp).toContain("script-src 'self' 'nonce-abc' https://stats.example");
    expect(csp).toContain("connect-src 'self' https://stats.example");
  });

  it('gives each response its own nonce, the same in the header and the scripts', async () => {
    const app = new Hono();
    app.use(securityHeaders());
    app.get('/', (c) => c.html('<script>1</script>'));
    const [a, b] = [await app.request('/'), await app.request('/')];
    const nonceOf = (res: Response) =>
      /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(await a.text()).toBe(`<script nonce="${nonceOf(a)}">1</script>`);
  });
});

describe('nonce stamping only on HTML documents', () => {
  it('never touches JSON, RSC, or an HTML file served as a download', async () => {
    const app = new Hono();
    app.use(securityHeaders());
    app.get('/json', (c) => c.json({ q: '<script>' }));
    app.get('/rsc', (c) => c.body('0:"<script>"', 200, { 'content-type': 'text/x-component' }));
    app.get('/file', (c) =>
      c.body('<script>x</script>', 200, {
        'content-type': 'text/html',
        'content-disposition': 'attachment; filename="a.html"',
      }),
    );
    expect(await (await app.request('/json')).text()).toBe('{"q":"<script>"}');
    expect(await (await app.request('/rsc')).text()).toBe('0:"<script>"');
    expect(await (await app.request('/file')).text()).toBe('<script>x</script>');
  });
});

describe('the generic error handler', () => {
  it('hides the message of a bare 5xx (Waku, SQLite) and shows its status and reason', async () => {
    const app = new Hono();
    app.use(errorPages());
    app.get('/', (c) => c.text('SqliteError: no such table: projects (/srv/db.sqlite)', 500));
    const res = await app.request('/');
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('Status code: 500');
    expect(html).toContain('Message: Internal Server Error');
    expect(html).not.toContain('Sqlite');
  });

  it('answers an unexpected exception with the English error text, status 500, no stack', async () => {
    const app = new Hono();
    app.onError(onEdgeError);
    app.use(errorPages());
    app.get('/', () => {
      throw new Error('secret detail at /srv/portal/file.ts:12');
    });
    const original = console.error;
    console.error = () => {};
    const res = await app.request('/');
    console.error = original;
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('An error occurred while rendering the page');
    expect(html).toContain('Status code: 500');
    expect(html).toContain('Message: Internal Server Error');
    expect(html).not.toContain('secret detail');
    expect(html).not.toContain('file.ts');
  });
});

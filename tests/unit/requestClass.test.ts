import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { classifyRequest, classifyRequests, type RequestClass } from '../../src/http/requestClass';
import { CONTACT_OUTCOME_HEADER } from '../../src/lib/contactForm';
import { renderInstead, wakuRequest } from '../../src/http/wakuRequest';

// One answer to "what is this request?", read by the route rules, the page cache and the shedder.

const classOf = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
  classifyRequest({ method, path, headers: new Headers(headers) });

const pick = ({ kind, rendered, cacheable, expensive }: RequestClass) => ({
  kind,
  rendered,
  cacheable,
  expensive,
});

describe('the request classification', () => {
  it.each([
    ['/', 'page', true, true, false],
    ['/projects', 'page', true, true, false],
    ['/search', 'page', true, true, true],
    ['/RSC/R/search.txt', 'payload', true, true, true],
    ['/RSC/R/projects.txt', 'payload', true, true, false],
    ['/RSC/F/action.txt', 'rsc', true, false, false],
    ['/api/trpc/x', 'api', true, false, false],
    ['/api/projects/export.csv', 'api', false, false, false],
    ['/assets/app-1234.js', 'file', false, false, false],
    ['/robots.txt', 'file', false, false, false],
    // A trailing slash is still a page's address: the route rules redirect it.
    ['/news/', 'page', true, true, false],
    ['/api/', 'page', true, true, false],
  ] as const)('%s is a %s', (path, kind, rendered, cacheable, expensive) => {
    expect(pick(classOf(path))).toEqual({ kind, rendered, cacheable, expensive });
  });

  it('keeps one visitor’s requests out of the page cache', () => {
    expect(classOf('/news', 'POST').cacheable).toBe(false);
    expect(classOf('/news', 'HEAD').cacheable).toBe(true);
    for (const header of ['authorization', 'range', CONTACT_OUTCOME_HEADER]) {
      expect(classOf('/news', 'GET', { [header]: 'x' }).cacheable, header).toBe(false);
    }
  });
});

describe('the request Waku renders', () => {
  function edge(decide: (c: Parameters<typeof renderInstead>[0]) => void = () => {}) {
    const app = new Hono();
    const seen: Request[] = [];
    app.use(classifyRequests());
    app.get('*', (c) => {
      decide(c);
      seen.push(wakuRequest(c));
      return c.text('ok');
    });
    return { app, seen };
  }

  it('is the incoming request itself when the edge decided nothing', async () => {
    const { app, seen } = edge();
    const req = new Request('http://portal.test/news', { headers: { cookie: 'dis=1' } });
    await app.fetch(req);
    expect(seen[0]).toBe(req);
  });

  it('drops the client’s skip list from a route payload, leaving the incoming request as it was', async () => {
    const { app, seen } = edge();
    const headers = { 'x-waku-router-skip': '["root"]', cookie: 'dis=1' };
    const req = new Request('http://portal.test/RSC/R/news.txt', { headers });
    await app.fetch(req);
    expect(seen[0]!.headers.has('x-waku-router-skip')).toBe(false);
    expect(seen[0]!.headers.get('cookie')).toBe('dis=1');
    expect(req.headers.get('x-waku-router-skip')).toBe('["root"]');
  });

  it('renders the path the route rules chose, with the incoming headers', async () => {
    const { app, seen } = edge((c) => renderInstead(c, '/not-found/unmatched-route'));
    const req = new Request('http://portal.test/projects/1?x=1', { headers: { cookie: 'a=b' } });
    await app.fetch(req);
    expect(new URL(seen[0]!.url).pathname).toBe('/not-found/unmatched-route');
    expect(seen[0]!.headers.get('cookie')).toBe('a=b');
    expect(req.url).toBe('http://portal.test/projects/1?x=1');
  });
});

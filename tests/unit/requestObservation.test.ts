import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { errorPages, onEdgeError } from '../../src/http/middleware/errors';
import { observeRequests } from '../../src/http/middleware/observeRequests';
import { routeTemplate } from '../../src/http/routeTemplate';

// A citizen's report of an error page can be matched to its log line: the page shows
// the same request id as the X-Request-Id header and the log.

describe('request ids on error pages', () => {
  const app = new Hono();
  app.onError(onEdgeError);
  app.use(observeRequests());
  app.use(errorPages());
  app.get('/broken', () => {
    throw new Error('SQLITE_CORRUPT: database disk image is malformed (registry.sqlite)');
  });
  app.get('/bare', () => new Response('Internal Server Error', { status: 500 }));

  it('shows the request id of a thrown error, never its message', async () => {
    for (const path of ['/broken', '/bare']) {
      const res = await app.request(path);
      const id = res.headers.get('x-request-id')!;
      const html = await res.text();
      expect(res.status).toBe(500);
      expect(html).toContain(`Request id: <code>${id}</code>`);
      expect(html).not.toContain('SQLITE');
    }
  });
});

describe('route templates (a bounded metrics label)', () => {
  it('names screens, their dynamic routes, endpoints and anything else', () => {
    expect(routeTemplate('*', '/')).toBe('/');
    expect(routeTemplate('*', '/projects')).toBe('/projects');
    expect(routeTemplate('*', '/projects/123456789')).toBe('/projects/:project');
    expect(routeTemplate('*', '/references/glossary/abcde')).toBe('/references/glossary/:word');
    expect(routeTemplate('/api/statistics/:file', '/api/statistics/field.csv')).toBe(
      '/api/statistics/:file',
    );
    expect(routeTemplate('*', '/RSC/R/projects.txt')).toBe('/RSC/*');
    expect(routeTemplate('*', '/assets/app-123.js')).toBe('/assets/*');
    expect(routeTemplate('*', '/wp-login.php')).toBe('other');
  });
});

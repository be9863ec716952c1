import { Hono, type MiddlewareHandler } from 'hono';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';

// Our own server entry instead of Waku's managed one: Waku's node adapter serves static files
// before any middleware, so the middleware here wraps the whole app (pages, API, static files)
// and every response gets the same headers and compression.
//
// Every file in src/middleware/ default-exports a factory of one Hono middleware; they run in
// file-name order (the numeric prefix), outermost first. A middleware may answer by itself
// (redirects, 404s, feeds) or call next() to reach Waku.
const waku = adapter(fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })));

const middleware = import.meta.glob<{ default: () => MiddlewareHandler }>('./middleware/*.ts', {
  eager: true,
});

const app = new Hono();
for (const file of Object.keys(middleware).sort()) {
  app.use(middleware[file]!.default());
}
app.all('*', (c) => waku.fetch(c.req.raw, c.env));

export default { ...waku, fetch: app.fetch };

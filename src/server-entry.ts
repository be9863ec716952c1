import { Hono, type Handler } from 'hono';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';
import { DOWNLOAD_PREFIX } from './lib/downloads';
import { PREFERENCES_PATH } from './lib/preferenceEndpoint';
import { getRegistry } from './registry/db';
import { createRestApp, REST_MOUNTS } from './rest/app';
import { tagClientKey } from './server/clientAddress';
import { documentFiles } from './server/documentFiles';
import { contactPage, contactPost } from './server/endpoints/contactPost';
import { newsRss } from './server/endpoints/newsRss';
import { changesFeed } from './http/endpoints/changesFeed';
import { preferences } from './server/endpoints/preferences';
import { robotsTxt, siteMap } from './server/endpoints/siteMap';
import { errorPages, onEdgeError } from './server/errors';
import { expensiveEndpoints } from './server/expensiveEndpoints';
import { serveNode } from './server/nodeServer';
import {
  bodyLimits,
  methodNotAllowed,
  rejectMalformedPath,
  rscPayload,
} from './server/requestGuards';
import { englishLocale, oldBrowser, routeRules } from './server/routeRules';
import { securityHeaders } from './server/securityHeaders';
import { healthzResponse } from './server/healthz';
import immutableAssets from './server/immutableAssets';
import { firstPaintHead } from './server/firstPaintHead';
import pageCache from './server/pageCache';
import { transport } from './server/transport';
import { startBackgroundSync, syncIntervalMs } from './sync/backgroundSync';

// The HTTP edge: one Hono app in front of Waku (our own entry instead of Waku's managed one,
// because Waku's node adapter serves static files before any middleware). Read top to bottom:
// the cross-cutting middlewares, outermost first, then the endpoints that are not pages, then
// Waku (pages, /RSC/, API routes, static files).
const waku = adapter(fsRouter(import.meta.glob('./**/*.{tsx,ts}', { base: './pages' })));
// Waku's API routes answer only the methods they export (HEAD gave a 500): a HEAD is rendered
// as the GET it stands for, and its body dropped.
const render = async (req: Request, env: unknown): Promise<Response> => {
  if (req.method !== 'HEAD') return waku.fetch(req, env);
  const res = await waku.fetch(
    new Request(req.url, { headers: req.headers, signal: req.signal }),
    env,
  );
  await res.body?.cancel();
  return new Response(null, res);
};
const toWaku: Handler = (c) => render(c.req.raw, c.env);

const app = new Hono();
app.onError(onEdgeError);

// 1. Transport: gzip/deflate and explicit UTF-8 charsets. Outside the nonce stamping, so the
//    stamping reads plain HTML.
app.use(transport());
// 2. Security headers + CSP; stamps this response's nonce onto the HTML document's <script> tags.
app.use(securityHeaders());
// 3. Errors: exceptions and bare 5xx become the generic error page, never an internal message.
app.use(errorPages());
// 4. Bad requests answered before anything reads them: undecodable paths (400), request bodies
//    over their limit (413), on every method and path, Waku's /RSC/ and tRPC included.
app.use(rejectMalformedPath());
app.use(bodyLimits());
// 5. Who is asking (rate limits), from the socket or the trusted proxies' X-Forwarded-For.
app.use(tagClientKey());
// 6. Expensive endpoints (exports, REST search): per-client and concurrency limits.
app.use(expensiveEndpoints());
// 7. Locale and redirect rules (spec §1–2), then the old-browser notice.
app.use(oldBrowser());
app.use(englishLocale());
app.use(routeRules());
// 8. Preferences: GET|POST /preferences sets the accessibility cookies (no-JS toggles).
app.on(['GET', 'POST'], PREFERENCES_PATH, preferences);
// 9. The anonymous page cache (pages and RSC payloads): inside security headers + compression,
//    so it stores nonce-free HTML, after the locale/redirect rules and preferences; and a year
//    of browser caching for the content-hashed assets. Inside it, a page's head is rewritten so
//    the first paint waits for the HTML alone (stylesheets in line, script preloads after the first paint).
app.use(pageCache());
app.use(firstPaintHead());
app.use(immutableAssets());

// Endpoints that are not pages.
app.get('/healthz', () => healthzResponse(getRegistry()));
app.get('/news/rss.xml', newsRss);
// The change history's Atom feeds (issue 24): all changes, a search's, one project's.
app.get('/changes.atom', changesFeed);
app.get('/sitemap.xml', siteMap);
app.get('/robots.txt', robotsTxt);
app.post('/contact-us', contactPost(render));
app.get('/contact-us', contactPage(render));
app.on(['GET', 'HEAD'], `${DOWNLOAD_PREFIX}*`, documentFiles(render));
// The registry-compatible REST face (a Hono app built from src/rest/routes) and its OpenAPI.
const rest = createRestApp();
const toRest: Handler = (c) => rest.fetch(c.req.raw, c.env);
for (const path of REST_MOUNTS) app.all(path, toRest);
for (const path of ['/news/rss.xml', '/changes.atom', '/sitemap.xml', '/robots.txt']) {
  app.all(path, (c) => c.text('Method Not Allowed', 405, { allow: 'GET, HEAD' }));
}

// Everything else is Waku: pages, /RSC/ payloads, API routes and static files answer GET and
// HEAD; tRPC takes POST too. The portal has no server actions, so no other POST reaches Waku
// (its routes answered unknown methods with a 500).
app.post('/api/trpc/*', toWaku);
app.on(['GET', 'HEAD'], '/RSC/*', rscPayload(toWaku));
app.on(['GET', 'HEAD'], '*', toWaku);
app.all('*', methodNotAllowed);

// REGISTRY_SYNC_INTERVAL: every process ticks; a database lease lets one sync run at a time.
const syncInterval = syncIntervalMs();
if (syncInterval) startBackgroundSync(getRegistry, syncInterval);

export default { ...waku, fetch: app.fetch, serve: serveNode };

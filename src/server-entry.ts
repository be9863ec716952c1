import { Hono, type Handler } from 'hono';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';
import { edgeEndpoints, GET_ONLY_PATHS } from './http/endpoints';
import { preferences } from './http/endpoints/preferences';
import { tagClientKey } from './http/middleware/clientAddress';
import { errorPages, onEdgeError } from './http/middleware/errors';
import { expensiveEndpoints } from './http/middleware/expensiveEndpoints';
import { firstPaintHead } from './http/middleware/firstPaintHead';
import { observeRequests } from './http/middleware/observeRequests';
import { createShedder } from './http/middleware/loadShedding';
import immutableAssets from './http/middleware/immutableAssets';
import pageCache from './http/middleware/pageCache';
import {
  bodyLimits,
  methodNotAllowed,
  rejectMalformedPath,
  rscPayload,
} from './http/middleware/requestGuards';
import { englishLocale, oldBrowser, routeRules } from './http/middleware/routeRules';
import { securityHeaders } from './http/middleware/securityHeaders';
import { transport } from './http/middleware/transport';
import { DOOR_PROBE_PATH } from './http/doorWait';
import { classifyRequests } from './http/requestClass';
import { wakuRequest } from './http/wakuRequest';
import { PREFERENCES_PATH } from './lib/preferenceEndpoint';
import { createRestApp, REST_MOUNTS } from './rest/app';
import { startBackgroundWork } from './runtime/backgroundWork';
import { serveNode } from './runtime/nodeServer';

// The HTTP edge: one Hono app in front of Waku (our own entry instead of Waku's managed one,
// because Waku's node adapter serves static files before any middleware). Read top to bottom:
// the cross-cutting middlewares (src/http/middleware), outermost first, then every endpoint
// that is not a screen (src/http/endpoints) and the REST face, then Waku: screens, /RSC/
// payloads and static files.
const waku = adapter(fsRouter(import.meta.glob('./**/*.tsx', { base: './pages' })));
// A HEAD is rendered as the GET it stands for, and its body dropped.
const render = async (req: Request, env: unknown): Promise<Response> => {
  if (req.method !== 'HEAD') return waku.fetch(req, env);
  const res = await waku.fetch(
    new Request(req.url, { headers: req.headers, signal: req.signal }),
    env,
  );
  await res.body?.cancel();
  return new Response(null, res);
};
// What the edge decided about the render (a 404 page in place of an unknown id) travels in the
// context; the incoming request itself is never changed.
const toWaku: Handler = (c) => render(wakuRequest(c), c.env);

const app = new Hono();
app.onError(onEdgeError);

// What the request is (a page, a payload, an API call, a file; cacheable; expensive), decided
// once from the request as it arrived: the route rules, the page cache and the shedder read it.
app.use(classifyRequests());
// The cluster primary's timed walk through its own door (src/http/doorWait.ts): answered before
// anything else, so it measures the line of connections and not the work of a page.
app.get(DOOR_PROBE_PATH, () => new Response(null, { status: 204 }));
// 0. Every request gets an id (X-Request-Id) and, once answered, a log line and a metric.
app.use(observeRequests());
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

// 10. Endpoints that are not screens (src/http/endpoints/index.ts), then the registry-compatible
//     REST face (its own Hono app, src/rest) and its OpenAPI document.
for (const { methods, path, handler } of edgeEndpoints(render)) app.on(methods, path, handler);
const rest = createRestApp();
const toRest: Handler = (c) => rest.fetch(c.req.raw, c.env);
for (const path of REST_MOUNTS) app.all(path, toRest);
for (const path of GET_ONLY_PATHS) {
  app.all(path, (c) => c.text('Method Not Allowed', 405, { allow: 'GET, HEAD' }));
}

// 11. Screens: Waku's pages and /RSC/ payloads, and the static files. A render the page cache
//     could not answer waits its turn, or is refused at once (503) when that wait would be too
//     long (src/http/middleware/loadShedding.ts). The portal has
//     no server actions, so anything but GET and HEAD is 405 (Waku answered them with a 500).
const shedder = createShedder();
app.get('/RSC/*', shedder.guard(rscPayload(toWaku)));
app.get('*', shedder.guard(toWaku));
app.all('*', methodNotAllowed);

// Background work (contact outbox, registry sync, backups) starts when the process serves, never
// on import: the build imports this module too, and a timer or database connection opened then
// would keep `waku build` from ever exiting.
const serve: typeof serveNode = (options) => {
  const server = serveNode(options);
  startBackgroundWork();
  return server;
};

export default { ...waku, fetch: app.fetch, serve };

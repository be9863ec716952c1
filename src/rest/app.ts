import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { EXPORT_PATH } from '../lib/exportPaths';
import { BODY_LIMITS } from '../lib/limits';
import { getRegistry, type Registry } from '../registry/database/db';
import { readCappedText } from './cappedBody';
import { corsHeaders, errorResponse } from '../http/responses';
import { RestError } from './errors';
import { openApiDocument, OPENAPI_PATH } from './openapi';
import type { RestRoute } from './route';
import { restRoutes } from './routes';
import { log } from '../config/log';

// The registry-compatible REST face: a Hono app built from the route table. Every answer is JSON
// (or a file/stream), every error `{error, message}`, and nothing writes: POST /api/functions/*
// are read-only calls that take their arguments as a JSON body, as in the registry service.

const issueMessage = (error: z.ZodError, where: string) => {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : where;
  return `${field}: ${issue?.message ?? 'невірне значення'}`;
};

function validate<T extends z.ZodType>(schema: T | undefined, value: unknown, where: string) {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new RestError(400, 'invalid_parameter', issueMessage(parsed.error, where));
  return parsed.data;
}

async function jsonBody(c: Context, limit: number): Promise<unknown> {
  const text = await readCappedText(c.req.raw, limit);
  if (!text.trim()) return {};
  const type = c.req.header('content-type') ?? '';
  if (type && !/^application\/(.+\+)?json\b/i.test(type)) {
    throw new RestError(
      415,
      'unsupported_media_type',
      'Тіло запиту має бути JSON (application/json)',
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new RestError(400, 'invalid_body', 'Тіло запиту не є коректним JSON');
  }
}

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
const pathPattern = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);

function json(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'content-type': 'application/json; charset=utf-8', ...corsHeaders, ...headers },
  });
}

function mount(app: Hono, route: RestRoute, db: () => Registry) {
  const handler = route.handler;
  if (!handler) return;
  app.on(route.method.toUpperCase(), honoPath(route.path), async (c) => {
    const url = new URL(c.req.url);
    const result = await handler({
      db: db(),
      url,
      headers: c.req.raw.headers,
      query: validate(route.query, Object.fromEntries(url.searchParams), 'query'),
      params: validate(route.params, c.req.param(), 'path'),
      body:
        route.method === 'post'
          ? validate(route.body, await jsonBody(c, route.maxBodyBytes ?? BODY_LIMITS.rest), 'body')
          : undefined,
    });
    return result instanceof Response ? result : json(result.json, result.headers);
  });
}

/**
 * Path patterns (Hono) this app answers, 404/405 included; the edge mounts it on them. Other
 * /api/ paths (tRPC, document files, page exports) belong to Waku routes.
 */
export const REST_MOUNTS = [
  OPENAPI_PATH,
  '/api/_search/*',
  '/api/xm-entities',
  '/api/xm-entities/*',
  '/api/functions/*',
  '/api/public/*',
  '/api/message/*',
  '/api/changes',
] as const;

export function createRestApp(db: () => Registry = getRegistry): Hono {
  const app = new Hono();
  // Browsers preflight the JSON POSTs of other sites; the data is public, so allow them.
  app.options(
    '*',
    () =>
      new Response(null, {
        status: 204,
        headers: {
          ...corsHeaders,
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': 'Content-Type, Accept',
          'access-control-max-age': '86400',
        },
      }),
  );
  app.get(OPENAPI_PATH, () => json(openApiDocument()));
  app.get(EXPORT_PATH.slice(0, -1), (c) =>
    c.redirect(`${EXPORT_PATH}${new URL(c.req.url).search}`, 308),
  );
  for (const route of restRoutes) mount(app, route, db);
  app.notFound((c) =>
    restRoutes.some((r) => pathPattern(r.path).test(c.req.path))
      ? errorResponse(
          405,
          'method_not_allowed',
          `Метод ${c.req.method} для ${c.req.path} не підтримується`,
        )
      : c.req.path.startsWith('/api/functions/')
        ? errorResponse(
            404,
            'not_found',
            `Функції «${c.req.path.slice('/api/functions/'.length)}» немає`,
          )
        : errorResponse(
            404,
            'not_found',
            `Шлях ${c.req.path} (${c.req.method}) не існує; див. ${OPENAPI_PATH}`,
          ),
  );
  app.onError((error) => {
    if (error instanceof RestError) return errorResponse(error.status, error.code, error.message);
    log.error({ err: error }, 'REST: request failed');
    return errorResponse(500, 'internal_error', 'Внутрішня помилка сервера');
  });
  return app;
}

import 'server-only';
import type { Registry } from '../registry/database/db';
import { createRestApp } from './app';
import { restRoutes } from './routes';
import type { RestExample } from './route';

// The /api guide's example responses are real: each documented request runs in process against
// the REST app and the live registry. The REST face runs its own examples, so the guide (a
// component) reads their answers and never mounts the app. Cached briefly, since the guide is
// read far more often than the registry changes.

/** How the guide shows a JSON body (it cuts long answers to a readable size). */
type ShowJson = (value: unknown) => string;

export interface ExampleRun {
  method: 'get' | 'post';
  request: RestExample;
  status: number;
  headers: [string, string][];
  body: string;
}

const SHOWN_HEADERS = ['content-type', 'x-total-count', 'link', 'content-disposition'];
const TTL_MS = 5 * 60_000;
let cache: { at: number; runs: Map<string, ExampleRun> } | undefined;

export const exampleKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

async function run(
  app: ReturnType<typeof createRestApp>,
  showJson: ShowJson,
  origin: string,
  method: 'get' | 'post',
  request: RestExample,
) {
  const res = await app.request(`${origin}${request.path}`, {
    method: method.toUpperCase(),
    ...(request.body !== undefined
      ? { body: JSON.stringify(request.body), headers: { 'content-type': 'application/json' } }
      : {}),
  });
  const text = await res.text();
  let body = text;
  try {
    body = showJson(JSON.parse(text));
  } catch {
    body = text.slice(0, 600);
  }
  return {
    method,
    request,
    status: res.status,
    headers: SHOWN_HEADERS.flatMap((h): [string, string][] => {
      const value = res.headers.get(h);
      return value ? [[h, value]] : [];
    }),
    body,
  };
}

/** Runs under the visitor's origin, so absolute links in responses point at this portal. */
export async function exampleRuns(
  db: Registry,
  origin: string,
  showJson: ShowJson,
): Promise<Map<string, ExampleRun>> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.runs;
  const app = createRestApp(() => db);
  const runs = new Map<string, ExampleRun>();
  for (const route of restRoutes) {
    const example = typeof route.example === 'function' ? await route.example(db) : route.example;
    if (!example || !route.handler) continue;
    runs.set(
      exampleKey(route.method, route.path),
      await run(app, showJson, origin, route.method, example),
    );
  }
  cache = { at: Date.now(), runs };
  return runs;
}

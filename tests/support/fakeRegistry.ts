import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { syncConfigFromEnv, type SyncConfig } from '../../src/config/registryService';

// A fake of the ministry's registry service (XM^online, ../shared/spec/upstream-registry.md)
// as a real HTTP server on 127.0.0.1: token endpoint, reference lists, functions, the project
// search with its result window and Link headers, project records, news, glossary and files.
// Faults are injected per call by rules, so each test says which call breaks and how.

export interface FakeProject {
  /** XM's own numeric id (slices are ranges of it). */
  id: number;
  key: string;
  data: Record<string, unknown>;
  attachments?: {
    id: number;
    name: string;
    contentUrl: string;
    valueContentType: string;
    valueContentSize: number;
  }[];
  stats?: unknown[];
}

export interface FakeData {
  fields: unknown[];
  states: unknown[];
  executors: unknown[];
  creditors: unknown[];
  eventTypes: unknown[];
  info: unknown;
  projectCount: number;
  /** Projects in ascending id order; generated on demand so 100 000 cost no memory. */
  project: (index: number) => FakeProject;
  news: unknown[];
  glossary: { code: string; label: string; word: unknown }[];
  laws: unknown[];
  files: Map<string, { type: string; bytes: Buffer }>;
}

export type FaultAction =
  | { status: number; body?: string }
  | 'reset'
  | 'hang'
  | 'truncate'
  | 'malformed'
  | 'expire-token'
  | { redirect: string }
  | { hugeBody: number };

export interface FaultRule {
  /** Tested against `METHOD /path?query`. */
  match: RegExp;
  times: number;
  action: FaultAction;
}

export interface FakeRegistry {
  url: string;
  /** REGISTRY_URL for the sync (with a gateway prefix, as in production). */
  registryUrl: string;
  data: FakeData;
  faults: FaultRule[];
  requests: { method: string; path: string }[];
  tokensIssued: number;
  resultWindow: number;
  close: () => Promise<void>;
}

export const CLIENT_ID = 'portal';
export const CLIENT_SECRET = 'top-secret-value';

/** A sync of this fake with short timeouts and back-off (the defaults stay 30 s and 1 s). */
export function fakeSyncConfig(fake: FakeRegistry, extra: Record<string, string> = {}): SyncConfig {
  return syncConfigFromEnv({
    REGISTRY_URL: fake.registryUrl,
    REGISTRY_CLIENT_ID: CLIENT_ID,
    REGISTRY_CLIENT_SECRET: CLIENT_SECRET,
    REGISTRY_TIMEOUT_MS: '3000',
    REGISTRY_RETRY_BASE_MS: '5',
    REGISTRY_PAGE_SIZE: '5',
    ...extra,
  })!;
}
const PREFIX = '/entity';

function send(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(text);
}

function projectIndexAbove(data: FakeData, id: number): number {
  // Ids ascend with the index: binary search for the first id > `id`.
  let lo = 0;
  let hi = data.projectCount;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (data.project(mid).id > id) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

export async function startFakeRegistry(
  data: FakeData,
  options: { resultWindow?: number } = {},
): Promise<FakeRegistry> {
  let currentToken = '';
  const fake: FakeRegistry = {
    url: '',
    registryUrl: '',
    data,
    faults: [],
    requests: [],
    tokensIssued: 0,
    resultWindow: options.resultWindow ?? 1000,
    close: async () => {},
  };
  const byKey = () => {
    const map = new Map<string, number>();
    for (let i = 0; i < data.projectCount; i++) map.set(data.project(i).key, i);
    return map;
  };
  let keys: Map<string, number> | undefined;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const call = `${req.method} ${url.pathname}${url.search}`;
    fake.requests.push({ method: req.method ?? '', path: `${url.pathname}${url.search}` });
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const rule = fake.faults.find((r) => r.times > 0 && r.match.test(call));
      if (rule) {
        rule.times--;
        const action = rule.action;
        if (action === 'reset') return req.socket.destroy();
        if (action === 'hang') return; // never answers
        if (action === 'expire-token') currentToken = 'expired';
        else if (action === 'truncate') {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end('[{"id": 1, "key": "PROJ');
        } else if (action === 'malformed') return send(res, 200, '{not json at all');
        else if (typeof action === 'object' && 'redirect' in action) {
          res.writeHead(302, { location: action.redirect });
          return res.end();
        } else if (typeof action === 'object' && 'hugeBody' in action) {
          res.writeHead(200, { 'content-type': 'application/octet-stream' });
          const chunk = Buffer.alloc(64 * 1024, 120);
          let sent = 0;
          const pump = () => {
            while (sent < action.hugeBody) {
              sent += chunk.length;
              if (!res.write(chunk)) return res.once('drain', pump);
            }
            res.end();
          };
          res.on('error', () => {});
          return pump();
        } else if (typeof action === 'object') return send(res, action.status, action.body ?? '{}');
      }

      if (url.pathname === '/uaa/oauth/token' && req.method === 'POST') {
        const expected = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
        if (
          req.headers.authorization !== expected ||
          url.searchParams.get('grant_type') !== 'client_credentials'
        ) {
          return send(res, 401, { error: 'unauthorized' });
        }
        currentToken = `token-${++fake.tokensIssued}-${Math.random().toString(36).slice(2)}`;
        return send(res, 200, { access_token: currentToken, token_type: 'bearer', expires_in: 60 });
      }
      if (!url.pathname.startsWith(PREFIX)) return send(res, 404, { error: 'not found' });
      if (req.headers.authorization !== `Bearer ${currentToken}`)
        return send(res, 401, { error: 'invalid_token' });
      const path = url.pathname.slice(PREFIX.length);
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 20);
      const paged = (items: unknown[], total = items.length) => {
        const last = Math.max(0, Math.ceil(total / size) - 1);
        const link = (p: number, rel: string) => `<${path}?page=${p}&size=${size}>; rel="${rel}"`;
        send(res, 200, items, {
          'x-total-count': String(total),
          link: [page < last ? link(page + 1, 'next') : '', link(last, 'last'), link(0, 'first')]
            .filter(Boolean)
            .join(', '),
        });
      };
      const slice = (items: unknown[]) => items.slice(page * size, (page + 1) * size);

      if (path === '/api/public/project-fields') return send(res, 200, data.fields);
      if (path === '/api/public/project-states') return send(res, 200, data.states);
      if (path === '/api/public/project-event-types') return send(res, 200, data.eventTypes);
      if (path === '/api/public/responsible-executors')
        return paged(slice(data.executors), data.executors.length);
      if (path === '/api/public/creditors')
        return paged(slice(data.creditors), data.creditors.length);
      if (path === '/api/functions/INFO') return send(res, 201, data.info);
      if (path === '/api/functions/LAWS')
        return send(res, 200, { data: { references: data.laws } });
      if (path === '/api/functions/GOLOSARY') {
        return send(res, 200, {
          references: data.glossary.map(({ code, label }) => ({ code, label })),
        });
      }
      if (path === '/api/functions/GET-BY-PROJECT') {
        keys ??= byKey();
        const index = keys.get(`PROJECT-${JSON.parse(body || 'null')}`);
        if (index === undefined) return send(res, 404, { error: 'not found' });
        return send(res, 200, {
          id: 1,
          key: 'GET-BY-PROJECT',
          data: { items: data.project(index).stats ?? [] },
        });
      }
      if (path === '/api/_search/xm-entities') {
        const query = url.searchParams.get('query') ?? '';
        const above = /^typeKey:PROJECT AND id:>(\d+)$/.exec(query);
        if (query !== 'typeKey:PROJECT' && !above)
          return send(res, 400, { error: 'unsupported query' });
        if ((page + 1) * size > fake.resultWindow) {
          return send(res, 500, {
            error:
              'Result window is too large, from + size must be less than or equal to: [' +
              fake.resultWindow +
              ']',
          });
        }
        const start = above ? projectIndexAbove(data, Number(above[1])) : 0;
        const total = data.projectCount - start;
        const items: unknown[] = [];
        for (
          let i = start + page * size;
          i < Math.min(data.projectCount, start + (page + 1) * size);
          i++
        ) {
          const p = data.project(i);
          items.push({
            id: p.id,
            key: p.key,
            typeKey: 'PROJECT',
            name: p.data.projectName,
            data: { projectName: p.data.projectName },
          });
        }
        return paged(items, total);
      }
      if (path === '/api/xm-entities' && url.searchParams.get('typeKey') === 'NEWS') {
        return paged(slice(data.news), data.news.length);
      }
      const entity = /^\/api\/xm-entities\/([^/]+)$/.exec(path);
      if (entity) {
        const id = decodeURIComponent(entity[1]!);
        keys ??= byKey();
        const index = keys.get(id);
        if (index !== undefined) {
          const p = data.project(index);
          return send(res, 200, {
            id: p.id,
            key: p.key,
            typeKey: 'PROJECT',
            name: p.data.projectName,
            data: p.data,
            attachments: p.attachments ?? [],
          });
        }
        const word = data.glossary.find((g) => g.code === id);
        if (word) return send(res, 200, word.word);
        return send(res, 404, { error: 'not found' });
      }
      const file = data.files.get(path);
      if (file) {
        res.writeHead(200, {
          'content-type': file.type,
          'content-length': String(file.bytes.length),
        });
        return res.end(file.bytes);
      }
      return send(res, 404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.registryUrl = `${fake.url}${PREFIX}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A small registry in the shapes real data takes (contract "Tolerance"). */
export function sampleData(projectCount = 12): FakeData {
  const files = new Map<string, { type: string; bytes: Buffer }>();
  files.set('/api/public/files/501/agreement.pdf', {
    type: 'application/pdf',
    bytes: Buffer.from('%PDF-1.4 fake agreement'),
  });
  const project = (index: number): FakeProject => {
    const projectId = String(300_000_000 + index * 11);
    return {
      id: 1000 + index * 3,
      key: `PROJECT-${projectId}`,
      data: {
        projectId: index % 2 ? Number(projectId) : undefined,
        ProjectName: `Модернізація водоканалу № ${index}`,
        projectStateId: 1 + (index % 2),
        ProjectFieldName: index % 3 ? 'Водопостачання' : 'Нова галузь',
        creditorId: 7,
        CreditorName: 'Світовий банк',
        responsibleExecutorName: index % 4 ? 'Мінрозвитку' : undefined,
        Beneficiar: 'КП «Водоканал»',
        ProjectAmount: index % 2 ? '1 234 567,89' : 1234567.89,
        creditDateBegin: index % 2 ? '14.05.2019' : '2019-05-14',
        agreementEffective: '2019-09-01T21:00:00Z',
        isCreditPaid: index % 2 ? 'true' : 0,
        creditTextLink: 'https://zakon.rada.gov.ua/laws/show/1',
        unknownField: { nested: true },
      },
      attachments:
        index === 0
          ? [
              {
                id: 501,
                name: 'Кредитна угода',
                contentUrl: '/entity/api/public/files/501/agreement.pdf',
                valueContentType: 'application/pdf',
                valueContentSize: 23,
              },
            ]
          : [],
      stats: [
        { period: '2020', amount: '1000,50', usedAmount: 10 },
        { period: 2021, amount: 2000 },
      ],
    };
  };
  return {
    fields: [{ id: 1, fieldNameUkr: 'Водопостачання' }],
    states: [
      { id: 1, name: 'Підготовка' },
      { id: 2, name: 'Реалізація' },
    ],
    executors: Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      name: i === 0 ? 'Мінрозвитку' : `Виконавець ${i + 1}`,
    })),
    creditors: [{ id: 7, name: 'Світовий банк', shortName: 'СБ' }],
    eventTypes: [
      { id: 1, key: 'SIGNED', name: 'Підписання' },
      { id: 2, name: 'Ратифікація' },
    ],
    info: { id: 1, key: 'INFO', data: { lastUpdate: '2026-10-15T08:00:00Z' } },
    projectCount,
    project,
    news: [
      {
        id: 11,
        key: 'NEWS-0002',
        typeKey: 'NEWS',
        name: 'Друга',
        data: {
          newsDate: '02.10.2026',
          newsTitle: 'Друга новина',
          newsText: '<p>Текст<script>alert(1)</script></p>',
        },
      },
      {
        id: 10,
        key: 'NEWS-0001',
        typeKey: 'NEWS',
        name: 'Перша',
        data: {
          newsDate: '2026-09-01',
          newsTitle: 'Перша новина',
          newsText: '<p onclick="x()">Привіт</p>',
        },
      },
    ],
    glossary: [
      {
        code: 'GLOSS-CREDIT',
        label: 'Кредит',
        word: {
          id: 90,
          key: 'GLOSS-CREDIT',
          name: 'Кредит',
          data: {
            article: '<p>Позика.</p><p>Друга частина.</p>',
            linkedArticles: [{ code: 'GLOSS-GRANT', label: 'Грант' }],
            references: [{ title: 'Закон', url: 'https://zakon.rada.gov.ua/' }],
          },
        },
      },
      {
        code: 'GLOSS-GRANT',
        label: 'Грант',
        word: {
          id: 91,
          key: 'GLOSS-GRANT',
          name: 'Грант',
          data: { article: 'Безповоротна допомога.' },
        },
      },
    ],
    laws: [
      {
        id: 1,
        kind: 'Закон',
        title: 'Бюджетний кодекс України',
        number: '2456-VI',
        date: '08.07.2010',
        issuer: 'Верховна Рада',
        url: 'https://zakon.rada.gov.ua/laws/show/2456-17',
      },
    ],
    files,
  };
}

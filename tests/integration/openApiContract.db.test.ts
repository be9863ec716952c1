import Ajv2020 from 'ajv/dist/2020';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openApiDocument } from '../../src/rest/openapi';
import { requestFrom, type PlainResponse } from '../support/fromAddress';

// The REST face against its own OpenAPI document: every documented GET and POST is
// called, with good and bad input, and each answer must have a documented status, a documented
// content type and, for JSON, a body that the documented schema (JSON Schema 2020-12, checked
// by ajv) accepts. A new operation without calls here fails the coverage test.

const baseURL = inject('baseURL');
// Exports and contact messages are limited per client address: this file has its own.
const ADDRESS = '127.0.0.28';

type Method = 'get' | 'post';
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Document {
  paths: Record<string, Partial<Record<Method, Operation>>>;
}
interface Call {
  path: string;
  body?: string;
  contentType?: string;
  status: number;
}

const post = (path: string, body: unknown, status = 200): Call => ({
  path,
  body: typeof body === 'string' ? body : JSON.stringify(body),
  contentType: 'application/json',
  status,
});

/** The document's operations, from the route table (the served copy is compared below). */
const operations = Object.entries((openApiDocument() as unknown as Document).paths).flatMap(
  ([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`),
);

interface Samples {
  recordId: number;
  projectId: string;
  glossaryCode: string;
  documentPath: string;
  stateId: number;
}

async function json<T>(path: string, init?: { method: string; body: string }): Promise<T> {
  const res = await requestFrom(ADDRESS, `${baseURL}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json' },
  });
  return JSON.parse(res.body.toString('utf8')) as T;
}

async function samples(): Promise<Samples> {
  const [project] = await json<{ id: number; key: string }[]>(
    '/api/_search/xm-entities?query=typeKey:PROJECT&size=1',
  );
  const withDocuments = await json<{ data: { projectId: string } }[]>(
    '/api/_search/xm-entities?query=typeKey:PROJECT&size=20',
  );
  let documentPath = '';
  for (const row of withDocuments) {
    const entity = await json<{ attachments: { contentUrl: string }[] }>(
      `/api/xm-entities/PROJECT-${row.data.projectId}`,
    );
    documentPath = entity.attachments[0]?.contentUrl ?? '';
    if (documentPath) break;
  }
  const glossary = await json<{ data: { references: { code: string }[] } }>(
    '/api/functions/GOLOSARY',
    { method: 'POST', body: '{}' },
  );
  const [state] = await json<{ id: number }[]>('/api/public/project-states');
  return {
    recordId: project!.id,
    projectId: project!.key.replace(/^PROJECT-/, ''),
    glossaryCode: glossary.data.references[0]!.code,
    documentPath,
    stateId: state!.id,
  };
}

function callsOf(s: Samples): Record<string, Call[]> {
  const ok = (path: string, status = 200): Call => ({ path, status });
  const groups = ['FIELD', 'RESP-EXECUTOR', 'CREDITOR', 'PERIOD'];
  const lists = ['project-fields', 'project-states', 'responsible-executors', 'creditors'];
  return {
    'get /api/_search/xm-entities': [
      ok('/api/_search/xm-entities?query=typeKey:PROJECT&page=0&size=5&sort=projectSum,desc'),
      ok(`/api/_search/xm-entities?query=typeKey:PROJECT%20AND%20id:%3E${s.recordId}&sort=id,asc`),
      ok('/api/_search/xm-entities?query=NOT%20x', 400),
      ok('/api/_search/xm-entities?page=-1', 400),
    ],
    'get /api/xm-entities': [
      ok('/api/xm-entities?typeKey=NEWS&page=0&size=3&sort=key,desc'),
      ok('/api/xm-entities?typeKey=CONFIGURATIONS&query=CONFIGURATIONS.PROJECT_EVENT_TYPES'),
      ok('/api/xm-entities?typeKey=SECRETS', 400),
    ],
    'get /api/xm-entities/export/': [
      ok('/api/xm-entities/export/?format=csv&query=typeKey:PROJECT'),
      ok('/api/xm-entities/export/?format=json'),
      ok('/api/xm-entities/export/?format=xlsx'),
      ok('/api/xm-entities/export/?format=pdf', 400),
    ],
    'get /api/xm-entities/export/datapackage.json': [
      ok('/api/xm-entities/export/datapackage.json'),
    ],
    'get /api/xm-entities/{id}': [
      ok(`/api/xm-entities/PROJECT-${s.projectId}`),
      ok(`/api/xm-entities/${s.recordId}`),
      ok(`/api/xm-entities/${s.glossaryCode}`),
      ok('/api/xm-entities/2147483000', 404),
      ok('/api/xm-entities/nope', 404),
      ok('/api/xm-entities/0', 400),
      ok('/api/xm-entities/PROJECT-1', 400),
    ],
    'post /api/functions/INFO': [
      post('/api/functions/INFO', {}),
      post('/api/functions/INFO', '[', 400),
    ],
    'post /api/functions/GET-BY-PROJECT': [
      post('/api/functions/GET-BY-PROJECT', Number(s.projectId)),
      post('/api/functions/GET-BY-PROJECT', { projectId: s.projectId }),
      post('/api/functions/GET-BY-PROJECT', 999999999, 404),
      post('/api/functions/GET-BY-PROJECT', { projectId: 'x' }, 400),
    ],
    'post /api/functions/GOLOSARY': [post('/api/functions/GOLOSARY', {})],
    'post /api/functions/LAWS': [post('/api/functions/LAWS', '')],
    ...Object.fromEntries(
      groups.map((g) => [
        `post /api/functions/GROUP-BY-${g}`,
        [
          post(`/api/functions/GROUP-BY-${g}`, {}),
          post(`/api/functions/GROUP-BY-${g}`, { projectStateId: s.stateId }),
          post(`/api/functions/GROUP-BY-${g}`, { projectStateId: 'abc' }, 400),
        ],
      ]),
    ),
    ...Object.fromEntries(
      [...lists, 'project-event-types'].map((list) => [
        `get /api/public/${list}`,
        [ok(`/api/public/${list}?page=0&size=5`), ok(`/api/public/${list}?size=0`, 400)],
      ]),
    ),
    'post /api/message/send2': [
      post('/api/message/send2', {
        name: 'Оксана Контрактна',
        email: 'oksana@example.com',
        subject: 'Перевірка договору API',
        message: 'Повідомлення з тесту відповідності документу OpenAPI.',
      }),
      post('/api/message/send2', { name: 'О' }, 400),
      { ...post('/api/message/send2', 'name=x', 415), contentType: 'text/plain' },
    ],
    'get /api/projects/export.csv': [ok('/api/projects/export.csv?mfo=1&sort=projectSum,desc')],
    'get /api/projects/export.xlsx': [ok('/api/projects/export.xlsx?year=2019')],
    'get /api/iati/activities.xml': [
      ok('/api/iati/activities.xml?year=2020'),
      ok('/api/iati/activities.xml?year=abc', 400),
    ],
    'get /api/iati/activities/{projectId}.xml': [
      ok(`/api/iati/activities/${s.projectId}.xml`),
      ok('/api/iati/activities/999999999.xml', 404),
    ],
    'get /api/statistics/{file}': [
      ok('/api/statistics/field.csv'),
      ok(`/api/statistics/period.csv?state=${s.stateId}`),
      ok('/api/statistics/secrets.csv', 404),
    ],
    'get /api/public/files/{id}/{file}': [
      ok(s.documentPath),
      ok('/api/public/files/999999/none.pdf', 404),
    ],
    'get /api/trpc/{procedure}': [
      ok('/api/trpc/references.projectStates'),
      ok(`/api/trpc/projects.search?input=${encodeURIComponent('{"json":{"page":0}}')}`, 400),
    ],
    'get /v2/api-docs': [ok('/v2/api-docs')],
    'get /api/client.tgz': [ok('/api/client.tgz')],
    'get /api/changes': [
      ok('/api/changes?page=0&size=5'),
      ok(`/api/changes?projectState=${s.stateId}&since=2020-01-01`),
      ok(`/api/changes?project=${s.projectId}`),
      ok('/api/changes?since=вчора', 400),
      ok('/api/changes?year=abc', 400),
    ],
    'get /changes.atom': [
      ok('/changes.atom'),
      ok(`/changes.atom?project=${s.projectId}`),
      ok('/changes.atom?mfo=abc', 400),
    ],
  };
}

/** `text/csv; charset=utf-8` matches `text/csv`; `*\/*` and `type/*` match their range. */
function documentedType(actual: string | undefined, documented: string[]): string | undefined {
  const bare = (t: string) => t.split(';')[0]!.trim().toLowerCase();
  const type = bare(actual ?? '');
  return documented.find((d) => {
    const range = bare(d);
    return (
      range === type ||
      range === '*/*' ||
      (range.endsWith('/*') && type.startsWith(range.slice(0, -1)))
    );
  });
}

const pointer = (...tokens: string[]) =>
  `#/${tokens.map((t) => encodeURIComponent(t.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;

let calls: Record<string, Call[]>;
let ajv: Ajv2020;

beforeAll(async () => {
  const served = await json<Document>('/v2/api-docs');
  expect(served).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    formats: { date: /^\d{4}-\d{2}-\d{2}$/, binary: true },
  });
  ajv.addSchema(served, 'openapi');
  calls = callsOf(await samples());
});

describe('the REST face keeps its OpenAPI contract', () => {
  it('calls every documented operation', () => {
    expect(Object.keys(calls).sort()).toEqual([...operations].sort());
  });

  it.each(operations)('%s answers as documented', async (operation) => {
    const [method, path] = operation.split(' ') as [Method, string];
    const documented = (openApiDocument() as unknown as Document).paths[path]![method]!;
    expect(calls[operation]?.length, `${operation} has no calls`).toBeGreaterThan(0);
    for (const call of calls[operation] ?? []) {
      const where = `${method.toUpperCase()} ${call.path}`;
      const res: PlainResponse = await requestFrom(ADDRESS, `${baseURL}${call.path}`, {
        method: method.toUpperCase(),
        body: call.body,
        headers: call.contentType ? { 'content-type': call.contentType } : {},
      });
      expect(res.status, where).toBe(call.status);
      const response = documented.responses[String(res.status)];
      expect(response, `${where}: status ${res.status} is not documented`).toBeDefined();
      const content = response!.content ?? {};
      const type = documentedType(res.headers['content-type'], Object.keys(content));
      expect(type, `${where}: ${res.headers['content-type']} is not documented`).toBeDefined();
      if (!content[type!]?.schema || !/json/.test(type!)) continue;
      const validate = ajv.getSchema(
        `openapi${pointer('paths', path, method, 'responses', String(res.status), 'content', type!, 'schema')}`,
      )!;
      const body: unknown = JSON.parse(res.body.toString('utf8'));
      const valid = validate(body);
      expect(
        valid ? [] : validate.errors?.slice(0, 5),
        `${where}: body against the schema`,
      ).toEqual([]);
    }
  });
});

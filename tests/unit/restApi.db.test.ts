import { beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { defaultSort } from '../../src/lib/projectQuery';
import type { Registry } from '../../src/registry/database/db';
import { searchProjects } from '../../src/registry/projects/projects';
import { createRestApp } from '../../src/rest/app';
import { testRegistry } from '../support/testRegistry';

let db: Registry;
let app: Hono;
const get = async (path: string) => app.request(path);
const post = async (path: string, body?: string, type = 'application/json') =>
  app.request(path, { method: 'POST', body, headers: body ? { 'content-type': type } : {} });

beforeAll(async () => {
  db = await testRegistry();
  app = createRestApp(() => db);
});

describe('REST face in process', () => {
  it('answers a registry search equal to the registry search for the same filters', async () => {
    const [creditor] = await db.selectFrom('creditors').select('id').execute();
    const res = await get(
      `/api/_search/xm-entities?query=${encodeURIComponent(`typeKey:PROJECT AND data.creditorId:${creditor!.id}`)}&page=0&size=5&sort=projectSum,desc`,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id: number; key: string; data: { projectId: string } }[];
    const expected = await searchProjects(db, {
      filters: { mfo: creditor!.id },
      page: 1,
      pageSize: 5,
      sort: { field: 'projectSum', direction: 'desc' },
    });
    expect(body.map((e) => e.data.projectId)).toEqual(expected.rows.map((r) => r.projectId));
    expect(body[0]!.key).toBe(`PROJECT-${expected.rows[0]!.projectId}`);
    expect(Number.isInteger(body[0]!.id)).toBe(true);
    expect(res.headers.get('x-total-count')).toBe(String(expected.total));
  });

  it('matches any alternative of an OR', async () => {
    const [a, b] = await db.selectFrom('creditors').select('id').orderBy('id').limit(2).execute();
    const res = await get(
      `/api/_search/xm-entities?size=100&query=${encodeURIComponent(`data.creditorId:${a!.id} OR data.creditorId:${b!.id}`)}`,
    );
    const total = Number(res.headers.get('x-total-count'));
    const sum = async (mfo: number) =>
      (await searchProjects(db, { filters: { mfo }, page: 1, pageSize: 1, sort: defaultSort }))
        .total;
    expect(total).toBe((await sum(a!.id)) + (await sum(b!.id)));
  });

  it('reads id slices beyond the record ids the storage holds without an error', async () => {
    const total = (await db.selectFrom('projects').select('id').execute()).length;
    const slice = async (query: string) => {
      const res = await get(
        `/api/_search/xm-entities?size=1&sort=id,asc&query=${encodeURIComponent(`typeKey:PROJECT AND ${query}`)}`,
      );
      expect(res.status, query).toBe(200);
      return Number(res.headers.get('x-total-count'));
    };
    // PostgreSQL keeps record ids as integer: a bound past 2 147 483 647 was an error there.
    expect(await slice('id:>999999999999999')).toBe(0);
    expect(await slice('id:>=2147483648')).toBe(0);
    expect(await slice('id:[1 TO 999999999999999]')).toBe(total);
    expect(await slice('id:<999999999999999')).toBe(total);
  });

  it('answers bad input with 400/404/405/415 and a JSON {error, message}', async () => {
    const cases: [Promise<Response>, number, string][] = [
      [get('/api/_search/xm-entities?query=NOT%20a:1'), 400, 'invalid_query'],
      [get('/api/_search/xm-entities?size=101'), 400, 'invalid_parameter'],
      [get('/api/_search/xm-entities?page=-1'), 400, 'invalid_parameter'],
      [get('/api/_search/xm-entities?sort=colour,asc'), 400, 'invalid_parameter'],
      [get('/api/xm-entities/PROJECT-000000000'), 404, 'not_found'],
      [get('/api/xm-entities?typeKey=SECRET'), 400, 'invalid_parameter'],
      [post('/api/functions/DROP-TABLES'), 404, 'not_found'],
      [post('/api/functions/GROUP-BY-FIELD', '{oops'), 400, 'invalid_body'],
      [post('/api/functions/GROUP-BY-FIELD', 'a=1', 'text/plain'), 415, 'unsupported_media_type'],
      [post('/api/functions/GET-BY-PROJECT', '{"projectId": 12}'), 400, 'invalid_parameter'],
      [get('/api/functions/INFO'), 405, 'method_not_allowed'],
      [
        Promise.resolve(app.request('/api/xm-entities/PROJECT-1', { method: 'DELETE' })),
        405,
        'method_not_allowed',
      ],
      [
        Promise.resolve(app.request('/api/public/creditors', { method: 'PUT' })),
        405,
        'method_not_allowed',
      ],
      [get('/api/xm-entities/export/?format=pdf'), 400, 'invalid_parameter'],
    ];
    for (const [response, status, error] of cases) {
      const res = await response;
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toContain('application/json');
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe(error);
      expect(body.message.length).toBeGreaterThan(5);
    }
  });

  it('answers the statistics functions with {data: {items}} and glossary with {data: {references}}', async () => {
    const stats = (await (await post('/api/functions/GROUP-BY-CREDITOR', '{}')).json()) as {
      data: { items: unknown[] };
    };
    expect(stats.data.items.length).toBeGreaterThan(0);
    const glossary = (await (await post('/api/functions/GOLOSARY')).json()) as {
      data: { references: { code: string }[] };
    };
    expect(glossary.data.references.length).toBeGreaterThan(0);
    const word = await get(`/api/xm-entities/${glossary.data.references[0]!.code}`);
    expect(((await word.json()) as { typeKey: string }).typeKey).toBe('GLOSSARY');
  });
});

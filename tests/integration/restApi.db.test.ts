import SwaggerParser from '@apidevtools/swagger-parser';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import ExcelJS from 'exceljs';
import { describe, expect, inject, it } from 'vitest';
import type { AppRouter } from '../../routers/_app';

const baseURL = inject('baseURL');
const rpc = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: `${baseURL}/api/trpc`, transformer: superjson })],
});
const get = (path: string, init?: RequestInit) => fetch(`${baseURL}${path}`, init);
const post = (path: string, body?: string, type = 'application/json') =>
  get(path, { method: 'POST', body, headers: body ? { 'content-type': type } : {} });
const search = (query: string, extra = '') =>
  get(`/api/_search/xm-entities?query=${encodeURIComponent(query)}${extra}`);

/** `<url>; rel="next", …` → rel → the link's query parameters. */
function parseLinks(header: string): Record<string, URLSearchParams> {
  return Object.fromEntries(
    header.split(', ').map((part) => {
      const [, url, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part)!;
      return [rel!, new URL(url!, 'http://x').searchParams];
    }),
  );
}

type Envelope = {
  id: string;
  key: string;
  typeKey: string;
  name: string;
  data: Record<string, unknown>;
};

describe('registry-compatible REST face over HTTP', () => {
  it('serves the reference lists as JSON readable from any origin', async () => {
    for (const path of [
      '/api/public/project-fields',
      '/api/public/project-states',
      '/api/public/responsible-executors?size=50',
      '/api/public/creditors?size=50',
      '/api/public/project-event-types',
    ]) {
      const res = await get(path, { headers: { origin: 'https://example.org' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(((await res.json()) as unknown[]).length, path).toBeGreaterThan(0);
    }
  });

  it('searches with a Lucene query: same projects as the registry search, X-Total-Count and Link', async () => {
    const creditor = (await rpc.references.creditors.query())[0]!;
    const res = await search(
      `typeKey:PROJECT AND data.creditorId:${creditor.id}`,
      '&page=0&size=3&sort=projectSum,desc',
    );
    expect(res.status).toBe(200);
    const rows = (await res.json()) as Envelope[];
    const expected = await rpc.projects.search.query({
      filters: { mfo: creditor.id },
      page: 1,
      pageSize: 3,
      sort: { field: 'projectSum', direction: 'desc' },
    });
    expect(rows.map((r) => r.data.projectId)).toEqual(expected.rows.map((r) => r.projectId));
    expect(rows[0]).toMatchObject({
      key: `PROJECT-${expected.rows[0]!.projectId}`,
      typeKey: 'PROJECT',
      name: expected.rows[0]!.projectName,
    });
    expect(res.headers.get('x-total-count')).toBe(String(expected.total));
    const last = Math.ceil(expected.total / 3) - 1;
    const links = parseLinks(res.headers.get('link')!);
    expect(Object.keys(links).sort()).toEqual(['first', 'last', 'next']);
    expect(links.next!.get('page')).toBe('1');
    expect(links.last!.get('page')).toBe(String(last));
    expect(links.first!.get('page')).toBe('0');
    expect(links.next!.get('size')).toBe('3');
    expect(links.next!.get('query')).toBe(`typeKey:PROJECT AND data.creditorId:${creditor.id}`);
    const onLast = await get(`/api/_search/xm-entities?${links.last!.toString()}`);
    expect(Object.keys(parseLinks(onLast.headers.get('link')!)).sort()).toEqual([
      'first',
      'last',
      'prev',
    ]);
  });

  it('answers a project by PROJECT-{id} in the XM envelope with every field', async () => {
    const first = (await rpc.projects.search.query({})).rows[0]!;
    const res = await get(`/api/xm-entities/PROJECT-${first.projectId}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Envelope;
    expect(body).toMatchObject({ key: `PROJECT-${first.projectId}`, typeKey: 'PROJECT' });
    const project = await rpc.project.byId.query({ projectId: first.projectId });
    expect(body.data).toEqual(JSON.parse(JSON.stringify(project)));
  });

  it('opens a project by the numeric id the search answers, as the registry service does', async () => {
    const [found] = (await (
      await get('/api/_search/xm-entities?query=typeKey:PROJECT&size=1&sort=projectSum,desc')
    ).json()) as Envelope[];
    expect(typeof found!.id).toBe('number');
    const byNumber = await get(`/api/xm-entities/${found!.id}`);
    expect(byNumber.status).toBe(200);
    const byKey = await (await get(`/api/xm-entities/${found!.key}`)).json();
    expect(await byNumber.json()).toEqual(byKey);
    expect(byKey).toMatchObject({ id: found!.id, key: found!.key });
  });

  it('answers 404 to a numeric id of no record and 400 to an id that cannot be one', async () => {
    for (const id of ['2147483647', '2147483648', '9007199254740991']) {
      const res = await get(`/api/xm-entities/${id}`);
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe('not_found');
    }
    for (const id of [
      '0',
      '9007199254740993',
      '99999999999999999999',
      'PROJECT-1',
      'PROJECT-a%20b',
    ]) {
      const res = await get(`/api/xm-entities/${id}`);
      expect(res.status, id).toBe(400);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error, id).toBe('invalid_parameter');
      expect(body.message, id).toMatch(/^id: /);
    }
  });

  it('pages the news 0-based, newest first, with x-total-count', async () => {
    const res = await get('/api/xm-entities?typeKey=NEWS&page=0&size=3&sort=key,desc');
    expect(res.status).toBe(200);
    const items = (await res.json()) as Envelope[];
    const news = await rpc.news.list.query({ page: 1 });
    expect(res.headers.get('x-total-count')).toBe(String(news.total));
    expect(items.map((i) => i.key)).toEqual(news.items.slice(0, 3).map((i) => i.key));
    expect(items[0]!.typeKey).toBe('NEWS');
  });

  it('answers the registry functions with {data: {items}} and {data: {references}}', async () => {
    const projectId = (await rpc.projects.search.query({})).rows[0]!.projectId;
    const stats = await post(
      '/api/functions/GET-BY-PROJECT',
      JSON.stringify({ projectId: Number(projectId) }),
    );
    expect(((await stats.json()) as { data: { items: unknown[] } }).data.items).toEqual(
      await rpc.project.stats.query({ projectId }),
    );
    for (const name of [
      'GROUP-BY-PERIOD',
      'GROUP-BY-FIELD',
      'GROUP-BY-RESP-EXECUTOR',
      'GROUP-BY-CREDITOR',
    ]) {
      const res = await post(`/api/functions/${name}`, '{}');
      expect(res.status, name).toBe(200);
      expect(
        ((await res.json()) as { data: { items: unknown[] } }).data.items.length,
        name,
      ).toBeGreaterThan(0);
    }
    const byField = await post(
      '/api/functions/GROUP-BY-FIELD',
      JSON.stringify({ projectStateId: 1 }),
    );
    expect(((await byField.json()) as { data: { items: unknown } }).data.items).toEqual(
      await rpc.statistics.byField.query({ projectStateId: 1 }),
    );
    for (const name of ['GOLOSARY', 'LAWS']) {
      const res = await post(`/api/functions/${name}`);
      expect(
        ((await res.json()) as { data: { references: unknown[] } }).data.references.length,
      ).toBeGreaterThan(0);
    }
    const info = (await (await post('/api/functions/INFO')).json()) as {
      data: { lastUpdate: string };
    };
    expect(info.data.lastUpdate).toBe(await rpc.references.lastUpdate.query());
  });

  it('answers CORS preflight for the JSON functions', async () => {
    const res = await get('/api/functions/GROUP-BY-FIELD', {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('answers bad input with 400/404/405/415 and {error, message}, never a 500', async () => {
    const cases: [Promise<Response>, number][] = [
      [search('data.projectName:(вода'), 400],
      [search('NOT data.creditorId:1'), 400],
      [search('data.colour:red'), 400],
      [get('/api/_search/xm-entities?size=101'), 400],
      [get('/api/_search/xm-entities?page=-1'), 400],
      [get('/api/_search/xm-entities?page=abc'), 400],
      [get('/api/xm-entities/PROJECT-999999999'), 404],
      [get('/api/xm-entities/nope'), 404],
      [get('/api/xm-entities?typeKey=USERS'), 400],
      [post('/api/functions/UNKNOWN'), 404],
      [post('/api/functions/GROUP-BY-FIELD', 'not json'), 400],
      [post('/api/functions/GROUP-BY-FIELD', '{"projectStateId": "x"}'), 400],
      [post('/api/functions/GROUP-BY-FIELD', '<xml/>', 'application/xml'), 415],
      [get('/api/functions/INFO'), 405],
      [get('/api/xm-entities/export/?format=doc'), 400],
    ];
    for (const [pending, status] of cases) {
      const res = await pending;
      expect(res.status, res.url).toBe(status);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const body = (await res.json()) as Record<string, string>;
      expect(Object.keys(body).sort()).toEqual(['error', 'message']);
      expect(body.message).not.toMatch(/at .+\.js|Error:/);
    }
  });
});

describe('open-data export', () => {
  it('streams the whole registry as CSV with one row per project', async () => {
    const total = (await rpc.projects.search.query({})).total;
    const res = await get('/api/xm-entities/export/?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ifi-projects.csv"');
    expect(res.headers.get('x-total-count')).toBe(String(total));
    const text = await res.text();
    const lines = text
      .trimEnd()
      .split('\n')
      .filter((l) => /^\d{9,},/.test(l));
    expect(text.split('\n')[0]).toMatch(/^projectId,projectName,/);
    expect(lines).toHaveLength(total);
  });

  it('exports a filtered registry as JSON and as XLSX with the search total', async () => {
    const creditor = (await rpc.references.creditors.query())[1]!;
    const query = encodeURIComponent(`data.creditorId:${creditor.id}`);
    const total = (await rpc.projects.search.query({ filters: { mfo: creditor.id } })).total;
    const json = (await (
      await get(`/api/xm-entities/export/?format=json&query=${query}`)
    ).json()) as { creditorId: number }[];
    expect(json).toHaveLength(total);
    expect(json.every((r) => r.creditorId === creditor.id)).toBe(true);
    const xlsx = await get(`/api/xm-entities/export/?format=xlsx&query=${query}`);
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Ідентифікатор проєкту (не менше 9 символів)');
  });

  it('describes the export as a Frictionless data package', async () => {
    const res = await get('/api/xm-entities/export/datapackage.json');
    const pkg = (await res.json()) as {
      resources: {
        format: string;
        path: string;
        schema?: { fields: { name: string; type: string }[] };
      }[];
    };
    expect(pkg.resources.map((r) => r.format)).toEqual(['csv', 'json', 'xlsx', 'xml']);
    const csv = pkg.resources[0]!;
    expect(csv.path).toBe(`${baseURL}/api/xm-entities/export/?format=csv`);
    const header = (await (await get('/api/xm-entities/export/?format=csv')).text()).split(
      '\n',
    )[0]!;
    expect(csv.schema!.fields.map((f) => f.name).join(',')).toBe(header);
    expect(csv.schema!.fields.find((f) => f.name === 'creditDateBegin')?.type).toBe('date');
  });
});

describe('API documentation', () => {
  it('serves a valid OpenAPI 3.1 document at /v2/api-docs', async () => {
    const res = await get('/v2/api-docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    await SwaggerParser.validate(structuredClone(doc) as never);
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/_search/xm-entities');
  });

  it('renders the /api guide with endpoints, real responses, fields and links', async () => {
    const res = await get('/api');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>IFIs - API</title>');
    for (const text of [
      '/api/_search/xm-entities',
      'curl -s',
      'x-total-count',
      'respLetterAgreement',
      'Лист-погодження відповідального виконавця',
      'createPortalClient',
      '/api/client.tgz',
      'href="/v2/api-docs"',
      'href="/data/api/api_fields.pdf"',
      'href="/api/xm-entities/export/?format=csv"',
      'href="/api/xm-entities/export/datapackage.json"',
      // The datapackage example ran under this portal's own origin.
      `${baseURL}/api/xm-entities/export/?format=csv`,
    ]) {
      expect(html, text).toContain(text);
    }
  });

  it('serves the public API guide PDF', async () => {
    const res = await get('/data/api/api_fields.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });
});

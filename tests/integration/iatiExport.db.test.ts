import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { describe, expect, inject, it } from 'vitest';
import type { AppRouter } from '../../routers/_app';
import { validateAgainstSchema } from '../support/iatiFixtures';
import { iatiRuleViolations } from '../support/iatiRules';
import { childOf, childrenOf, parseXml, type XmlElement } from '../support/iatiXml';

// The registry as IATI 2.03 activity files over HTTP, against the production build (SQLite, and
// PostgreSQL in integration-pg): the demo registry's whole file and a filtered one pass the
// official schema (xmllint) and MAPPING.md §5, hold exactly the projects the list finds (written
// or counted as skipped), and every bad request is a 400 or 404, never a 500. Each request here
// is an export for the rate limits (30 a minute per client, shared with the other suites).

const baseURL = inject('baseURL');
const rpc = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: `${baseURL}/api/trpc`, transformer: superjson })],
});
const get = (path: string, init?: RequestInit) => fetch(`${baseURL}${path}`, init);
const PREFIX = 'UA-EDR-00013480-';

const activities = (doc: XmlElement) => childrenOf(doc, 'iati-activity');
const idOf = (activity: XmlElement) =>
  childOf(activity, 'iati-identifier')!.text.slice(PREFIX.length);
const skippedOf = (doc: XmlElement) =>
  Number(/^skipped: (\d+)$/.exec(doc.comments.at(-1) ?? '')?.[1]);

async function validFile(path: string): Promise<{ res: Response; doc: XmlElement; xml: string }> {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await res.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<iati-activities ')).toBe(true);
  expect(validateAgainstSchema(xml).output).toMatch(/validates$/);
  const doc = parseXml(xml);
  expect(iatiRuleViolations(doc)).toEqual([]);
  return { res, doc, xml };
}

/** The serialised `iati-activity` of a project in a file (its text, indentation included). */
const activityText = (xml: string, projectId: string) => {
  const at = xml.indexOf(`<iati-identifier>${PREFIX}${projectId}</iati-identifier>`);
  return xml.slice(xml.lastIndexOf('<iati-activity ', at), xml.indexOf('</iati-activity>', at));
};

describe('IATI activity file of the registry', () => {
  it('holds every project of the registry as an activity or a counted skip, valid and §5-clean', async () => {
    const { res, doc, xml } = await validFile('/api/iati/activities.xml');
    const { total } = await rpc.projects.search.query({});
    const ids = activities(doc).map(idOf);
    expect(ids.length).toBeGreaterThan(200);
    expect(ids.length + skippedOf(doc)).toBe(total);
    expect([...ids].sort()).toEqual(ids);
    expect(doc.attributes.version).toBe('2.03');
    expect(childOf(activities(doc)[0]!, 'reporting-org')!.attributes).toEqual({
      ref: 'UA-EDR-00013480',
      type: '10',
    });
    // Absolute links start with PUBLIC_URL.
    expect(xml).toContain(`url="${baseURL}/projects/${ids[0]}"`);
    expect(res.headers.get('etag')).toMatch(/^W\/"iati-\d+-\d{4}-\d{2}-\d{2}-[\w-]+"$/);
    expect(res.headers.get('last-modified')).toMatch(/ GMT$/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');

    // One project's own file holds the same activity, byte for byte.
    const one = await validFile(`/api/iati/activities/${ids[1]}.xml`);
    expect(activities(one.doc).map(idOf)).toEqual([ids[1]]);
    expect(activityText(one.xml, ids[1]!)).toBe(activityText(xml, ids[1]!));
  });

  it('takes the list’s query string: the file of a search holds the projects the list counts', async () => {
    const creditors = await rpc.references.creditors.query();
    const ebrd = creditors.find((c) => c.shortName === 'ЄБРР')!;
    // Sort and page are the list's too: checked, then the file holds every page in id order.
    const { doc } = await validFile(
      `/api/iati/activities.xml?mfo=${ebrd.id}&projectState=5&sort=projectSum,desc&page=2`,
    );
    const { total } = await rpc.projects.search.query({
      filters: { mfo: ebrd.id, projectState: 5 },
    });
    expect(total).toBeGreaterThan(0);
    expect(activities(doc).length + skippedOf(doc)).toBe(total);
    for (const activity of activities(doc)) {
      expect(childOf(activity, 'activity-status')!.attributes.code).toBe('2');
      const funder = childrenOf(activity, 'participating-org').find(
        (o) => o.attributes.role === '1',
      );
      expect(funder!.attributes.ref).toBe('XI-IATI-EBRD');
    }
  });

  it('answers 304 to a client whose copy is current', async () => {
    const first = await get('/api/iati/activities.xml?projectState=6');
    await first.body?.cancel();
    const etag = first.headers.get('etag')!;
    const byTag = await get('/api/iati/activities.xml?projectState=6', {
      headers: { 'if-none-match': etag },
    });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('etag')).toBe(etag);
    const byDate = await get(`/api/iati/activities/${await writableProjectId()}.xml`, {
      headers: { 'if-modified-since': first.headers.get('last-modified')! },
    });
    expect(byDate.status).toBe(304);
  });

  it('rejects a bad query with the list’s own messages (400), never a different file', async () => {
    const query = 'year=19x&amountFrom=500&amountTo=10';
    const res = await get(`/api/iati/activities.xml?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: string;
      message: string;
      fields: Record<string, string>;
    };
    expect(body.error).toBe('invalid_parameter');
    expect(Object.keys(body.fields).sort()).toEqual(['amountTo', 'year']);
    const page = await (await get(`/projects?${query}`)).text();
    for (const message of Object.values(body.fields)) expect(page).toContain(message);
  });

  it('answers 404 when nothing can be written: an empty search, or only projects without dates', async () => {
    const none = await get('/api/iati/activities.xml?projectName=жодногоїтакогослова');
    expect(none.status).toBe(404);
    expect(((await none.json()) as { message: string }).message).toMatch(/не знайдено/);
    // «Підготовка» (state 1): projects not negotiated yet have no dates.
    const preparation = await get('/api/iati/activities.xml?projectState=1');
    expect(preparation.status).toBe(404);
    expect(((await preparation.json()) as { message: string }).message).toMatch(
      /^Знайдено проєктів: \d+, але жоден не можна записати/,
    );
  });
});

async function writableProjectId(): Promise<string> {
  return (await rpc.projects.search.query({ filters: { projectState: 5 } })).rows[0]!.projectId;
}

describe('IATI file of one project', () => {
  it('answers 400 for a malformed id, 404 for an unknown one and for a project it cannot write', async () => {
    for (const path of [
      '/api/iati/activities/short.xml',
      '/api/iati/activities/bad%20id%20123.xml',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe('invalid_parameter');
    }
    const unknown = await get('/api/iati/activities/000000000.xml');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: 'not_found',
      message: 'Проєкт 000000000 не знайдено',
    });
    const pipeline = (await rpc.projects.search.query({ filters: { projectState: 1 } })).rows[0]!;
    const skipped = await get(`/api/iati/activities/${pipeline.projectId}.xml`);
    expect(skipped.status).toBe(404);
    expect(((await skipped.json()) as { message: string }).message).toContain(
      'немає жодної дати початку',
    );
    expect((await get('/api/iati/activities/000000000')).status).toBe(404);
    expect((await get('/api/iati/activities/000000000.xml', { method: 'POST' })).status).toBe(405);
  });

  it('is linked from its project page, which says why when there is no file', async () => {
    const id = await writableProjectId();
    const page = await (await get(`/projects/${id}`)).text();
    expect(page).toContain(`href="/api/iati/activities/${id}.xml"`);
    expect(page).toContain('Дані проєкту у форматі IATI (XML)');
    const pipeline = (await rpc.projects.search.query({ filters: { projectState: 1 } })).rows[0]!;
    const other = await (await get(`/projects/${pipeline.projectId}`)).text();
    expect(other).toContain('Дані проєкту у форматі IATI недоступні');
    expect(other).not.toContain('/api/iati/activities/');
  });

  it('is described on /api, in the OpenAPI document and in datapackage.json', async () => {
    const guide = await (await get('/api')).text();
    expect(guide).toContain('id="iati"');
    expect(guide).toContain('href="/api/iati/activities.xml"');
    const doc = (await (await get('/v2/api-docs')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/iati/activities.xml', '/api/iati/activities/{projectId}.xml']),
    );
    const pkg = (await (await get('/api/xm-entities/export/datapackage.json')).json()) as {
      resources: { name: string; path: string; mediatype: string }[];
    };
    expect(pkg.resources.find((r) => r.name === 'projects-iati')).toMatchObject({
      path: `${baseURL}/api/iati/activities.xml`,
      mediatype: 'application/xml',
    });
  });
});

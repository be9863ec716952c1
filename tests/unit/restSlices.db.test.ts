import type { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Registry } from '../../src/registry/database/db';
import { createRestApp } from '../../src/rest/app';
import { extractIdSlice } from '../../src/rest/idSlice';
import { testRegistry } from '../support/testRegistry';

// What a portal syncing from this one needs of the REST face (mirror mode): numeric record ids,
// slices of them, paged reference lists, the bare-id GET-BY-PROJECT body and attachments.

let db: Registry;
let app: Hono;
type Hit = { id: number; key: string; data: { projectId: string } };

beforeAll(async () => {
  db = await testRegistry({ projects: 40 });
  app = createRestApp(() => db);
});

const search = async (query: string, extra = '') => {
  const res = await app.request(
    `/api/_search/xm-entities?query=${encodeURIComponent(query)}&page=0&size=100&sort=id,asc${extra}`,
  );
  expect(res.status).toBe(200);
  return { hits: (await res.json()) as Hit[], total: Number(res.headers.get('x-total-count')) };
};

describe('id slices of the REST search', () => {
  it('reads the id-range forms of the registry query', () => {
    expect(extractIdSlice('typeKey:PROJECT AND id:[5 TO 9]')).toEqual({
      rest: 'typeKey:PROJECT',
      range: { min: 5, max: 9 },
    });
    expect(extractIdSlice('typeKey:PROJECT AND id:{5 TO *}').range).toEqual({ min: 6 });
    expect(extractIdSlice('id:>7 AND typeKey:PROJECT')).toEqual({
      rest: 'typeKey:PROJECT',
      range: { min: 8 },
    });
    expect(extractIdSlice('typeKey:PROJECT AND id:<=3').range).toEqual({ max: 3 });
    expect(() => extractIdSlice('typeKey:PROJECT OR (id:>3)')).toThrow(/AND/);
  });

  it('orders by the numeric id and answers slices that together give every project once', async () => {
    const all = await search('typeKey:PROJECT');
    expect(all.total).toBe(40);
    const ids = all.hits.map((h) => h.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const cut = ids[14]!;
    const below = await search(`typeKey:PROJECT AND id:[* TO ${cut}]`);
    const above = await search(`typeKey:PROJECT AND id:>${cut}`);
    expect(below.total + above.total).toBe(40);
    expect([...below.hits, ...above.hits].map((h) => h.key)).toEqual(all.hits.map((h) => h.key));
    const exclusive = await search(`typeKey:PROJECT AND id:{${ids[0]} TO ${ids[3]}}`);
    expect(exclusive.hits.map((h) => h.id)).toEqual(ids.slice(1, 3));
  });

  it('refuses an id range inside OR with a 400', async () => {
    const res = await app.request(
      `/api/_search/xm-entities?query=${encodeURIComponent('data.creditorId:1 OR id:>5')}`,
    );
    expect(res.status).toBe(400);
  });
});

describe('what a syncing portal reads', () => {
  it('pages the reference lists with X-Total-Count', async () => {
    const first = await app.request('/api/public/creditors?page=0&size=2');
    const second = await app.request('/api/public/creditors?page=1&size=2');
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(2);
    const a = (await first.json()) as { id: number }[];
    const b = (await second.json()) as { id: number }[];
    expect(a.length).toBe(2);
    expect(b[0]!.id).not.toBe(a[0]!.id);
  });

  it('takes the bare project id as the GET-BY-PROJECT body', async () => {
    const { hits } = await search('typeKey:PROJECT');
    const projectId = hits[0]!.data.projectId;
    const bare = await app.request('/api/functions/GET-BY-PROJECT', {
      method: 'POST',
      body: String(Number(projectId)),
      headers: { 'content-type': 'application/json' },
    });
    const wrapped = await app.request('/api/functions/GET-BY-PROJECT', {
      method: 'POST',
      body: JSON.stringify({ projectId }),
      headers: { 'content-type': 'application/json' },
    });
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual(await wrapped.json());
  });

  it('gives a project record with its numeric id and its attachments', async () => {
    const doc = await db
      .selectFrom('projectDocuments')
      .select(['id', 'projectId', 'fileName', 'size'])
      .executeTakeFirstOrThrow();
    const res = await app.request(`/api/xm-entities/PROJECT-${doc.projectId}`);
    const body = (await res.json()) as {
      id: number;
      attachments: { id: number; contentUrl: string; valueContentSize: number }[];
    };
    expect(Number.isInteger(body.id)).toBe(true);
    expect(body.attachments).toContainEqual(
      expect.objectContaining({
        id: doc.id,
        contentUrl: `/api/public/files/${doc.id}/${encodeURIComponent(doc.fileName)}`,
        valueContentSize: doc.size,
      }),
    );
  });
});

import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { describe, expect, inject, it } from 'vitest';
import type { AppRouter } from '../../routers/_app';

const baseURL = inject('baseURL');
const client = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: `${baseURL}/api/trpc`, transformer: superjson })],
});

describe('registry search over HTTP', () => {
  it.each([
    'page=-1',
    'page=abc',
    'page=99999999999',
    'amountFrom=500&amountTo=100',
    'monthFrom=13&monthTo=0',
    'signDate=2024-02-30&validityDate=31.12.2020',
    `projectName=${'x'.repeat(10_000)}&page=1`,
    'projectName=%22%20OR%201%3D1%20--&beneficiary=NEAR(*)',
    'mfo=abc&executor=1.5&projectState=-3&projectIndustry=99999',
    'sort=password,asc&year=20000&quarter=5',
    'unknown=1&page=1&page=2',
  ])('answers a malformed query string with the page, never a 500 (#%#)', async (query) => {
    const res = await fetch(`${baseURL}/projects?${query}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/Знайдено \d+ проєкт/);
  });

  it('shows the field message next to a bad value', async () => {
    const html = await (await fetch(`${baseURL}/projects?monthFrom=13&page=1`)).text();
    expect(html).toMatch(/id="filter-monthFrom-error"[^>]*>12 або менше</);
    expect(html).toMatch(/aria-describedby="filter-monthFrom-error"/);
  });

  it('rejects the same bad input through projects.search with BAD_REQUEST', async () => {
    await expect(
      client.projects.search.query({ filters: { monthFrom: 13 } }),
    ).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
  });

  it('exports CSV and XLSX with their content types and file names', async () => {
    const csv = await fetch(
      `${baseURL}/api/projects/export.csv?projectState=5&sort=projectSum,desc`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="projects-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/,
    );
    const xlsx = await fetch(`${baseURL}/api/projects/export.xlsx?page=abc&mfo=zzz`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]); // a zip archive
  });
});

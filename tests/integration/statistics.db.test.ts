import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { describe, expect, inject, it } from 'vitest';
import type { AppRouter } from '../../routers/_app';

const baseURL = inject('baseURL');
const client = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: `${baseURL}/api/trpc`, transformer: superjson })],
});

describe('the home route sections over HTTP', () => {
  it.each([
    ['/', 'IFIs - Головна'],
    ['/?p=index', 'IFIs - Головна'],
    ['/?p=nonsense', 'IFIs - Головна'],
    ['/?p=analytics', 'IFIs - Статистика'],
    ['/?p=analytics&state=5', 'IFIs - Статистика'],
    ['/?p=analytics&state=%27%3B--', 'IFIs - Статистика'],
    ['/?p=analytics&state=99999999999999999999', 'IFIs - Статистика'],
    ['/?p=docs', 'IFIs - Нормативна база'],
  ])('%s answers 200 with the title %s', async (path, title) => {
    const res = await fetch(`${baseURL}${path}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<title>${title}</title>`);
  });

  it('renders the statistics of one state in the first HTML, without JavaScript', async () => {
    const all = await (await fetch(`${baseURL}/?p=analytics`)).text();
    const one = await (await fetch(`${baseURL}/?p=analytics&state=5`)).text();
    expect(all).toContain('href="/projects?mfo=');
    expect(one).toContain('&amp;projectState=5&amp;page=1');
    expect(one).toContain('<option value="5" selected="">');
  });
});

describe("amounts in thousands, 'тис.грн.' (spec §9)", () => {
  /** The text of every table cell of the amount columns: visible figures and hidden ones. */
  const amountCells = (html: string) =>
    [
      ...html.matchAll(
        /<td class="[^"]*"><span aria-hidden="true" title="([^"]+)">([^<]+)<\/span><span class="[^"]+">([^<]+)<\/span><\/td>/g,
      ),
    ].map(([, title, shown, full]) => ({ title: title!, shown: shown!, full: full! }));

  it('labels the statistics and the landing in тис.грн., never млн or млрд', async () => {
    for (const path of ['/?p=analytics', '/']) {
      const html = await (await fetch(`${baseURL}${path}`)).text();
      expect(html, path).not.toMatch(/млн|млрд/);
      expect(html, path).toContain('тис.грн.');
    }
    const analytics = await (await fetch(`${baseURL}/?p=analytics`)).text();
    for (const header of ['Загальна вартість', 'Сума кредитів', 'Використано коштів']) {
      expect(analytics).toContain(`${header}, тис.грн.</th>`);
    }
  });

  it('shows a table amount in thousands and keeps the full amount for screen readers', async () => {
    const cells = amountCells(await (await fetch(`${baseURL}/?p=analytics`)).text());
    expect(cells.length).toBeGreaterThan(20);
    for (const { title, shown, full } of cells) {
      // Thousands grouped by no-break spaces: a number never wraps inside.
      expect(full).toMatch(/^-?\d{1,3}(\u00a0\d{3})*\.\d\d грн\.$/);
      expect(title).toBe(full);
      const hryvnias = Number(full.replace(/\u00a0|грн\./g, ''));
      expect(Number(shown.replace(/\u00a0/g, ''))).toBeCloseTo(hryvnias / 1000, 2);
    }
  });

  it('keeps full amounts in the CSV and labels its columns грн.', async () => {
    const csv = await (await fetch(`${baseURL}/api/statistics/field.csv`)).text();
    expect(csv.split('\r\n')[0]).toBe(
      'Галузь,Кількість проєктів,"Загальна вартість, грн.","Сума кредитів, грн.","Використано коштів, грн."',
    );
  });
});

describe('statistics over tRPC', () => {
  it('answers the groupings of one state in one batched request', async () => {
    const [field, executor, creditor] = await Promise.all([
      client.statistics.byField.query({ projectStateId: 5 }),
      client.statistics.byResponsibleExecutor.query({ projectStateId: 5 }),
      client.statistics.byCreditor.query({ projectStateId: 5 }),
    ]);
    const count = field.reduce((n, g) => n + g.count, 0);
    expect(count).toBeGreaterThan(0);
    expect(creditor.reduce((n, g) => n + g.count, 0)).toBe(count);
    const withoutExecutor = await client.statistics.withoutExecutor.query({ projectStateId: 5 });
    expect(executor.reduce((n, g) => n + g.count, 0) + withoutExecutor).toBe(count);
  });

  it('rejects a malformed state with BAD_REQUEST', async () => {
    const error = await client.statistics.byPeriod
      .query({ projectStateId: -1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data?.httpStatus).toBe(400);
    expect((error as TRPCClientError<AppRouter>).data?.code).toBe('BAD_REQUEST');
  });
});

describe('CSV of the statistics tables', () => {
  it('downloads each table with a BOM and a file name', async () => {
    for (const grouping of ['field', 'executor', 'creditor', 'period']) {
      const res = await fetch(`${baseURL}/api/statistics/${grouping}.csv?state=abc`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="statystyka-[a-z]+\.csv"$/,
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    }
  });
  it('answers 404 for an unknown table', async () => {
    expect((await fetch(`${baseURL}/api/statistics/secrets.csv`)).status).toBe(404);
  });
});

import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { describe, expect, inject, it } from 'vitest';
import type { AppRouter } from '../../routers/_app';

const baseURL = inject('baseURL');

const client = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: `${baseURL}/api/trpc`, transformer: superjson })],
});

describe('the production build over HTTP', () => {
  it('serves the home page and the registry list as UTF-8 HTML', async () => {
    for (const path of ['/', '/projects?page=1']) {
      const res = await fetch(`${baseURL}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      expect(html).toMatch(/<title>IFIs - [^<]+<\/title>/);
    }
  });

  it('renders the first page of the registry from the database', async () => {
    const html = await (await fetch(`${baseURL}/projects?page=1`)).text();
    const links = html.match(/href="\/projects\/\d{9,}"/g) ?? [];
    // Each project appears as a table row and as a card (CSS shows one of them).
    expect(new Set(links).size).toBe(10);
  });

  it('compresses HTML when the client accepts gzip', async () => {
    const res = await fetch(`${baseURL}/projects?page=1`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('typed RPC over HTTP', () => {
  it('lists the reference tables', async () => {
    const [states, fields, creditors, executors] = await Promise.all([
      client.references.projectStates.query(),
      client.references.projectFields.query(),
      client.references.creditors.query(),
      client.references.responsibleExecutors.query(),
    ]);
    expect(states.length).toBeGreaterThan(3);
    expect(fields.length).toBeGreaterThan(5);
    expect(creditors.map((c) => c.name)).toContain('Європейський банк реконструкції та розвитку');
    expect(executors.length).toBeGreaterThan(5);
    const names = fields.map((f) => f.fieldNameUkr);
    expect(names).toEqual([...names].sort(new Intl.Collator('uk').compare));
  });

  it('searches projects with filters, page and sort', async () => {
    const creditors = await client.references.creditors.query();
    const mfo = creditors[0]!.id;
    const result = await client.projects.search.query({
      filters: { mfo },
      page: 1,
      sort: { field: 'projectSum', direction: 'desc' },
    });
    expect(result.total).toBeGreaterThan(0);
    expect(result.rows.every((r) => r.creditorId === mfo)).toBe(true);
    const sums = result.rows.map((r) => r.projectSum ?? 0);
    expect(sums).toEqual([...sums].sort((a, b) => b - a));
  });

  it('answers invalid input with BAD_REQUEST and zod’s message, not a 500', async () => {
    const error = await client.projects.search
      .query({ page: -1 } as never)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    const trpcError = error as TRPCClientError<AppRouter>;
    expect(trpcError.data?.code).toBe('BAD_REQUEST');
    expect(trpcError.data?.httpStatus).toBe(400);
    expect(trpcError.message).toContain('1 або більше');
  });
});

import fc from 'fast-check';
import { z } from 'zod';
import { appRouter } from '../../routers/_app';
import { edgeEndpoints } from '../../src/http/endpoints';
import { filterNames } from '../../src/lib/projectFilters';
import { paths } from '../../src/lib/routes';

// Generated HTTP requests for the fuzz suite: every page route, REST endpoint (from the OpenAPI
// document) and tRPC procedure, with hostile paths, query strings, bodies, headers and methods.

export const fuzzRequestSchema = z.object({
  method: z.string(),
  path: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  body: z.string().optional(),
  /** Why this input is kept (the corpus); empty for generated ones. */
  note: z.string().optional(),
});
export type FuzzRequest = z.infer<typeof fuzzRequestSchema>;

/** Hono patterns and the route table's paths → fuzz templates (`{id}`, `{rest}` get filled). */
const template = (pattern: string) =>
  pattern
    .replace(/:\w+/g, '{id}')
    .replace(/\/\*$/, '/{id}/{id}')
    .replace(/\?page=1$/, '');

export const pageRoutes = [
  ...new Set([
    ...Object.values(paths),
    '/projects/{id}',
    '/references/glossary/{id}',
    '/en/{rest}',
    '/preferences',
    '/RSC/{rest}',
    ...edgeEndpoints(async () => new Response()).map((e) => template(e.path)),
  ]),
];

/** Every tRPC procedure of the router. */
export const trpcProcedures = Object.keys(appRouter._def.procedures);

const queryNames = [
  'page',
  'p',
  'size',
  'sort',
  'query',
  'format',
  'state',
  ...filterNames,
  'back',
  'since',
  'project',
  'dis',
  'font_size',
  'part',
  'typeKey',
  // The portal-wide search (/search).
  'q',
  'input',
  'batch',
  'x',
];

const luceneToken = fc.constantFrom(
  'AND ',
  'OR ',
  'NOT ',
  '(',
  ')',
  '"',
  'x',
  'data.projectName:',
  'typeKey:PROJECT',
  '[',
  ']',
  ' TO ',
  '*',
  '\\',
  '-',
  '~',
  '^2',
  ' ',
  'водоканал',
  '2020',
  'data.creditorId:',
);

/** Words and operators of full-text queries (FTS5, tsquery), in mixed scripts and forms. */
const searchToken = fc.constantFrom(
  'школи',
  'шкiл',
  'Харкова',
  "здоров'я",
  'обʼєкт',
  'NEAR(',
  'AND',
  'NOT',
  '&',
  '|',
  '!',
  '<->',
  ':*',
  '*',
  '^',
  '"',
  "'",
  '\u0301',
  'IBRD/2026',
  '東京',
  'مدرسة',
  '…',
  'а'.repeat(60),
);

/** Text that breaks parsers: escapes, broken percent-encoding, markup, huge numbers, Unicode. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '%',
    '%E0',
    '%ff',
    '%00',
    '%2F',
    '%5C',
    '..',
    '../..',
    '//evil.example',
    '/\\evil.example',
    '/%09/evil.example',
    '<script>alert(1)</script>',
    '"\'><',
    '-1',
    '0',
    '1e309',
    'NaN',
    '99999999999999999999',
    '2020-13-45',
    'null',
    '{}',
    '[]',
    "О'Брайєн",
    '\u0000',
    '\uFFFF',
    'a'.repeat(3000),
    // Many short words, percent-encoded to ~3 KB like the line above: longer values, several to a
    // request, pass Node's 16 KB header limit, where the socket may close before any answer.
    'ab '.repeat(600),
    'слово '.repeat(20),
    '=HYPERLINK("x")',
    'projectSum,desc',
    'foo,sideways',
  ),
  fc.array(luceneToken, { maxLength: 40 }).map((t) => t.join('')),
  fc.array(searchToken, { maxLength: 30 }).map((t) => t.join(' ')),
  fc.integer({ min: -5, max: 100_000 }).map(String),
);

const encodeLoosely = (text: string) =>
  // Mostly encoded, sometimes raw (the server must cope with both).
  text.replace(/[^\w.~%/-]/gu, (ch) =>
    /[\uD800-\uDFFF]/.test(ch) && ch.length === 1 ? '%ED%A0%80' : encodeURIComponent(ch),
  );

const queryString = fc
  .array(fc.tuple(fc.constantFrom(...queryNames), nastyText), { maxLength: 5 })
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([k, v]) => `${k}=${encodeLoosely(v)}`).join('&')}` : '',
  );

const segment = fc.oneof(
  fc.constantFrom('123456789', 'PROJECT-1', 'field', 'creditor', '1', 'abc', 'R/_root.txt'),
  nastyText.map(encodeLoosely),
);

function fillTemplate(template: string, values: string[]): string {
  let i = 0;
  return template.replace(/\{(id|rest)\}/g, () => values[i++ % values.length] ?? 'x');
}

const pagePath = fc
  .tuple(fc.constantFrom(...pageRoutes), fc.array(segment, { minLength: 1, maxLength: 3 }))
  .map(([t, v]) => fillTemplate(t, v));

const restPath = (restPaths: string[]) =>
  fc
    .tuple(fc.constantFrom(...restPaths), fc.array(segment, { minLength: 1, maxLength: 2 }))
    .map(([t, v]) => t.replace(/\{\w+\}/g, () => v[0]!));

const jsonValue = fc.jsonValue({ maxDepth: 3 });

/** tRPC: GET ?input=, batches of up to 15 (the limit is 10), and POST bodies. */
const trpcRequest = fc
  .tuple(
    fc.array(fc.constantFrom(...trpcProcedures), { minLength: 1, maxLength: 15 }),
    fc.array(fc.oneof(jsonValue, fc.record({ json: jsonValue })), { maxLength: 15 }),
    fc.boolean(),
  )
  .map(([procedures, inputs, post]): Partial<FuzzRequest> => {
    const batch = procedures.length > 1;
    const input = batch
      ? JSON.stringify(Object.fromEntries(procedures.map((_, i) => [i, inputs[i] ?? {}])))
      : JSON.stringify(inputs[0] ?? {});
    const path = `/api/trpc/${procedures.join(',')}${batch ? '?batch=1' : ''}`;
    if (post) return { method: 'POST', path, body: input };
    return {
      method: 'GET',
      path: `${path}${batch ? '&' : '?'}input=${encodeURIComponent(input)}`,
    };
  });

const headerValue = fc.oneof(
  fc.constantFrom(
    'dis=0; font_size=l',
    'dis=%E0',
    'font_size=xxl; dis=1',
    '1.2.3.4, 5.6.7.8',
    'gzip, br',
    'text/html',
    'application/json',
    'application/x-www-form-urlencoded; charset=windows-1251',
    'multipart/form-data; boundary=x',
    'MSIE 6.0',
    'bytes=0-10',
    'https',
    '',
  ),
  fc.string({ maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
);

const headers = fc.dictionary(
  fc.constantFrom(
    'cookie',
    'accept',
    'accept-encoding',
    'content-type',
    'x-forwarded-for',
    'x-forwarded-proto',
    'user-agent',
    'range',
    'rsc-action',
    'x-ifi-client-key',
    'x-ifi-contact-outcome',
    'if-none-match',
  ),
  headerValue,
  { maxKeys: 4 },
);

const body = fc.oneof(
  fc.constant(undefined),
  jsonValue.map((v) => JSON.stringify(v)),
  nastyText,
  fc
    .dictionary(
      fc.constantFrom('name', 'email', 'phone', 'subject', 'message', 'website'),
      nastyText,
    )
    .map((form) => new URLSearchParams(form).toString()),
);

const method = fc.constantFrom(
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'PATCH',
);

export function fuzzRequests(restPaths: string[]): fc.Arbitrary<FuzzRequest> {
  const target = fc.oneof(
    { weight: 4, arbitrary: pagePath },
    { weight: 4, arbitrary: restPath(restPaths) },
    { weight: 1, arbitrary: segment.map((s) => `/${s}`) },
  );
  const plain = fc
    .record({ method, path: target, query: queryString, headers, body })
    .map(({ method: m, path, query, headers: h, body: b }) => ({
      method: m,
      path: `${path}${query}`,
      headers: h,
      ...(b !== undefined && m !== 'GET' && m !== 'HEAD' ? { body: b } : {}),
    }));
  const rpc = fc.tuple(trpcRequest, headers).map(([r, h]) => ({ ...r, headers: h }) as FuzzRequest);
  return fc.oneof({ weight: 3, arbitrary: plain }, { weight: 2, arbitrary: rpc });
}

/**
 * The portal-wide search alone: `q` of every kind (words in any form and script, operators,
 * broken encodings, thousands of characters), sometimes repeated, with other parameters.
 */
export function portalSearchRequests(): fc.Arbitrary<FuzzRequest> {
  const q = fc.oneof(
    nastyText,
    fc.array(searchToken, { minLength: 1, maxLength: 30 }).map((t) => t.join(' ')),
    fc.string({ unit: 'grapheme', minLength: 190, maxLength: 5000 }),
  );
  return fc
    .tuple(fc.array(q, { minLength: 1, maxLength: 2 }), queryString, headers, fc.boolean())
    .map(([values, extra, h, head]) => ({
      method: head ? 'HEAD' : 'GET',
      path: `/search?${values.map((v) => `q=${encodeLoosely(v)}`).join('&')}${extra.replace(/^\?/, '&')}`,
      headers: h,
    }));
}

import { z } from 'zod';
import { luceneFields, luceneQueryExample } from './luceneFields';
import { projectFieldDocs, fieldTypeNames } from '../lib/fieldDocs';
import { PORTAL_VERSION } from '../lib/portalVersion';
import { CODE_LICENCE, CONTENT_LICENCE } from '../lib/licences';
import type { RestResponse, RestRoute } from './route';
import { restRoutes } from './routes';

// OpenAPI 3.1 document of the REST face, generated from the route table and its zod schemas
// (zod 4's JSON Schema output is draft 2020-12, the dialect of OpenAPI 3.1): no hand-written
// copy of any field list.

export const OPENAPI_PATH = '/v2/api-docs';

type JsonSchema = Record<string, unknown>;

const inputSchema = (schema: z.ZodType): JsonSchema =>
  strip(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
const outputSchema = (schema: z.ZodType): JsonSchema =>
  strip(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema);

/** Drops the per-document `$schema` (OpenAPI declares the dialect once) and JS-only bounds. */
function strip(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  return JSON.parse(
    JSON.stringify(rest, (key, value) =>
      (key === 'maximum' && value === Number.MAX_SAFE_INTEGER) ||
      (key === 'minimum' && value === Number.MIN_SAFE_INTEGER)
        ? undefined
        : value,
    ),
  ) as JsonSchema;
}

const errorSchema = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: {
      type: 'string',
      description: 'Код помилки (invalid_query, invalid_parameter, not_found…)',
    },
    message: { type: 'string', description: 'Пояснення українською' },
  },
};

function parameters(route: RestRoute) {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = inputSchema(schema) as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...rest } = property;
      list.push({
        name,
        in: where,
        required: where === 'path' || (json.required ?? []).includes(name),
        description,
        schema: rest,
      });
    }
  }
  return list;
}

/** Answers without a body (RFC 9110 §15.4.5: 304 has none). */
const BODYLESS = new Set(['204', '304']);

function response(r: RestResponse, status?: string): JsonSchema {
  const headers = Object.fromEntries(
    Object.entries(r.headers ?? {}).map(([name, description]) => [
      name,
      { description, schema: { type: 'string' } },
    ]),
  );
  const fileSchema = (type: string) =>
    r.jsonVariant && /json/.test(type)
      ? outputSchema(r.jsonVariant)
      : { type: 'string', format: 'binary' };
  const content = r.schema
    ? { 'application/json': { schema: outputSchema(r.schema) } }
    : r.contentTypes
      ? Object.fromEntries(r.contentTypes.map((t) => [t, { schema: fileSchema(t) }]))
      : { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  return {
    description: r.description,
    ...(Object.keys(headers).length ? { headers } : {}),
    ...(status && BODYLESS.has(status) ? {} : { content }),
  };
}

/** An empty body is accepted as {} wherever no field is required. */
function requestBody(body: z.ZodType): JsonSchema {
  const schema = inputSchema(body);
  // A union (e.g. a bare id or {projectId}) has no empty alternative: the body is required.
  const required =
    (Array.isArray(schema.required) && schema.required.length > 0) || Array.isArray(schema.anyOf);
  return { required, content: { 'application/json': { schema } } };
}

function operation(route: RestRoute): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, r] of Object.entries(route.responses))
    responses[status] = response(r, status);
  responses['400'] ??= response({
    description: 'Невірний параметр, запит чи тіло запиту',
  });
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
    parameters: parameters(route),
    ...(route.body ? { requestBody: requestBody(route.body) } : {}),
    responses,
  };
}

const queryGuide = [
  '',
  `Пошук і вивантаження приймають параметр query у синтаксисі Lucene, напр. \`${luceneQueryExample}\`.`,
  'Підтримано: AND, OR, дужки, фрази в лапках, поле:значення, діапазони [a TO b] (* — без межі).',
  'Не підтримано (відповідь 400): NOT та -, нечіткий пошук ~, вага ^, регулярні вирази, * і ? всередині слова, діапазони {a TO b}.',
  'Поля запиту:',
  ...luceneFields.map((f) => `- \`${f.field}\` — ${f.description} (напр. \`${f.example}\`)`),
  '',
  'Поля запису проєкту (data):',
  ...projectFieldDocs.map(
    (f) =>
      `- \`${f.name}\` (${fieldTypeNames[f.type]}${f.nullable ? ', може бути null' : ''}) — ${f.description}`,
  ),
].join('\n');

let cached: JsonSchema | undefined;

export function openApiDocument(): JsonSchema {
  if (cached) return cached;
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of restRoutes) {
    (paths[route.path] ??= {})[route.method] = operation(route);
  }
  paths[OPENAPI_PATH] = {
    get: {
      tags: ['Документація'],
      summary: 'Цей документ OpenAPI 3.1',
      operationId: 'getApiDocs',
      parameters: [],
      responses: {
        200: {
          description: 'Документ OpenAPI',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
    },
  };
  cached = {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'API порталу проєктів МФО',
      version: PORTAL_VERSION,
      description:
        'Відкритий API реєстру проєктів, що фінансуються міжнародними фінансовими організаціями. ' +
        'Лише читання, без автентифікації; GET-відповіді дозволені будь-якому сайту (CORS *). ' +
        'Шляхи сумісні з сервісом реєстру (XM): конверти {id, key, typeKey, name, data}, сторінки з 0, X-Total-Count і Link. ' +
        `Дані — за ліцензією ${CONTENT_LICENCE.name}; код порталу й типізованого клієнта — ${CODE_LICENCE.name}.` +
        queryGuide,
      // The data's licence; the code's (and the typed client's) is in the description.
      license: { name: `${CONTENT_LICENCE.name} (дані)`, url: CONTENT_LICENCE.url },
    },
    servers: [{ url: '/', description: 'Цей портал' }],
    tags: [...new Set(restRoutes.map((r) => r.tag)), 'Документація'].map((name) => ({ name })),
    paths,
    components: { schemas: { Error: errorSchema } },
  };
  return cached;
}

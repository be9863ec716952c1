import { z } from 'zod';
import {
  IATI_ACTIVITIES_PATH,
  IATI_PREFIX,
  PROJECT_LIST_EXPORT_PATHS,
} from '../../lib/exportPaths';
import { bareMediaType, mediaTypes } from '../../exports/mediaTypes';
import { filterNames, filterSpec } from '../../lib/projectFilters';
import { regionCode } from '../../lib/regions';
import { projectIdSchema } from '../../lib/projectId';
import { CLIENT_PACKAGE_PATH, clientPackageFile } from '../../lib/portalVersion';
import { groupings } from '../../lib/statisticsGroupings';
import { defineRoute, type RestRoute } from '../route';
import { limitedResponses } from './limited';

// Paths under /api/ that other parts of the portal serve (the edge's endpoints, src/http/endpoints); described here so
// the OpenAPI document covers every route the server answers.

// The /projects list's query string, as the export routes take it (the same names as the page):
// every filter of the catalogue, then the sort.
const listQuery = z.object({
  ...Object.fromEntries(
    filterNames.map((name) => [
      name,
      // The regions repeat: ?region=UA-63&region=UA-46.
      (filterSpec(name).control.kind === 'regions' ? z.array(regionCode) : z.string())
        .optional()
        .describe(filterSpec(name).description),
    ]),
  ),
  sort: z.string().optional().describe('Сортування: поле,asc|desc (напр. projectSum,desc)'),
});

/** A file answered with its content type, or 404 when there is no such file. */
const download = (content: string, contentType: string, missing: string) => ({
  200: { description: content, contentTypes: [contentType] },
  404: { description: missing },
});

const listExport = (format: 'csv' | 'xlsx', contentType: string) =>
  defineRoute({
    method: 'get',
    path: PROJECT_LIST_EXPORT_PATHS[format],
    tag: 'Проєкти',
    summary: `Поточний відфільтрований список проєктів у ${format.toUpperCase()}`,
    description:
      'Усі сторінки списку /projects з тими самими фільтрами й сортуванням; невірні фільтри пропускаються, як на сторінці.',
    query: listQuery,
    responses: {
      200: { description: 'Файл для завантаження (потоком)', contentTypes: [contentType] },
      400: { description: 'Невірний запит' },
      ...limitedResponses,
    },
  });

/** The IATI files (src/http/endpoints/iati.ts): revalidated, readable from any site. */
const iatiFile = (content: string) => ({
  description: content,
  contentTypes: [bareMediaType('xml')],
  headers: {
    ETag: 'Версія файлу: дані реєстру, дата й запит (If-None-Match → 304)',
    'Last-Modified': 'Початок доби (UTC), коли записано файл, або час останньої синхронізації',
  },
});

const iatiRoutes = [
  defineRoute({
    method: 'get',
    path: IATI_ACTIVITIES_PATH,
    tag: 'IATI',
    summary: 'Проєкти у стандарті IATI 2.03 (XML)',
    description:
      'Усі проєкти списку /projects з тими самими фільтрами (без фільтрів — увесь реєстр) як записи iati-activity ' +
      'стандарту International Aid Transparency Initiative, звітує Міністерство фінансів України (UA-EDR-00013480), ' +
      'суми в гривнях. Файл відповідає схемі IATI 2.03; потоком, у порядку ідентифікаторів проєктів. ' +
      'Проєкти без дати початку чи з невідомим станом пропущено: їх кількість — у коментарі <!-- skipped: N --> наприкінці. ' +
      'Сортування й сторінка перевіряються, як у списку, але файл містить усі сторінки.',
    query: listQuery.extend({
      page: z
        .string()
        .optional()
        .describe('Сторінка списку (перевіряється, як у списку; файл містить усі сторінки)'),
    }),
    responses: {
      200: iatiFile('Файл iati-activities (потоком)'),
      304: { description: 'Файл не змінився (If-None-Match чи If-Modified-Since)' },
      400: {
        description:
          'Невірний параметр: повідомлення ті самі, що у формі пошуку (fields — за параметрами)',
      },
      404: {
        description: 'Жодного проєкту не знайдено або жоден не можна записати у форматі IATI',
      },
      ...limitedResponses,
    },
  }),
  defineRoute({
    method: 'get',
    path: `${IATI_PREFIX}/activities/{projectId}.xml`,
    tag: 'IATI',
    summary: 'Один проєкт у стандарті IATI 2.03 (XML)',
    description:
      'Файл iati-activities з одним записом iati-activity — той самий, що й у повному файлі.',
    params: z.object({ projectId: projectIdSchema.describe('Ідентифікатор проєкту') }),
    responses: {
      200: iatiFile('Файл iati-activities з одним проєктом'),
      304: { description: 'Файл не змінився (If-None-Match чи If-Modified-Since)' },
      400: { description: 'Невірний ідентифікатор проєкту' },
      404: {
        description:
          'Проєкту немає або його не можна записати у форматі IATI (message пояснює чому)',
      },
    },
  }),
];

/** tRPC's own error answer (superjson), one per procedure of a batch. */
const trpcError = z
  .object({
    error: z.object({
      json: z.object({
        message: z.string().describe('Пояснення (для невірного входу — помилки zod у JSON)'),
        code: z.number().int().describe('Код JSON-RPC'),
        data: z
          .looseObject({
            code: z.string().describe('Код tRPC: BAD_REQUEST, NOT_FOUND…'),
            httpStatus: z.number().int(),
            path: z.string().optional().describe('Процедура'),
          })
          .describe('Подробиці'),
      }),
    }),
  })
  .describe('Помилка tRPC');
const trpcErrorBody = z.union([trpcError, z.array(z.unknown()).describe('Пакетний виклик')]);

export const servedElsewhereRoutes: RestRoute[] = [
  listExport('csv', bareMediaType('csv')),
  listExport('xlsx', bareMediaType('xlsx')),
  ...iatiRoutes,
  defineRoute({
    method: 'get',
    path: '/api/statistics/{file}',
    tag: 'Статистика',
    summary: 'Таблиця статистики у CSV',
    description:
      'file — field.csv, executor.csv, creditor.csv або period.csv: ті самі рядки, що й на /?p=analytics.',
    params: z.object({
      file: z
        .enum(groupings.map((g) => `${g}.csv`) as [string, ...string[]])
        .describe('Таблиця: за галузями, виконавцями, кредиторами або роками'),
    }),
    query: z.object({
      state: z.string().optional().describe('Ідентифікатор стану проєкту; без нього — усі стани'),
    }),
    responses: download('CSV (UTF-8 з BOM)', bareMediaType('csv'), 'Такої таблиці немає'),
  }),
  defineRoute({
    method: 'get',
    path: '/api/public/files/{id}/{file}',
    tag: 'Проєкти',
    summary: 'Завантаження документа проєкту',
    description: 'Файл документа, доданого до проєкту; id та file — з переліку документів проєкту.',
    params: z.object({
      id: z.coerce.number().int().positive().describe('Ідентифікатор документа'),
      file: z.string().min(1).max(255).describe("Ім'я файлу документа"),
    }),
    responses: download(
      'Вміст файлу; тип — той, з яким документ додано (Content-Type: PDF, DOCX…)',
      '*/*',
      'Документа з таким id та іменем немає',
    ),
  }),
  defineRoute({
    method: 'get',
    path: '/api/trpc/{procedure}',
    tag: 'Типізований RPC',
    summary: 'Типізований RPC (tRPC) для застосунків на TypeScript',
    description:
      'Процедури projects.search, project.byId, project.stats, project.documents, references.*, statistics.*, news.list, glossary.*, regulatory.list, changes.list, changes.ofProject. ' +
      `Дані серіалізовано superjson; типізований клієнт усіх процедур — пакет ${CLIENT_PACKAGE_PATH} (див. /api).`,
    params: z.object({
      procedure: z.string().describe('Шлях процедури, напр. projects.search; кілька через кому'),
    }),
    query: z.object({
      input: z.string().optional().describe('Вхід процедури: JSON у форматі superjson {"json": …}'),
      batch: z.literal('1').optional().describe('1 — пакетний виклик кількох процедур'),
    }),
    responses: {
      200: { description: 'Результат: {"result": {"data": {"json": …}}}', schema: z.unknown() },
      400: { description: 'Невірний вхід (повідомлення zod)', schema: trpcErrorBody },
      404: { description: 'Такої процедури немає', schema: trpcErrorBody },
    },
  }),
  defineRoute({
    method: 'get',
    path: CLIENT_PACKAGE_PATH,
    tag: 'Типізований RPC',
    summary: 'Типізований клієнт (пакет npm) для TypeScript і JavaScript',
    description:
      `npm install <адреса порталу>${CLIENT_PACKAGE_PATH}: пакет ifi-portal-client версії порталу (файл ${clientPackageFile()}), ` +
      'createPortalClient(адреса) дає rpc (tRPC) і rest (openapi-fetch) з типами, згенерованими з коду порталу й цього документа.',
    responses: {
      200: { description: 'Архів пакета npm (tarball)', contentTypes: [mediaTypes.tgz] },
      404: { description: 'Пакет ще не зібрано на цьому сервері' },
    },
  }),
];

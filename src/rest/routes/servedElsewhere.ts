import { z } from 'zod';
import { filterNames, filterSpec } from '../../lib/projectFilters';
import { defineRoute, type RestRoute } from '../route';

// Paths under /api/ that other parts of the portal serve (Waku API routes); described here so
// the OpenAPI document covers every route the server answers.

// The /projects list's query string, as the export routes take it (the same names as the page):
// every filter of the catalogue, then the sort.
const listQuery = z.object({
  ...Object.fromEntries(
    filterNames.map((name) => [name, z.string().optional().describe(filterSpec(name).description)]),
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
    path: `/api/projects/export.${format}`,
    tag: 'Проєкти',
    summary: `Поточний відфільтрований список проєктів у ${format.toUpperCase()}`,
    description:
      'Усі сторінки списку /projects з тими самими фільтрами й сортуванням; невірні фільтри пропускаються, як на сторінці.',
    query: listQuery,
    responses: {
      200: { description: 'Файл для завантаження (потоком)', contentTypes: [contentType] },
      400: { description: 'Невірний запит' },
    },
  });

export const servedElsewhereRoutes: RestRoute[] = [
  listExport('csv', 'text/csv'),
  listExport('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  defineRoute({
    method: 'get',
    path: '/api/statistics/{file}',
    tag: 'Статистика',
    summary: 'Таблиця статистики у CSV',
    description:
      'file — field.csv, executor.csv, creditor.csv або period.csv: ті самі рядки, що й на /?p=analytics.',
    params: z.object({
      file: z
        .enum(['field.csv', 'executor.csv', 'creditor.csv', 'period.csv'])
        .describe('Таблиця: за галузями, виконавцями, кредиторами або роками'),
    }),
    query: z.object({
      state: z.string().optional().describe('Ідентифікатор стану проєкту; без нього — усі стани'),
    }),
    responses: download('CSV (UTF-8 з BOM)', 'text/csv', 'Такої таблиці немає'),
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
      'Вміст файлу',
      'application/octet-stream',
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
      'Дані серіалізовано superjson; зручно викликати клієнтом createTRPCClient<AppRouter> (див. /api і README).',
    params: z.object({
      procedure: z.string().describe('Шлях процедури, напр. projects.search; кілька через кому'),
    }),
    query: z.object({
      input: z.string().optional().describe('Вхід процедури: JSON у форматі superjson {"json": …}'),
      batch: z.literal('1').optional().describe('1 — пакетний виклик кількох процедур'),
    }),
    responses: {
      200: { description: 'Результат: {"result": {"data": {"json": …}}}', schema: z.unknown() },
      400: { description: 'Невірний вхід (повідомлення zod)' },
    },
  }),
];

import { z } from 'zod';
import { defineRoute, type RestRoute } from '../route';

// Paths under /api/ that other parts of the portal serve (Waku API routes); described here so
// the OpenAPI document covers every route the server answers.

export const servedElsewhereRoutes: RestRoute[] = [
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
    responses: {
      200: { description: 'Вміст файлу', contentTypes: ['application/octet-stream'] },
      404: { description: 'Документа з таким id та іменем немає' },
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/trpc/{procedure}',
    tag: 'Типізований RPC',
    summary: 'Типізований RPC (tRPC) для застосунків на TypeScript',
    description:
      'Процедури projects.search, project.byId, project.stats, project.documents, references.*, statistics.*, news.list, glossary.*, documents.list. ' +
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

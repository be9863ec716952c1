import { z } from 'zod';
import { REFERENCE_LIST_LIMIT } from '../../lib/limits';
import {
  listCreditors,
  listEventTypes,
  listProjectFields,
  listProjectStates,
  listResponsibleExecutors,
} from '../../registry/references';
import {
  creditorSchema,
  eventTypeSchema,
  projectFieldSchema,
  projectStateSchema,
  responsibleExecutorSchema,
} from '../../registry/schemas';
import { sizeParam } from '../params';
import { defineRoute, type RestRoute } from '../route';

// Reference lists of the registry (spec §7 /api/public/*): the same functions as the RPC
// `references.*` procedures and the search form.

const listQuery = z.object({
  size: sizeParam(REFERENCE_LIST_LIMIT, REFERENCE_LIST_LIMIT).describe(
    `Скільки записів повернути, від 1 до ${REFERENCE_LIST_LIMIT}`,
  ),
});

function referenceRoute<T>(
  path: string,
  summary: string,
  item: z.ZodType<T>,
  list: (db: Parameters<typeof listProjectStates>[0]) => Promise<T[]>,
): RestRoute {
  return defineRoute({
    method: 'get',
    path,
    tag: 'Довідники',
    summary,
    query: listQuery,
    responses: { 200: { description: summary, schema: z.array(item) } },
    example: { path },
    handler: async ({ db, query }) => ({ json: (await list(db)).slice(0, query.size) }),
  });
}

export const referenceRoutes: RestRoute[] = [
  referenceRoute(
    '/api/public/project-fields',
    'Галузі (типи) проєктів, за абеткою',
    projectFieldSchema,
    listProjectFields,
  ),
  referenceRoute(
    '/api/public/project-states',
    'Стани проєктів',
    projectStateSchema,
    listProjectStates,
  ),
  referenceRoute(
    '/api/public/responsible-executors',
    'Відповідальні виконавці, за абеткою',
    responsibleExecutorSchema,
    listResponsibleExecutors,
  ),
  referenceRoute(
    '/api/public/creditors',
    'Кредитори (МФО), за абеткою',
    creditorSchema,
    listCreditors,
  ),
  referenceRoute(
    '/api/public/project-event-types',
    'Типи подій проєктів',
    eventTypeSchema,
    listEventTypes,
  ),
];

import { z } from 'zod';
import { REFERENCE_LIST_LIMIT } from '../../lib/limits';
import {
  listCreditors,
  listEventTypes,
  listProjectFields,
  listProjectStates,
  listResponsibleExecutors,
} from '../../registry/projects/references';
import {
  creditorSchema,
  eventTypeSchema,
  projectFieldSchema,
  projectStateSchema,
  responsibleExecutorSchema,
} from '../../registry/schemas';
import { pagingHeaders } from '../paging';
import { pageParam, sizeParam } from '../params';
import { pagingResponseHeaders } from './search';
import { defineRoute, type RestRoute } from '../route';

// Reference lists of the registry (spec §7 /api/public/*): the same functions as the RPC
// `references.*` procedures and the search form.

const listQuery = z.object({
  page: pageParam,
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
    responses: {
      200: { description: summary, schema: z.array(item), headers: pagingResponseHeaders },
    },
    example: { path },
    // Paged like the registry service (page from 0, X-Total-Count), so a portal syncs from it.
    handler: async ({ db, url, query }) => {
      const all = await list(db);
      return {
        json: all.slice(query.page * query.size, (query.page + 1) * query.size),
        headers: pagingHeaders(url, query.page, query.size, all.length),
      };
    },
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

import { z } from 'zod';
import { MIN_PROJECT_ID_LENGTH } from '../../lib/limits';
import { listGlossary } from '../../registry/content/glossary';
import { projectExists } from '../../registry/projects/projects';
import { getProjectStats } from '../../registry/projects/projectStats';
import { getLastUpdate } from '../../registry/projects/references';
import { listRegulatoryDocuments } from '../../registry/content/regulatory';
import {
  glossaryEntrySchema,
  projectStatItemSchema,
  regulatoryDocumentSchema,
  statisticsGroupSchema,
  statisticsInput,
} from '../../registry/schemas';
import { groupingLoaders } from '../../registry/statistics/statistics';
import { groupings, statisticsGroupings } from '../../lib/statisticsGroupings';
import type { Registry } from '../../registry/database/db';
import { RestError } from '../errors';
import { firstProjectId } from './entities';
import { defineRoute, type RestRoute } from '../route';

// Registry functions (spec §7 POST /api/functions/{name}): read-only calls with a JSON body,
// answering `{data: {items}}` or `{data: {references}}` like the registry service.

const tag = 'Функції';
const empty = z.object({}).describe('Порожнє тіло (або {})');
const dataOf = (inner: z.ZodRawShape) => z.object({ data: z.object(inner) });

const itemsOf = (item: z.ZodType) => dataOf({ items: z.array(item) });
const referencesOf = (item: z.ZodType) => dataOf({ references: z.array(item) });

const projectIdArgument = z
  .union([z.number().int().positive(), z.string().regex(/^\d+$/)])
  .transform(String)
  .pipe(z.string().min(MIN_PROJECT_ID_LENGTH))
  .describe(
    `Ідентифікатор проєкту (число або рядок цифр, не менше ${MIN_PROJECT_ID_LENGTH} знаків)`,
  );
// The registry service takes the bare id as the body (`123456789`); `{projectId}` works too.
const projectStatBody = z.union([
  z.object({ projectId: projectIdArgument }),
  projectIdArgument.transform((projectId) => ({ projectId })),
]);

const statisticsObject = statisticsInput.unwrap();
const statisticsBody = statisticsObject.extend({
  projectStateId: statisticsObject.shape.projectStateId.describe(
    'Лише проєкти в цьому стані (необов’язково)',
  ),
});

/** A function without arguments answering `{data: {references}}`. */
function referenceList(
  name: string,
  summary: string,
  answer: { description: string; item: z.ZodType },
  list: (db: Registry) => Promise<unknown[]>,
): RestRoute {
  const path = `/api/functions/${name}`;
  return defineRoute({
    method: 'post',
    path,
    tag,
    summary,
    body: empty,
    responses: { 200: { description: answer.description, schema: referencesOf(answer.item) } },
    example: { path, body: {} },
    handler: async ({ db }) => ({ json: { data: { references: await list(db) } } }),
  });
}

function groupRoute(
  name: string,
  summary: string,
  group: (db: Registry, projectStateId?: number) => Promise<unknown[]>,
): RestRoute {
  return defineRoute({
    method: 'post',
    path: `/api/functions/${name}`,
    tag,
    summary,
    body: statisticsBody,
    responses: { 200: { description: summary, schema: itemsOf(statisticsGroupSchema) } },
    example: { path: `/api/functions/${name}`, body: {} },
    handler: async ({ db, body }) => ({
      json: { data: { items: await group(db, body.projectStateId) } },
    }),
  });
}

export const functionRoutes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/api/functions/INFO',
    tag,
    summary: 'Дата останнього оновлення реєстру',
    body: empty,
    responses: {
      200: {
        description: 'Дата у форматі РРРР-ММ-ДД (null для порожнього реєстру)',
        schema: dataOf({ lastUpdate: z.string().nullable().describe('Дата останнього оновлення') }),
      },
    },
    example: { path: '/api/functions/INFO', body: {} },
    handler: async ({ db }) => ({ json: { data: { lastUpdate: await getLastUpdate(db) } } }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/functions/GET-BY-PROJECT',
    tag,
    summary: 'Динаміка вартості проєкту за періодами',
    body: projectStatBody,
    responses: {
      200: { description: 'Періоди від найстарішого', schema: itemsOf(projectStatItemSchema) },
      404: { description: 'Проєкту з таким ідентифікатором немає' },
    },
    example: async (db) => {
      const id = await firstProjectId(db);
      return id
        ? { path: '/api/functions/GET-BY-PROJECT', body: { projectId: Number(id) } }
        : undefined;
    },
    handler: async ({ db, body }) => {
      if (!(await projectExists(db, body.projectId))) {
        throw new RestError(404, 'not_found', `Проєкт ${body.projectId} не знайдено`);
      }
      return { json: { data: { items: await getProjectStats(db, body.projectId) } } };
    },
  }),
  referenceList(
    'GOLOSARY',
    'Перелік термінів глосарія (назва функції — як у сервісі реєстру)',
    { description: 'Терміни за абеткою', item: glossaryEntrySchema },
    listGlossary,
  ),
  referenceList(
    'LAWS',
    'Нормативна база: перелік актів',
    { description: 'Акти від найновіших', item: regulatoryDocumentSchema },
    listRegulatoryDocuments,
  ),
  ...groupings.map((grouping) =>
    groupRoute(
      statisticsGroupings[grouping].restFunction,
      statisticsGroupings[grouping].summary,
      groupingLoaders[grouping],
    ),
  ),
];

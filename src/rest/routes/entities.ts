import { z } from 'zod';
import { MIN_GLOSSARY_CODE_LENGTH, NEWS_PAGE_SIZE, REFERENCE_LIST_LIMIT } from '../../lib/limits';
import { getGlossaryWord } from '../../registry/glossary';
import { listNews } from '../../registry/news';
import { listProjectDocuments } from '../../registry/documents';
import { projectRecordIds } from '../../registry/projectSlices';
import { defaultSort } from '../../lib/projectQuery';
import type { Registry } from '../../registry/db';
import { getProject, searchProjects } from '../../registry/projects';
import { listEventTypes } from '../../registry/references';
import {
  documentAttachment,
  entityEnvelopeSchema,
  eventTypeEnvelope,
  eventTypeEnvelopeSchema,
  EVENT_TYPES_KEY,
  glossaryEnvelope,
  newsEnvelope,
  newsEnvelopeSchema,
  PROJECT_ID_PREFIX,
  projectEnvelope,
  projectRecordKey,
} from '../envelopes';
import { RestError } from '../errors';
import { pagingHeaders } from '../paging';
import { pageParam, sizeParam } from '../params';
import { defineRoute } from '../route';
import { pagingResponseHeaders } from './search';

// XM entities by type (news, the event-types library) and one entity by id (a project or a
// glossary term), spec §7.

const entityListQuery = z.object({
  typeKey: z
    .enum(['NEWS', 'CONFIGURATIONS'])
    .describe('Тип записів: NEWS — новини, CONFIGURATIONS — бібліотека типів подій'),
  query: z
    .literal(EVENT_TYPES_KEY)
    .optional()
    .describe(`Для typeKey=CONFIGURATIONS: ${EVENT_TYPES_KEY}`),
  page: pageParam,
  size: sizeParam(NEWS_PAGE_SIZE),
  sort: z
    .enum(['key,desc'])
    .optional()
    .describe('Лише key,desc: від найновіших (так сортується завжди)'),
});

export const entityListRoute = defineRoute({
  method: 'get',
  path: '/api/xm-entities',
  tag: 'Новини та довідники',
  summary: 'Новини або бібліотека типів подій',
  description:
    'typeKey=NEWS: новини від найновіших, сторінки з 0, загальна кількість у X-Total-Count. ' +
    `typeKey=CONFIGURATIONS&query=${EVENT_TYPES_KEY}: типи подій проєктів (до ${REFERENCE_LIST_LIMIT}).`,
  query: entityListQuery,
  responses: {
    200: {
      description: 'Записи в конвертах {id, key, typeKey, name, data}',
      schema: z.union([z.array(newsEnvelopeSchema), z.array(eventTypeEnvelopeSchema)]),
      headers: pagingResponseHeaders,
    },
  },
  example: { path: '/api/xm-entities?typeKey=NEWS&page=0&size=2&sort=key,desc' },
  handler: async ({ db, url, query }) => {
    if (query.typeKey === 'CONFIGURATIONS') {
      const items = (await listEventTypes(db)).slice(0, REFERENCE_LIST_LIMIT);
      const page = items.slice(query.page * query.size, (query.page + 1) * query.size);
      return {
        json: page.map(eventTypeEnvelope),
        headers: pagingHeaders(url, query.page, query.size, items.length),
      };
    }
    const news = await listNews(db, query.page + 1, query.size);
    return {
      json: news.items.map(newsEnvelope),
      headers: pagingHeaders(url, query.page, query.size, news.total),
    };
  },
});

const entityIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .describe('PROJECT-{projectId} для проєкту або код терміна глосарія'),
});

export const entityRoute = defineRoute({
  method: 'get',
  path: '/api/xm-entities/{id}',
  tag: 'Проєкти',
  summary: 'Проєкт або термін глосарія за ідентифікатором',
  description:
    'id = PROJECT-{projectId} повертає проєкт з усіма полями (основна інформація, підготовка, фінансування); ' +
    `інший id — термін глосарія з таким кодом (не менше ${MIN_GLOSSARY_CODE_LENGTH} символів).`,
  params: entityIdParams,
  responses: {
    200: { description: 'Запис у конверті', schema: entityEnvelopeSchema },
    404: { description: 'Запису з таким id немає' },
  },
  example: async (db) => {
    const id = await firstProjectId(db);
    return id ? { path: `/api/xm-entities/${projectRecordKey(id)}` } : undefined;
  },
  handler: async ({ db, params }) => {
    const notFound = new RestError(404, 'not_found', `Запис «${params.id}» не знайдено`);
    if (params.id.startsWith(PROJECT_ID_PREFIX)) {
      const project = await getProject(db, params.id.slice(PROJECT_ID_PREFIX.length));
      if (!project) throw notFound;
      const [ids, documents] = await Promise.all([
        projectRecordIds(db, [project.projectId]),
        listProjectDocuments(db, project.projectId),
      ]);
      return {
        json: {
          ...projectEnvelope(project, ids.get(project.projectId) ?? 0),
          attachments: documents.map(documentAttachment),
        },
      };
    }
    const word =
      params.id.length >= MIN_GLOSSARY_CODE_LENGTH
        ? await getGlossaryWord(db, params.id)
        : undefined;
    if (!word) throw notFound;
    return { json: glossaryEnvelope(word) };
  },
});

/** The first project of the default list order: a real id for the guide's examples. */
export async function firstProjectId(db: Registry): Promise<string | undefined> {
  const result = await searchProjects(db, { filters: {}, page: 1, pageSize: 1, sort: defaultSort });
  return result.rows[0]?.projectId;
}

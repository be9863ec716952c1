import { z } from 'zod';
import { MIN_GLOSSARY_CODE_LENGTH, NEWS_PAGE_SIZE, REFERENCE_LIST_LIMIT } from '../../lib/limits';
import { getGlossaryWord } from '../../registry/content/glossary';
import { listNews } from '../../registry/content/news';
import { listProjectDocuments } from '../../registry/projects/documents';
import {
  MAX_RECORD_ID,
  projectIdOfRecord,
  projectRecordIds,
} from '../../registry/projects/projectSlices';
import { defaultSort } from '../../lib/projectQuery';
import type { Registry } from '../../registry/database/db';
import { getProject, searchProjects } from '../../registry/projects/projects';
import { listEventTypes } from '../../registry/projects/references';
import {
  documentAttachment,
  entityEnvelopeSchema,
  eventTypeEnvelope,
  eventTypeEnvelopeSchema,
  EVENT_TYPES_KEY,
  glossaryEnvelope,
  newsEnvelope,
  newsEnvelopeSchema,
  projectEnvelope,
  projectRecordKey,
} from '../envelopes';
import { entityIdParam, type EntityId } from '../entityId';
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

const entityIdParams = z.object({ id: entityIdParam });

/** A project in its envelope, with its documents as attachments. */
async function projectEntity(db: Registry, projectId: string) {
  const project = await getProject(db, projectId);
  if (!project) return undefined;
  const [ids, documents] = await Promise.all([
    projectRecordIds(db, [project.projectId]),
    listProjectDocuments(db, project.projectId),
  ]);
  return {
    ...projectEnvelope(project, ids.get(project.projectId) ?? 0),
    attachments: documents.map(documentAttachment),
  };
}

async function glossaryEntity(db: Registry, code: string) {
  const word = code.length >= MIN_GLOSSARY_CODE_LENGTH ? await getGlossaryWord(db, code) : null;
  return word ? glossaryEnvelope(word) : undefined;
}

async function findEntity(db: Registry, id: EntityId) {
  switch (id.kind) {
    case 'project':
      return projectEntity(db, id.projectId);
    case 'code':
      return glossaryEntity(db, id.code);
    case 'record': {
      const projectId = id.id <= MAX_RECORD_ID ? await projectIdOfRecord(db, id.id) : undefined;
      // Glossary terms carry their code as id; an all-digit code is still found by it.
      return projectId ? projectEntity(db, projectId) : glossaryEntity(db, String(id.id));
    }
  }
}

export const entityRoute = defineRoute({
  method: 'get',
  path: '/api/xm-entities/{id}',
  tag: 'Проєкти',
  summary: 'Проєкт або термін глосарія за ідентифікатором',
  description:
    'Числовий id (поле id у відповіді пошуку /api/_search/xm-entities) або id = PROJECT-{projectId} повертає проєкт з усіма полями ' +
    '(основна інформація, підготовка, фінансування) і документами; ' +
    `інший id — термін глосарія з таким кодом (не менше ${MIN_GLOSSARY_CODE_LENGTH} символів).`,
  params: entityIdParams,
  responses: {
    200: { description: 'Запис у конверті', schema: entityEnvelopeSchema },
    400: {
      description: `Невірний id: 0, число понад ${Number.MAX_SAFE_INTEGER} чи PROJECT- з невірним ідентифікатором проєкту`,
    },
    404: { description: 'Запису з таким id немає' },
  },
  example: async (db) => {
    const id = await firstProjectId(db);
    return id ? { path: `/api/xm-entities/${projectRecordKey(id)}` } : undefined;
  },
  handler: async ({ db, params }) => {
    const entity = await findEntity(db, params.id);
    if (!entity) throw new RestError(404, 'not_found', `Запис «${idText(params.id)}» не знайдено`);
    return { json: entity };
  },
});

const idText = (id: EntityId) =>
  id.kind === 'record'
    ? String(id.id)
    : id.kind === 'project'
      ? projectRecordKey(id.projectId)
      : id.code;

/** The first project of the default list order: a real id for the guide's examples. */
export async function firstProjectId(db: Registry): Promise<string | undefined> {
  const result = await searchProjects(db, { filters: {}, page: 1, pageSize: 1, sort: defaultSort });
  return result.rows[0]?.projectId;
}

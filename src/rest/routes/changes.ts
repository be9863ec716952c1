import { z } from 'zod';
import { CHANGES_PAGE_SIZE, strictChangesQuery } from '../../lib/changesQuery';
import { filterNames, filterSpec } from '../../lib/projectFilters';
import { listChanges } from '../../registry/changes/changeList';
import { changeEntrySchema } from '../../registry/changes/changeSchemas';
import { RestError } from '../errors';
import { pagingHeaders } from '../paging';
import { MAX_PAGE_SIZE, pageParam, sizeParam } from '../params';
import { defineRoute, type RestRoute } from '../route';
import { pagingResponseHeaders } from './search';

// The change history as JSON (GET /api/changes) and its Atom feed (/changes.atom, served by the
// edge, described here): the /projects filter parameters select the changes of the projects
// they match, `project` one project, `since` a first day. Paged like the rest of the REST face
// (pages from 0, X-Total-Count, Link). Bad values answer 400 with the parameter's name.

const selectionParams = {
  ...Object.fromEntries(
    filterNames.map((name) => [
      name,
      z
        .string()
        .optional()
        .describe(`${filterSpec(name).description} (як на /projects)`),
    ]),
  ),
  project: z
    .string()
    .optional()
    .describe('Ідентифікатор проєкту (не менше 9 символів): лише зміни цього проєкту'),
  since: z
    .string()
    .optional()
    .meta({ format: 'date' })
    .describe('Зміни з цього дня (за київським часом), РРРР-ММ-ДД'),
};

const changesQuery = z.object({
  ...selectionParams,
  page: pageParam,
  size: sizeParam(CHANGES_PAGE_SIZE, MAX_PAGE_SIZE),
});

function selection(url: URL) {
  const parsed = strictChangesQuery(url.searchParams);
  if (!parsed.ok) throw new RestError(400, 'invalid_parameter', parsed.error);
  return parsed.query;
}

export const changesRoute = defineRoute({
  method: 'get',
  path: '/api/changes',
  tag: 'Зміни в реєстрі',
  summary: 'Зміни в реєстрі проєктів, найновіші спочатку',
  description:
    'Що змінило кожне оновлення реєстру: проєкти додано (added), вилучено (removed), змінено поля (changed: було → стало, значення типізовані). ' +
    'Одна зміна — один проєкт в одному оновленні. Фільтри /projects відбирають зміни проєктів, які (на час зміни) їм відповідали; слова пошуку — серед проєктів, що є в реєстрі зараз. ' +
    'Сторінки з 0; загальна кількість — у заголовку X-Total-Count (із фільтрами лічаться не більше 2 000 змін: звузьте вибірку параметром since).',
  query: changesQuery,
  responses: {
    200: {
      description: 'Зміни сторінки',
      schema: z.array(changeEntrySchema),
      headers: pagingResponseHeaders,
    },
    400: { description: 'Невірний параметр (назва параметра й пояснення)' },
  },
  example: { path: '/api/changes?size=2' },
  handler: async ({ db, url, query }) => {
    const result = await listChanges(db, {
      ...selection(url),
      page: query.page + 1,
      pageSize: query.size,
    });
    return {
      json: result.entries,
      headers: pagingHeaders(url, query.page, query.size, result.total),
    };
  },
});

export const changesFeedRoute = defineRoute({
  method: 'get',
  path: '/changes.atom',
  tag: 'Зміни в реєстрі',
  summary: 'Стрічка змін Atom (RFC 4287): усі зміни, зміни за фільтрами або одного проєкту',
  description:
    '50 найновіших змін вибірки: запис — один проєкт в одному оновленні, з незмінним id (tag:), українською назвою й підсумком змінених полів. ' +
    'Ті самі параметри, що й у /api/changes (без сторінок). Заголовки ETag і Last-Modified: запит з If-None-Match або If-Modified-Since отримує 304, якщо нового немає.',
  query: z.object(selectionParams),
  responses: {
    200: { description: 'Стрічка Atom', contentTypes: ['application/atom+xml'] },
    304: {
      description: 'Стрічка не змінилася (If-None-Match / If-Modified-Since)',
      contentTypes: [],
    },
    400: { description: 'Невірний параметр (пояснення текстом)', contentTypes: ['text/plain'] },
  },
});

export const changeRoutes: RestRoute[] = [changesRoute, changesFeedRoute];

import { z } from 'zod';
import { defaultSort } from '../../lib/projectQuery';
import { searchProjects } from '../../registry/projects';
import { projectListEnvelopeSchema, projectEnvelope } from '../envelopes';
import { RestError } from '../errors';
import { luceneQueryExample } from '../luceneFields';
import { parseLuceneQuery, QueryError } from '../luceneQuery';
import { pagingHeaders } from '../paging';
import { luceneQueryParam, pageParam, projectSortParam, sizeParam } from '../params';
import { defineRoute } from '../route';

export const pagingResponseHeaders = {
  'X-Total-Count': 'Загальна кількість записів',
  Link: 'Посилання на сторінки: rel="next", "prev", "last", "first" (як у GitHub)',
};

export const projectSearchQuery = z.object({
  query: luceneQueryParam,
  page: pageParam,
  size: sizeParam(),
  sort: projectSortParam,
});

/** The Lucene query → registry criteria; unsupported syntax is the client's error (400). */
export function criteriaFromQuery(query: string | undefined) {
  try {
    return parseLuceneQuery(query);
  } catch (error) {
    if (error instanceof QueryError) throw new RestError(400, 'invalid_query', error.message);
    throw error;
  }
}

export const searchRoute = defineRoute({
  method: 'get',
  path: '/api/_search/xm-entities',
  tag: 'Проєкти',
  summary: 'Пошук проєктів реєстру',
  description:
    'Сторінка результатів пошуку — ті самі результати, що й на сторінці /projects для тих самих фільтрів. ' +
    'Сторінки нумеруються з 0; загальна кількість — у заголовку X-Total-Count, посилання на сторінки — у заголовку Link.',
  query: projectSearchQuery,
  responses: {
    200: {
      description: 'Проєкти сторінки в конвертах {id, key, typeKey, name, data}',
      schema: z.array(projectListEnvelopeSchema),
      headers: pagingResponseHeaders,
    },
  },
  example: {
    path: `/api/_search/xm-entities?query=${encodeURIComponent(luceneQueryExample)}&page=0&size=2&sort=projectSum,desc`,
  },
  handler: async ({ db, url, query }) => {
    const criteria = criteriaFromQuery(query.query);
    const result = await searchProjects(db, {
      ...criteria,
      page: query.page + 1,
      pageSize: query.size,
      sort: query.sort ?? defaultSort,
    });
    return {
      json: result.rows.map(projectEnvelope),
      headers: pagingHeaders(url, query.page, query.size, result.total),
    };
  },
});

import { z } from 'zod';
import { defaultSort } from '../../lib/projectQuery';
import { searchProjects } from '../../registry/projects/projects';
import { projectRecordIds, searchProjectsByRecordId } from '../../registry/projects/projectSlices';
import { extractIdSlice, idSortDirection } from '../idSlice';
import { projectListEnvelopeSchema, projectEnvelope } from '../envelopes';
import { RestError } from '../errors';
import { luceneQueryExample } from '../luceneFields';
import { parseLuceneQuery, QueryError } from '../luceneQuery';
import { pagingHeaders } from '../paging';
import { luceneQueryParam, pageParam, projectSortParam, sizeParam } from '../params';
import { defineRoute } from '../route';
import { limitedResponses } from './limited';

export const pagingResponseHeaders = {
  'X-Total-Count': 'Загальна кількість записів',
  Link: 'Посилання на сторінки: rel="next", "prev", "last", "first" (як у GitHub)',
};

// `id,asc|desc` orders by the record id (the sync's order); any other value is a list sort.
const searchSortParam = z
  .string()
  .max(100)
  .optional()
  .superRefine((value, ctx) => {
    if (idSortDirection(value)) return;
    const parsed = projectSortParam.safeParse(value);
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message });
  })
  .describe(`${projectSortParam.description ?? ''}; id,asc або id,desc — за числовим id запису`);

export const projectSearchQuery = z.object({
  query: luceneQueryParam,
  page: pageParam,
  size: sizeParam(),
  sort: searchSortParam,
});

function sliceFromQuery(query: string | undefined) {
  try {
    return extractIdSlice(query);
  } catch (error) {
    if (error instanceof QueryError) throw new RestError(400, 'invalid_query', error.message);
    throw error;
  }
}

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
    'Сторінки нумеруються з 0; загальна кількість — у заголовку X-Total-Count, посилання на сторінки — у заголовку Link. ' +
    'Великий реєстр читають частинами за числовим id запису: query=typeKey:PROJECT AND id:>N (а також id:[a TO b], id:{a TO b}, * — без межі) і sort=id,asc.',
  query: projectSearchQuery,
  responses: {
    200: {
      description: 'Проєкти сторінки в конвертах {id, key, typeKey, name, data}',
      schema: z.array(projectListEnvelopeSchema),
      headers: pagingResponseHeaders,
    },
    ...limitedResponses,
  },
  example: {
    path: `/api/_search/xm-entities?query=${encodeURIComponent(luceneQueryExample)}&page=0&size=2&sort=projectSum,desc`,
  },
  handler: async ({ db, url, query }) => {
    const slice = sliceFromQuery(query.query);
    const criteria = criteriaFromQuery(slice.rest);
    const idOrder = idSortDirection(query.sort);
    if (slice.range || idOrder) {
      const found = await searchProjectsByRecordId(
        db,
        criteria,
        slice.range ?? {},
        query.page,
        query.size,
        idOrder ?? 'asc',
      );
      return {
        json: found.rows.map(({ recordId, ...row }) => projectEnvelope(row, recordId)),
        headers: pagingHeaders(url, query.page, query.size, found.total),
      };
    }
    const result = await searchProjects(db, {
      ...criteria,
      page: query.page + 1,
      pageSize: query.size,
      sort: projectSortParam.parse(query.sort) ?? defaultSort,
    });
    const ids = await projectRecordIds(
      db,
      result.rows.map((r) => r.projectId),
    );
    return {
      json: result.rows.map((row) => projectEnvelope(row, ids.get(row.projectId) ?? 0)),
      headers: pagingHeaders(url, query.page, query.size, result.total),
    };
  },
});

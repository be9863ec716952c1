import { z } from 'zod';
import { defaultSort } from '../../lib/projectQuery';
import { settings } from '../../config/environment';
import { getLastUpdate } from '../../registry/projects/references';
import { projectListItemSchema } from '../../registry/schemas';
import { regionCode } from '../../lib/regions';
import { exportContentTypes, exportFormats } from '../../exports/exportStream';
import { openDataTable, projectExportResponse, REGIONS_FIELD } from '../../exports/projectExport';
import { dataPackage, dataPackageSchema } from '../../exports/datapackage';
import { DATAPACKAGE_PATH, EXPORT_PATH } from '../../lib/exportPaths';
import { corsHeaders } from '../../http/responses';
import { luceneQueryParam, projectSortParam } from '../params';
import { defineRoute } from '../route';
import { limitedResponses } from './limited';
import { criteriaFromQuery } from './search';

const tag = 'Відкриті дані';

const exportQuery = z.object({
  format: z.enum(exportFormats).default('csv').describe('Формат: csv, json або xlsx'),
  query: luceneQueryParam,
  sort: projectSortParam,
});

export const exportRoute = defineRoute({
  method: 'get',
  path: EXPORT_PATH,
  tag,
  summary: 'Вивантаження реєстру (відкриті дані)',
  description:
    'Увесь реєстр або відфільтрований тим самим параметром query, що й пошук, потоком. ' +
    'CSV і JSON мають назви полів (опис — у datapackage.json), XLSX — українські заголовки стовпців. ' +
    'Кількість рядків — у заголовку X-Total-Count.',
  query: exportQuery,
  responses: {
    200: {
      description: 'Файл з рядками списку проєктів',
      contentTypes: Object.values(exportContentTypes),
      jsonVariant: z
        .array(
          projectListItemSchema.extend({
            regions: z.array(regionCode).describe(REGIONS_FIELD.description),
          }),
        )
        .describe('format=json: масив рядків списку'),
      headers: {
        'X-Total-Count': 'Кількість рядків у файлі',
        'Content-Disposition': 'attachment; filename="ifi-projects.{format}"',
      },
    },
    ...limitedResponses,
  },
  handler: async ({ db, query }) => {
    const criteria = criteriaFromQuery(query.query);
    return projectExportResponse(db, {
      format: query.format,
      table: openDataTable,
      search: { ...criteria, sort: query.sort ?? defaultSort },
      fileName: { name: `ifi-projects.${query.format}` },
      headers: corsHeaders,
    });
  },
});

export const dataPackageRoute = defineRoute({
  method: 'get',
  path: DATAPACKAGE_PATH,
  tag,
  summary: 'Опис набору даних (Frictionless Data Package)',
  description:
    'datapackage.json: ресурси вивантаження (CSV, JSON, XLSX і файл IATI 2.03 у XML), схема таблиці з типами й українськими назвами полів, ліцензія CC BY 4.0.',
  responses: {
    200: {
      description: 'Дескриптор пакета даних (https://specs.frictionlessdata.io/data-package/)',
      schema: dataPackageSchema,
    },
  },
  example: { path: DATAPACKAGE_PATH },
  handler: async ({ db }) => ({
    json: dataPackage(settings().publicOrigin, await getLastUpdate(db)),
  }),
});

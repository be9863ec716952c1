import { z } from 'zod';
import { EXPORT_PATH, IATI_ACTIVITIES_PATH } from '../lib/exportPaths';
import { listFieldDocs, type FieldDoc } from '../lib/fieldDocs';
import { CONTENT_LICENCE } from '../lib/licences';
import { bareMediaType } from './mediaTypes';
import { REGIONS_FIELD } from './projectExport';

// Frictionless Data package descriptor of the registry export, the way Ukrainian open-data
// portals (data.gov.ua) publish datasets: one resource per format, one table schema built from
// the same field descriptions as the OpenAPI document. The descriptor's zod schema is the
// OpenAPI document's description of it and the type `dataPackage` must return, so the answer
// and its contract cannot drift apart (tests/integration/openApiContract.db.test.ts checks both).

const tableFieldSchema = z.object({
  name: z.string().describe('Назва поля (як у CSV і JSON)'),
  title: z.string().describe('Опис поля українською'),
  type: z.enum(['string', 'integer', 'number', 'boolean', 'date']).describe('Тип значення'),
  format: z.literal('default').optional().describe('Формат дати: РРРР-ММ-ДД'),
  constraints: z
    .object({ required: z.literal(true) })
    .optional()
    .describe('Поле завжди має значення'),
});

const tableSchemaSchema = z
  .object({
    fields: z.array(tableFieldSchema),
    primaryKey: z.array(z.string()).describe('Ключ рядка'),
  })
  .describe('Схема таблиці (Table Schema)');

const resourceSchema = z.object({
  profile: z.enum(['tabular-data-resource', 'data-resource']).describe('Профіль ресурсу'),
  name: z.string().describe('Ідентифікатор ресурсу'),
  title: z.string().describe('Назва ресурсу'),
  description: z.string().optional().describe('Опис ресурсу'),
  path: z.string().describe('Адреса файлу'),
  format: z.string().describe('Формат: csv, json, xlsx або xml'),
  mediatype: z.string().describe('Тип вмісту (MIME)'),
  encoding: z.literal('utf-8').optional().describe('Кодування тексту'),
  dialect: z
    .object({ delimiter: z.literal(','), header: z.literal(true) })
    .optional()
    .describe('Діалект CSV'),
  schema: tableSchemaSchema.optional(),
});

export const dataPackageSchema = z
  .object({
    profile: z.literal('tabular-data-package').describe('Профіль пакета'),
    name: z.string().describe('Ідентифікатор набору даних'),
    title: z.string().describe('Назва набору даних'),
    description: z.string().describe('Опис набору даних'),
    homepage: z.string().describe('Сторінка з описом API'),
    created: z
      .string()
      .optional()
      .describe('Останнє оновлення реєстру (ISO 8601); немає для порожнього реєстру'),
    licenses: z
      .array(z.object({ name: z.string(), title: z.string(), path: z.string() }))
      .describe('Ліцензія даних'),
    resources: z.array(resourceSchema).describe('Файли набору: CSV, JSON, XLSX, IATI XML'),
  })
  .describe('Дескриптор пакета даних (Frictionless Data Package)');

export type DataPackage = z.infer<typeof dataPackageSchema>;

const tableField = (f: FieldDoc): z.infer<typeof tableFieldSchema> => ({
  name: f.name,
  title: f.description,
  type: f.type,
  ...(f.type === 'date' ? { format: 'default' } : {}),
  ...(f.nullable ? {} : { constraints: { required: true } }),
});

export function dataPackage(origin: string, lastUpdate: string | null): DataPackage {
  const schema = {
    fields: [
      ...listFieldDocs.map(tableField),
      // The regions column the export ends with (projectExport.ts).
      { name: REGIONS_FIELD.name, title: REGIONS_FIELD.description, type: 'string' as const },
    ],
    primaryKey: ['projectId'],
  };
  const url = (format: string) => `${origin}${EXPORT_PATH}?format=${format}`;
  return {
    profile: 'tabular-data-package',
    name: 'ifi-projects-registry',
    title: 'Реєстр проєктів, що фінансуються міжнародними фінансовими організаціями',
    description:
      'Перелік проєктів МФО в Україні: назва, стан, галузь, кредитор, бенефіціар, сума, відповідальний виконавець, мета, дати угоди. ' +
      'Фільтрований набір: додайте до адреси ресурсу параметр query (синтаксис Lucene, див. /api).',
    homepage: `${origin}/api`,
    // The registry's last update, as the ISO 8601 date-time Frictionless asks for.
    created: lastUpdate ? `${lastUpdate}T00:00:00Z` : undefined,
    licenses: [
      {
        name: CONTENT_LICENCE.spdx,
        title: CONTENT_LICENCE.title,
        path: CONTENT_LICENCE.url,
      },
    ],
    resources: [
      {
        profile: 'tabular-data-resource',
        name: 'projects-csv',
        title: 'Проєкти (CSV)',
        path: url('csv'),
        format: 'csv',
        mediatype: bareMediaType('csv'),
        encoding: 'utf-8',
        dialect: { delimiter: ',', header: true },
        schema,
      },
      {
        profile: 'data-resource',
        name: 'projects-json',
        title: 'Проєкти (JSON, масив записів)',
        path: url('json'),
        format: 'json',
        mediatype: bareMediaType('json'),
        encoding: 'utf-8',
        schema,
      },
      {
        profile: 'data-resource',
        name: 'projects-xlsx',
        title: 'Проєкти (Excel, заголовки стовпців українською)',
        path: url('xlsx'),
        format: 'xlsx',
        mediatype: bareMediaType('xlsx'),
      },
      {
        profile: 'data-resource',
        name: 'projects-iati',
        title: 'Проєкти у стандарті IATI 2.03 (XML)',
        description:
          'Записи iati-activity стандарту International Aid Transparency Initiative (звітна організація — ' +
          'Міністерство фінансів України, UA-EDR-00013480; суми в гривнях). Фільтрується тими самими ' +
          'параметрами, що й список /projects (не query).',
        path: `${origin}${IATI_ACTIVITIES_PATH}`,
        format: 'xml',
        mediatype: 'application/xml',
        encoding: 'utf-8',
      },
    ],
  };
}

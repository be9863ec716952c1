import { IATI_ACTIVITIES_PATH } from '../exports/iati/paths';
import { listFieldDocs, type FieldDoc } from '../lib/fieldDocs';
import { bareMediaType } from './mediaTypes';

// Frictionless Data package descriptor of the registry export, the way Ukrainian open-data
// portals (data.gov.ua) publish datasets: one resource per format, one table schema built from
// the same field descriptions as the OpenAPI document.

export const EXPORT_PATH = '/api/xm-entities/export/';
export const DATAPACKAGE_PATH = '/api/xm-entities/export/datapackage.json';

const tableField = (f: FieldDoc) => ({
  name: f.name,
  title: f.description,
  type: f.type,
  ...(f.type === 'date' ? { format: 'default' } : {}),
  ...(f.nullable ? {} : { constraints: { required: true } }),
});

export function dataPackage(origin: string, lastUpdate: string | null) {
  const schema = { fields: listFieldDocs.map(tableField), primaryKey: ['projectId'] };
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
        name: 'CC-BY-4.0',
        title: 'Creative Commons Attribution 4.0',
        path: 'https://creativecommons.org/licenses/by/4.0/',
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

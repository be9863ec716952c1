import { catalogueField, listColumnNames } from '../lib/projectFieldCatalogue';
import { contentDisposition } from './contentDisposition';
import {
  exportCells,
  exportHeaders,
  projectListFileName,
  PROJECT_LINK_HEADER,
  REGIONS_HEADER,
} from './projectCells';
import type { ProjectSort, SearchCriteria } from '../lib/projectQuery';
import type { Registry } from '../registry/database/db';
import { exportProjects } from '../registry/projects/projects';
import type { ProjectWithRegions } from '../registry/places/withRegions';
import { listFieldDocs } from '../lib/fieldDocs';
import {
  exportBody,
  exportContentTypes,
  type ExportFormat,
  type ExportTable,
} from './exportStream';

// The registry list's two kinds of download, one path: the list's files for people
// (/api/projects/export.csv|xlsx: labels, formatted dates, amounts with 2 decimals, a link to
// each project) and the open-data export (/api/xm-entities/export/: field names, values as
// stored, JSON too). Both send the number of rows in X-Total-Count before the first row.

const AMOUNT_FORMAT = '#,##0.00';

// The regions each project is placed in (registry/places), last in every file.
export const REGIONS_FIELD = {
  name: 'regions',
  description: 'Області, названі в тексті проєкту: коди ISO 3166-2 через «;» (JSON — список)',
} as const;
// Widths of the people's workbook, by kind of column: long free text is wider.
const widthOf = (name: string) =>
  name === 'projectName' || name === 'projectPurpose' ? 50 : name === 'beneficiar' ? 40 : 24;

const peopleColumns = [
  ...listColumnNames.map((name, i) => {
    const amount = catalogueField(name).kind === 'amount';
    const header = exportHeaders[i]!;
    return {
      csvHeader: header,
      sheetHeader: header,
      width: widthOf(name),
      ...(amount ? { numFmt: AMOUNT_FORMAT } : {}),
    };
  }),
  { csvHeader: PROJECT_LINK_HEADER, sheetHeader: PROJECT_LINK_HEADER, width: 40, link: true },
  { csvHeader: REGIONS_HEADER, sheetHeader: REGIONS_HEADER, width: 40 },
];

/** The list's files, as people open them in a spreadsheet; links start with `origin`. */
export const peopleTable = (origin: string): ExportTable<ProjectWithRegions> => ({
  columns: peopleColumns,
  cells: (row) => exportCells(row, origin),
  csv: { bom: true, recordDelimiter: 'windows', decimals: 2 },
  sheet: { name: 'Проєкти МФО', styled: true },
});

/**
 * Open data: CSV and JSON carry the field names (for programs; datapackage.json describes them),
 * XLSX carries the Ukrainian descriptions (for people opening it in a spreadsheet).
 */
export const openDataTable: ExportTable<ProjectWithRegions> = {
  columns: [
    ...listFieldDocs.map((f) => ({ csvHeader: f.name, sheetHeader: f.description })),
    { csvHeader: REGIONS_FIELD.name, sheetHeader: REGIONS_FIELD.description },
  ],
  cells: (row) => [
    ...listFieldDocs.map((f) => {
      const value = row[f.name as keyof ProjectWithRegions];
      return typeof value === 'boolean' || Array.isArray(value) ? String(value) : value;
    }),
    row.regions.join(';'),
  ],
  json: (row) => row,
  csv: { bom: false, recordDelimiter: 'unix' },
  sheet: { name: 'Проєкти', styled: false },
};

export interface ProjectExportRequest {
  format: ExportFormat;
  table: ExportTable<ProjectWithRegions>;
  search: SearchCriteria & { sort: ProjectSort };
  /** The file's name, and the ASCII base old clients get when it is not plain ASCII. */
  fileName: { name: string; fallbackBase?: string };
  headers?: Record<string, string>;
}

/** A download of every row of a search: total first, then the rows as the client reads them. */
export async function projectExportResponse(
  db: Registry,
  request: ProjectExportRequest,
): Promise<Response> {
  // One prepared search gives the exact total and the batches (one read of the ordered keys).
  const { total, batches } = await exportProjects(db, request.search);
  const body = exportBody(request.format, request.table, batches);
  return new Response(body, {
    headers: {
      'content-type': exportContentTypes[request.format],
      'content-disposition': contentDisposition(
        request.fileName.name,
        request.fileName.fallbackBase,
      ),
      'x-total-count': String(total),
      ...request.headers,
    },
  });
}

/** The list's download in `format`, named with today's date. */
export function peopleExport(
  db: Registry,
  format: 'csv' | 'xlsx',
  search: ProjectExportRequest['search'],
  origin: string,
): Promise<Response> {
  return projectExportResponse(db, {
    format,
    table: peopleTable(origin),
    search,
    fileName: projectListFileName(format, new Date().toISOString().slice(0, 10)),
    headers: {
      'cache-control': 'no-store',
      ...(format === 'csv' ? { 'content-type': `${exportContentTypes.csv}; header=present` } : {}),
    },
  });
}

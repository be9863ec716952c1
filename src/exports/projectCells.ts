import { CURRENCY_UAH, formatDate } from '../lib/format';
import {
  catalogueField,
  fieldLabel,
  listColumnNames,
  type FieldValues,
  type ListColumnName,
  type ProjectFieldName,
} from '../lib/projectFieldCatalogue';
import { regionName, type RegionCode } from '../lib/regions';
import { projectPath } from '../lib/routes';

// What the list's downloads (/api/projects/export.csv|xlsx) hold: the table's columns with their
// catalogue labels, names instead of ids, dates DD.MM.YYYY, amounts as numbers with 2 decimals,
// and a link to each project's page. Pure data: the streaming lives in server/exportStream.ts.

export type ExportCell = string | number | null;

/** One list row as the people's export reads it, with its regions. */
export type ExportRow = FieldValues<'projectId' | ListColumnName> & {
  regions?: readonly RegionCode[];
};

const isAmount = (name: ProjectFieldName) => catalogueField(name).kind === 'amount';
const isDate = (name: ProjectFieldName) => catalogueField(name).kind === 'date';

export const PROJECT_LINK_HEADER = 'Сторінка проєкту';
/** The regions the project's text names (registry/places), by name. */
export const REGIONS_HEADER = 'Області (за текстом проєкту)';

export const exportHeaders: readonly string[] = [
  ...listColumnNames.map((name) =>
    isAmount(name) ? `${fieldLabel(name)}, ${CURRENCY_UAH}` : fieldLabel(name),
  ),
  PROJECT_LINK_HEADER,
  REGIONS_HEADER,
];

function exportCell(name: ProjectFieldName, value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (isAmount(name)) return Math.round(Number(value) * 100) / 100;
  if (isDate(name)) return formatDate(String(value));
  return String(value);
}

export function exportCells(row: ExportRow, origin: string): ExportCell[] {
  return [
    ...listColumnNames.map((name) => exportCell(name, row[name])),
    `${origin}${projectPath(row.projectId)}`,
    (row.regions ?? []).map(regionName).join('; '),
  ];
}

// Spreadsheets run text starting with = + - @ as a formula; a leading apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The list's download name: the Ukrainian name, dated, and its ASCII fallback. */
export function projectListFileName(extension: 'csv' | 'xlsx', today: string) {
  return { name: `проєкти-МФО-${today}.${extension}`, fallbackBase: `projects-${today}` };
}

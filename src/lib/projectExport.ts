import { formatDate } from './format';
import { projectPath } from './routes';

// Exports of the registry list (CSV, XLSX): the same columns as the table, with human labels
// (names, not ids), dates DD.MM.YYYY, amounts as numbers with 2 decimals, and a link to each
// project's page.

export interface ExportRow {
  projectId: string;
  projectName: string;
  projectStateName: string;
  projectFieldName: string;
  creditorName: string;
  beneficiar: string | null;
  projectSum: number | null;
  responsibleExecutorName: string | null;
  projectPurpose: string | null;
  creditDateBegin: string | null;
  agreementEffective: string | null;
}

export const exportHeaders = [
  'Назва проєкту',
  'Стан',
  'Галузь',
  'Кредитор (МФО)',
  'Бенефіціар',
  'Сума проєкту, грн.',
  'Відповідальний виконавець',
  'Мета проєкту',
  'Дата підписання угоди',
  'Дата набрання чинності',
  'Сторінка проєкту',
] as const;

export type ExportCell = string | number | null;

export function exportCells(row: ExportRow, origin: string): ExportCell[] {
  return [
    row.projectName,
    row.projectStateName,
    row.projectFieldName,
    row.creditorName,
    row.beneficiar,
    row.projectSum === null ? null : Math.round(row.projectSum * 100) / 100,
    row.responsibleExecutorName,
    row.projectPurpose,
    formatDate(row.creditDateBegin),
    formatDate(row.agreementEffective),
    `${origin}${projectPath(row.projectId)}`,
  ];
}

// Spreadsheets run text starting with = + - @ as a formula; a leading apostrophe keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted when it holds a comma, quote or line break; quotes doubled. */
export function csvField(value: ExportCell): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? value.toFixed(2) : safeText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF terminator (RFC 4180). */
export function csvLine(cells: readonly ExportCell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}

/** Excel needs the byte-order mark to read UTF-8 (Ukrainian text) from a CSV file. */
export const UTF8_BOM = '\uFEFF';

/** `attachment` with an ASCII fallback and the Ukrainian name (RFC 6266 / 5987). */
export function contentDisposition(extension: 'csv' | 'xlsx', today: string): string {
  const ascii = `projects-${today}.${extension}`;
  const ukrainian = `проєкти-МФО-${today}.${extension}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(ukrainian)}`;
}

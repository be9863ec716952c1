import { formatAmount, formatDate } from './format';
import {
  catalogueField,
  projectFieldCatalogue,
  type CatalogueField,
  type ProjectFieldName,
} from './projectFieldCatalogue';

// What the change history records about a project, and how a change reads: the rules of the
// diff (which fields, when two values are the same) and the Ukrainian texts of pages and feeds.
// Pure, so the sync, the demo generator, the pages and the feeds agree, and tests read as rules.

/**
 * The fields a change can name: every published field of the catalogue, with the names of the
 * state, industry, creditor and executor (as they were then) instead of their ids; not the
 * project id (the key) nor the record's service timestamp (it moves on every edit).
 */
export type TrackedField = Exclude<
  CatalogueField,
  { kind: 'reference' } | { name: 'projectId' } | { part: 'service' }
>['name'];

const isTracked = (f: CatalogueField): boolean =>
  f.kind !== 'reference' && f.name !== 'projectId' && f.part !== 'service';

/** In catalogue (page) order. */
export const trackedFields: readonly TrackedField[] = projectFieldCatalogue
  .filter(isTracked)
  .map((f) => f.name as TrackedField);

const trackedOrder = new Map<string, number>(trackedFields.map((name, i) => [name, i]));

export const isTrackedField = (name: string): name is TrackedField => trackedOrder.has(name);

/** A value as the history keeps it: amounts are numbers, dates ISO text, flags booleans. */
export type ChangeValue = string | number | boolean | null;

export type TrackedValues = Record<TrackedField, ChangeValue>;

export type ChangeKind = 'added' | 'changed' | 'removed';

export interface FieldChange {
  field: TrackedField;
  was: ChangeValue;
  became: ChangeValue;
}

/** Empty text is no value, as on the project page (a dash). */
const normalise = (value: ChangeValue): ChangeValue =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** Two stored values are the same value (amounts exactly: they come from the same source). */
export function sameValue(a: ChangeValue, b: ChangeValue): boolean {
  return normalise(a) === normalise(b);
}

/** The fields whose value differs, in page order. */
export function diffValues(before: TrackedValues, after: TrackedValues): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of trackedFields) {
    const was = normalise(before[field]);
    const became = normalise(after[field]);
    if (!sameValue(was, became)) out.push({ field, was, became });
  }
  return out;
}

/** A field's place on the project page (unknown names last). */
export const fieldRank = (field: string): number => trackedOrder.get(field) ?? trackedFields.length;

/** Field changes in page order (as stored they come in key order). */
export function inPageOrder<T extends { field: string }>(changes: T[]): T[] {
  return [...changes].sort((a, b) => fieldRank(a.field) - fieldRank(b.field));
}

/** A stored cell (numbers, 0/1 flags, text) typed by the field's catalogue kind. */
export function typedValue(field: TrackedField, value: unknown): ChangeValue {
  if (value === null || value === undefined) return null;
  switch (catalogueField(field).kind) {
    case 'amount':
      return typeof value === 'number' ? value : Number(value);
    case 'boolean':
      return value === true || value === 1 || value === '1';
    default:
      return String(value);
  }
}

/** The one Ukrainian label of a tracked field (the catalogue's). */
export const changeFieldLabel = (field: TrackedField): string =>
  catalogueField(field as ProjectFieldName).label;

/** A value as the project page shows it ('1 234.56 грн.', DD.MM.YYYY, Так/Ні); null: none. */
export function changeValueText(field: TrackedField, value: ChangeValue): string | null {
  if (value === null) return null;
  switch (catalogueField(field).kind) {
    case 'amount':
      return typeof value === 'number' ? formatAmount(value) : null;
    case 'date':
      return typeof value === 'string' ? (formatDate(value) ?? value) : null;
    case 'boolean':
      return value === true ? 'Так' : 'Ні';
    default: {
      const text = String(value).trim();
      return text === '' ? null : text;
    }
  }
}

export const changeKindText: Record<ChangeKind, string> = {
  added: 'Проєкт додано до реєстру',
  changed: 'Змінено',
  removed: 'Проєкт вилучено з реєстру',
};

/** Feeds quote a long text's start only; the page has the whole of it. */
const FEED_VALUE_CHARS = 160;

function quoted(field: TrackedField, value: ChangeValue): string {
  const text = changeValueText(field, value) ?? '—';
  return text.length > FEED_VALUE_CHARS ? `${text.slice(0, FEED_VALUE_CHARS - 1)}…` : text;
}

/** One line per field: «Сума проєкту: 1 000.00 грн. → 1 200.00 грн.». */
export function fieldChangeLine(change: FieldChange): string {
  return `${changeFieldLabel(change.field)}: ${quoted(change.field, change.was)} → ${quoted(change.field, change.became)}`;
}

/** The title of a feed entry: the project and what happened to it. */
export function changeTitle(entry: {
  kind: ChangeKind;
  projectName: string;
  fields: readonly FieldChange[];
}): string {
  const lower = (text: string) => text.charAt(0).toLocaleLowerCase('uk') + text.slice(1);
  if (entry.kind !== 'changed')
    return `${entry.projectName} — ${lower(changeKindText[entry.kind])}`;
  const labels = entry.fields.map((f) => lower(changeFieldLabel(f.field)));
  const shown = labels.slice(0, 3).join(', ');
  const more = labels.length > 3 ? ` та ще ${labels.length - 3}` : '';
  return `${entry.projectName} — змінено: ${shown}${more}`;
}

/** The summary of a feed entry: what happened, and each changed field old → new. */
export function changeSummary(entry: { kind: ChangeKind; fields: readonly FieldChange[] }): string {
  const text =
    entry.kind === 'changed'
      ? entry.fields.map(fieldChangeLine).join('; ')
      : changeKindText[entry.kind];
  // Amounts already end with «грн.»: one full stop.
  return text.endsWith('.') ? text : `${text}.`;
}

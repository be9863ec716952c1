import { formatAmount, formatDate } from './format';
import {
  catalogueField,
  projectFieldCatalogue,
  type CatalogueField,
  type ProjectFieldKind,
  type ProjectFieldName,
  type ProjectSectionId,
} from './projectFieldCatalogue';

// The rows of the project page's field sections and how each value is shown, from the
// field catalogue (labels, sections, display kinds).

/** One row of a page section: a catalogue field, or the implementation period (two dates). */
export interface ProjectFieldDefinition {
  key: string;
  label: string;
  section: ProjectSectionId;
  kind: ProjectFieldKind;
}

// Spec §3 lists "projectDate (implementation period)" among the main fields: the page shows
// projectDateFrom–projectDateTo as one row, after the executor's sum.
const periodRow: ProjectFieldDefinition = {
  key: 'projectDate',
  label: 'Період реалізації',
  section: 'main',
  kind: 'period',
};

const pageRow = (f: CatalogueField, section: ProjectSectionId): ProjectFieldDefinition => ({
  key: f.name,
  label: f.label,
  section,
  kind: f.kind,
});

/** The rows of every page section, in page order (spec §3). */
export const projectFields: readonly ProjectFieldDefinition[] = (() => {
  const rows: ProjectFieldDefinition[] = [];
  const mainOrder: ProjectFieldName[] = [
    'projectName',
    'projectStateName',
    'projectFieldName',
    'projectPurpose',
    'creditorName',
    'initiator',
    'beneficiar',
    'responsibleExecutorName',
    'projectSum',
  ];
  for (const name of mainOrder) rows.push(pageRow(catalogueField(name), 'main'));
  rows.push(periodRow);
  for (const f of projectFieldCatalogue) {
    if (f.section && !(f.section === 'main' && mainOrder.includes(f.name))) {
      rows.push(pageRow(f, f.section));
    }
  }
  return rows;
})();

export const fieldsOfSection = (section: ProjectSectionId): ProjectFieldDefinition[] =>
  projectFields.filter((f) => f.section === section);

/** A shown value: text (null when unknown, shown as a dash) and, for links, the address. */
export interface FieldDisplay {
  text: string | null;
  href?: string;
}

type ProjectRecord = Record<string, unknown>;

const asText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
};

/** Only http(s) addresses become links: registry data must never inject `javascript:` URLs. */
export function safeHref(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function formatPeriod(from: unknown, to: unknown): string | null {
  const start = formatDate(asText(from));
  const end = formatDate(asText(to));
  if (!start && !end) return null;
  return `${start ?? '—'} – ${end ?? '—'}`;
}

/** The display value of one field of a project record (the registry's Project). */
export function displayField(project: ProjectRecord, field: ProjectFieldDefinition): FieldDisplay {
  const value = project[field.key];
  switch (field.kind) {
    case 'amount':
      return { text: typeof value === 'number' ? formatAmount(value) : null };
    case 'date':
      return { text: formatDate(asText(value)) };
    case 'boolean':
      if (value === null || value === undefined) return { text: null };
      return { text: value === true || value === 1 ? 'Так' : 'Ні' };
    case 'period':
      return { text: formatPeriod(project.projectDateFrom, project.projectDateTo) };
    case 'link': {
      const text = asText(value);
      const href = text ? safeHref(text) : undefined;
      return href ? { text, href } : { text };
    }
    case 'text':
    case 'reference':
      return { text: asText(value) };
  }
}

import { z } from 'zod';
import { projectFieldCatalogue, type ProjectFieldKind } from '../lib/projectFieldCatalogue';
import { projectIdSchema } from '../lib/projectId';
import type { NewProjectRow } from '../registry/database/dbTypes';
import type { StatRow } from '../registry/sync/registryReplace';
import { RecordError } from './errors';
import type { ReferenceBook } from './referenceBook';
import { readAmount, readBoolean, readDate, readId, readText, readUrl } from './values';

// One project envelope of the registry → a row of `projects` plus its attachments, or a
// RecordError. Field names are spec §3's; the list columns' capitalised names are aliases.

export const attachmentSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  name: z.string().max(1000).optional(),
  contentUrl: z.string().max(2000),
  valueContentType: z.string().max(200).optional(),
  valueContentSize: z.union([z.number(), z.string()]).optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const envelopeSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  key: z.string().max(200).optional(),
  typeKey: z.string().max(200).optional(),
  name: z.string().optional(),
  updateDate: z.string().max(100).optional(),
  data: z.record(z.string(), z.unknown()),
  attachments: z.array(z.unknown()).max(1000).optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

const ALIASES: Record<string, string> = {
  ProjectName: 'projectName',
  ProjectStateName: 'projectStateName',
  ProjectFieldName: 'projectFieldName',
  CreditorName: 'creditorName',
  Beneficiar: 'beneficiar',
  ProjectAmount: 'projectSum',
  ResponsibleExecutorName: 'responsibleExecutorName',
  ProjectPurpose: 'projectPurpose',
};

// Columns read with their own rules in projectRow (required, resolved through the reference
// book, or from the envelope); every other stored field of the catalogue is read by its kind.
const OWN_RULES = new Set<string>([
  'projectId',
  'projectName',
  'projectStateId',
  'projectFieldId',
  'creditorId',
  'responsibleExecutorId',
  'updatedAt',
]);

const readByKind: Partial<Record<ProjectFieldKind, (value: unknown, field: string) => unknown>> = {
  text: readText,
  amount: readAmount,
  date: readDate,
  link: readUrl,
  boolean: (value, field) => (readBoolean(value, field) ? 1 : 0),
};

const dataFields = projectFieldCatalogue.flatMap((f) => {
  const read = readByKind[f.kind];
  if (f.storage !== 'column' || OWN_RULES.has(f.name)) return [];
  if (!read) throw new Error(`projectRecord: no reader for ${f.name} (${f.kind})`);
  return [{ name: f.name, read }];
});

export function withAliases(data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const [alias, name] of Object.entries(ALIASES)) {
    if (out[name] === undefined && out[alias] !== undefined) out[name] = out[alias];
  }
  return out;
}

const KEY_PREFIX = 'PROJECT-';

/** The projectId of an envelope (from `data`, else from the key), or null. */
export function envelopeProjectId(envelope: { key?: string; data: Record<string, unknown> }) {
  const own = envelope.data.projectId;
  const raw =
    typeof own === 'string' || typeof own === 'number'
      ? String(own)
      : envelope.key?.startsWith(KEY_PREFIX)
        ? envelope.key.slice(KEY_PREFIX.length)
        : null;
  if (raw === null) return null;
  const parsed = projectIdSchema.safeParse(raw);
  if (!parsed.success) throw new RecordError(`projectId «${raw.slice(0, 40)}»: not a valid id`);
  return parsed.data;
}

export function projectRow(envelope: Envelope, refs: ReferenceBook, now: string): NewProjectRow {
  const data = withAliases(envelope.data);
  const projectId = envelopeProjectId(envelope);
  if (!projectId) throw new RecordError('no projectId');
  const projectName = readText(data.projectName, 'projectName', 2000);
  if (!projectName) throw new RecordError('no projectName');
  const reference = (
    kind: Parameters<ReferenceBook['resolve']>[0],
    idField: string,
    nameField: string,
  ) =>
    refs.resolve(kind, readId(data[idField], idField), readText(data[nameField], nameField, 1000));
  const projectStateId = reference('state', 'projectStateId', 'projectStateName');
  const projectFieldId = reference('field', 'projectFieldId', 'projectFieldName');
  const creditorId = reference('creditor', 'creditorId', 'creditorName');
  if (projectStateId === null) throw new RecordError('no project state');
  if (projectFieldId === null) throw new RecordError('no project field');
  if (creditorId === null) throw new RecordError('no creditor');

  const row: Record<string, unknown> = {
    projectId,
    projectName,
    projectStateId,
    projectFieldId,
    creditorId,
    responsibleExecutorId: reference(
      'executor',
      'responsibleExecutorId',
      'responsibleExecutorName',
    ),
    updatedAt: readText(envelope.updateDate, 'updateDate', 100) ?? now,
  };
  for (const { name, read } of dataFields) row[name] = read(data[name], name);
  return row as unknown as NewProjectRow;
}

/** The attachments of an envelope; a malformed one makes the record invalid. */
export function projectAttachments(envelope: Envelope): Attachment[] {
  return (envelope.attachments ?? []).map((raw) => {
    const parsed = attachmentSchema.safeParse(raw);
    if (!parsed.success) throw new RecordError('malformed attachment');
    return parsed.data;
  });
}

const statItemSchema = z.object({ period: z.union([z.string().max(50), z.number()]) }).loose();

/** Cost dynamics items; absent amounts count as 0 (the chart shows a period without money). */
export function statRows(projectId: string, items: unknown): StatRow[] {
  if (items === undefined || items === null) return [];
  if (!Array.isArray(items) || items.length > 1000)
    throw new RecordError('cost dynamics: not a list');
  return items.map((raw) => {
    const parsed = statItemSchema.safeParse(raw);
    if (!parsed.success) throw new RecordError('cost dynamics: item without period');
    const item = parsed.data as Record<string, unknown>;
    return {
      projectId,
      period: String(item.period).trim(),
      amount: readAmount(item.amount, 'cost dynamics amount') ?? 0,
      usedAmount: readAmount(item.usedAmount, 'cost dynamics usedAmount') ?? 0,
    };
  });
}

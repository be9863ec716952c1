import { z } from 'zod';
import { trackedFields, type TrackedField } from '../../lib/projectChanges';

// Domain schemas of the change history, as the JSON API, tRPC and the OpenAPI document publish
// them (TypeScript types are z.infer of these). Descriptions are for developers, in Ukrainian.

export const changeValueSchema = z
  .union([z.string(), z.number(), z.boolean(), z.null()])
  .describe(
    'Значення поля: сума — число (грн), дата — рядок РРРР-ММ-ДД, ознака — true/false, інше — текст; null — значення не було',
  );

export const fieldChangeSchema = z.object({
  field: z
    .enum(trackedFields as unknown as [TrackedField, ...TrackedField[]])
    .describe('Поле проєкту (назви — як у записі проєкту, див. /api)'),
  label: z.string().describe('Назва поля українською'),
  was: changeValueSchema,
  became: changeValueSchema,
});
export type FieldChangeItem = z.infer<typeof fieldChangeSchema>;

export const changeKindSchema = z
  .enum(['added', 'changed', 'removed'])
  .describe('added — проєкт додано, changed — змінено поля, removed — проєкт вилучено з реєстру');

export const changeEntrySchema = z.object({
  revisionId: z.number().int().describe('Номер оновлення реєстру (зростає з кожним оновленням)'),
  recordedAt: z.string().describe('Час оновлення, ISO 8601 (UTC)'),
  recordedOn: z.string().meta({ format: 'date' }).describe('Дата оновлення за київським часом'),
  projectId: z.string().describe('Ідентифікатор проєкту'),
  projectName: z
    .string()
    .describe('Назва проєкту після оновлення (вилученого — остання назва в реєстрі)'),
  kind: changeKindSchema,
  inRegistry: z.boolean().describe('Чи є проєкт у реєстрі зараз'),
  fields: z
    .array(fieldChangeSchema)
    .describe('Змінені поля: було → стало (порожньо, якщо не changed)'),
});
export type ChangeEntry = z.infer<typeof changeEntrySchema>;

export const changePageSchema = z.object({
  entries: z.array(changeEntrySchema),
  total: z
    .number()
    .int()
    .describe(
      'Скільки змін (проєкт в одному оновленні — одна зміна); з фільтрами — не більше 2 000',
    ),
  capped: z.boolean().describe('true: з фільтрами знайдено понад 2 000 змін, показано найновіші'),
  page: z.number().int().describe('Номер сторінки, з 1'),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type ChangePage = z.infer<typeof changePageSchema>;

/** One row of a project page's history: a changed field, or the project added or removed. */
export interface ProjectHistoryRow {
  revisionId: number;
  recordedAt: string;
  recordedOn: string;
  kind: ChangeEntry['kind'];
  /** null for an added or removed project. */
  change: FieldChangeItem | null;
}

import { z } from 'zod';
import {
  eventTypeSchema,
  glossaryWordSchema,
  newsItemSchema,
  projectListItemSchema,
  projectSchema,
  type EventType,
  type GlossaryWord,
  type NewsItem,
  type Project,
  type ProjectDocument,
  type ProjectListItem,
} from '../registry/schemas';

// XM-style envelopes `{id, key, typeKey, name, data}` of the registry service (spec §7), so that
// its existing clients keep working. The data inside is the portal's own zod-described records.

export const PROJECT_ID_PREFIX = 'PROJECT-';
export const EVENT_TYPES_KEY = 'CONFIGURATIONS.PROJECT_EVENT_TYPES';

const envelope = <T extends z.ZodType>(typeKey: string, id: z.ZodType, data: T, name: string) =>
  z.object({
    id: id,
    key: z.string().describe('Ключ запису'),
    typeKey: z.literal(typeKey).describe('Тип запису'),
    name: z.string().describe(name),
    data,
  });

// As in the registry service (XmEntityDto): `id` is the record's number, `key` is
// PROJECT-{projectId}. Slices of the id (`id:[a TO b]`, `id:>N`) read a large registry.
const projectRecordId = z
  .number()
  .int()
  .describe('Числовий ідентифікатор запису (для зрізів запиту id:[a TO b], id:>N)');

export const attachmentSchema = z.object({
  id: z.number().int().describe('Ідентифікатор документа'),
  name: z.string().describe('Назва документа'),
  contentUrl: z.string().describe('Адреса файлу: /api/public/files/{id}/{файл}'),
  valueContentType: z.string().describe('Тип вмісту (MIME)'),
  valueContentSize: z.number().int().describe('Розмір файлу, байт'),
});

export const projectListEnvelopeSchema = envelope(
  'PROJECT',
  projectRecordId,
  projectListItemSchema,
  'Назва проєкту',
).describe('Проєкт у списку');
export const projectEnvelopeSchema = envelope(
  'PROJECT',
  projectRecordId,
  projectSchema,
  'Назва проєкту',
)
  .extend({ attachments: z.array(attachmentSchema).describe('Документи проєкту') })
  .describe('Проєкт з усіма полями');
export const newsEnvelopeSchema = envelope(
  'NEWS',
  z.number().int().describe('Ідентифікатор новини'),
  newsItemSchema.omit({ id: true, key: true }),
  'Заголовок новини',
).describe('Новина');
export const glossaryEnvelopeSchema = envelope(
  'GLOSSARY',
  z.string().describe('Код терміна'),
  glossaryWordSchema.omit({ code: true, name: true }),
  'Назва терміна',
).describe('Термін глосарія');
export const eventTypeEnvelopeSchema = envelope(
  EVENT_TYPES_KEY,
  z.number().int().describe('Ідентифікатор типу події'),
  eventTypeSchema.omit({ id: true }),
  'Назва типу події',
).describe('Тип події проєкту');

export const entityEnvelopeSchema = z
  .union([projectEnvelopeSchema, glossaryEnvelopeSchema])
  .describe('Запис реєстру: проєкт (id = PROJECT-{projectId}) або термін глосарія (id = код)');

type Envelope<D> = { id: string | number; key: string; typeKey: string; name: string; data: D };

export const projectRecordKey = (projectId: string) => `${PROJECT_ID_PREFIX}${projectId}`;

export function projectEnvelope<T extends ProjectListItem | Project>(
  project: T,
  recordId: number,
): Envelope<T> {
  const key = projectRecordKey(project.projectId);
  return { id: recordId, key, typeKey: 'PROJECT', name: project.projectName, data: project };
}

export function documentAttachment(doc: ProjectDocument): z.infer<typeof attachmentSchema> {
  return {
    id: doc.id,
    name: doc.title,
    contentUrl: `/api/public/files/${doc.id}/${encodeURIComponent(doc.fileName)}`,
    valueContentType: doc.contentType,
    valueContentSize: doc.size,
  };
}

export function newsEnvelope({
  id,
  key,
  ...data
}: NewsItem): Envelope<Omit<NewsItem, 'id' | 'key'>> {
  return { id, key, typeKey: 'NEWS', name: data.newsTitle, data };
}

export function glossaryEnvelope({ code, name, ...data }: GlossaryWord) {
  return { id: code, key: code, typeKey: 'GLOSSARY', name, data };
}

export function eventTypeEnvelope({ id, ...data }: EventType) {
  return { id, key: data.key, typeKey: EVENT_TYPES_KEY, name: data.name, data };
}

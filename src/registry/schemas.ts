import { z } from 'zod';
import { partShape } from '../lib/projectFieldCatalogue';
import { MAX_STATE_ID } from '../lib/statisticsQuery';

// Domain schemas of the registry (spec §3), declared once: TypeScript types are z.infer of
// these; routers, the REST face and the OpenAPI document reuse them. `.describe()` texts are the
// Ukrainian field descriptions published to developers. The project's own fields come from the
// field catalogue (lib/projectFieldCatalogue.ts).

// Described values: every field published to developers carries its Ukrainian description.
const integer = (description: string) => z.number().int().describe(description);
const decimal = (description: string) => z.number().describe(description);
const text = (description: string) => z.string().describe(description);

export const projectStateSchema = z.object({
  id: integer('Ідентифікатор стану'),
  name: text('Назва стану проєкту'),
});
export type ProjectState = z.infer<typeof projectStateSchema>;

export const projectFieldSchema = z.object({
  id: integer('Ідентифікатор галузі'),
  fieldNameUkr: text('Назва галузі українською'),
});
export type ProjectField = z.infer<typeof projectFieldSchema>;

export const creditorSchema = z.object({
  id: integer('Ідентифікатор кредитора (МФО)'),
  name: text('Повна назва кредитора'),
  shortName: text('Скорочена назва кредитора'),
});
export type Creditor = z.infer<typeof creditorSchema>;

export const responsibleExecutorSchema = z.object({
  id: integer('Ідентифікатор відповідального виконавця'),
  name: text('Назва відповідального виконавця'),
});
export type ResponsibleExecutor = z.infer<typeof responsibleExecutorSchema>;

export const eventTypeSchema = z.object({
  id: integer('Ідентифікатор типу події'),
  key: text('Код типу події'),
  name: text('Назва типу події'),
});
export type EventType = z.infer<typeof eventTypeSchema>;

/** One row of the registry list (spec §3 "Project list columns"). */
export const projectListItemSchema = z.object(partShape('list'));
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectMainInfoShape = partShape('main');
export const projectPreparationShape = partShape('preparation');
export const projectFinanceShape = partShape('finance');

export const projectSchema = projectListItemSchema.extend({
  ...projectMainInfoShape,
  ...projectPreparationShape,
  ...projectFinanceShape,
  ...partShape('service'),
});
export type Project = z.infer<typeof projectSchema>;

export const projectSearchResultSchema = z.object({
  rows: z.array(projectListItemSchema),
  total: integer('Кількість знайдених проєктів'),
  page: integer('Номер сторінки (з 1)'),
  pageSize: z.number().int(),
  pageCount: integer('Кількість сторінок'),
  suggestion: z
    .object({
      filter: z.enum(['projectName', 'beneficiary']).describe('Текстовий фільтр, який виправлено'),
      text: text('Виправлений текст пошуку, що знаходить проєкти'),
    })
    .optional()
    .describe('Лише коли нічого не знайдено: «Можливо, ви мали на увазі …»'),
});
export type ProjectSearchResult = z.infer<typeof projectSearchResultSchema>;

export const projectDocumentSchema = z.object({
  id: integer('Ідентифікатор документа'),
  projectId: text('Ідентифікатор проєкту'),
  title: text('Назва документа'),
  fileName: text("Ім'я файлу"),
  contentType: text('Тип вмісту (MIME)'),
  size: integer('Розмір файлу, байт'),
});
export type ProjectDocument = z.infer<typeof projectDocumentSchema>;

export const projectStatItemSchema = z.object({
  period: text('Період (рік)'),
  amount: decimal('Вартість проєкту на кінець періоду, грн'),
  usedAmount: decimal('Використано коштів на кінець періоду, грн'),
});
export type ProjectStatItem = z.infer<typeof projectStatItemSchema>;

export const newsItemSchema = z.object({
  id: integer('Ідентифікатор новини'),
  key: text('Ключ новини (сортування key,desc — від нових до старих)'),
  newsDate: text('Дата новини, РРРР-ММ-ДД'),
  newsTitle: text('Заголовок новини'),
  newsText: text('Текст новини (HTML)'),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsPageSchema = z.object({
  items: z.array(newsItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type NewsPage = z.infer<typeof newsPageSchema>;

export const glossaryReferenceSchema = z.object({
  title: text('Назва джерела'),
  url: text('Посилання'),
});
export const glossaryImageSchema = z.object({
  src: text('Адреса зображення'),
  alt: text('Текстовий опис зображення'),
});
export const glossaryEntrySchema = z.object({
  code: z.string().min(5).describe('Код терміна (не менше 5 символів)'),
  label: text('Назва терміна'),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

export const glossaryWordSchema = z.object({
  code: z.string().min(5).describe('Код терміна'),
  name: text('Назва терміна'),
  article: text('Стаття (абзаци розділені порожнім рядком)'),
  linkedArticles: z.array(glossaryEntrySchema).describe("Пов'язані терміни"),
  references: z.array(glossaryReferenceSchema).describe('Джерела'),
  images: z.array(glossaryImageSchema).describe('Зображення'),
});
export type GlossaryWord = z.infer<typeof glossaryWordSchema>;

export const regulatoryDocumentSchema = z.object({
  id: integer('Ідентифікатор документа'),
  kind: text('Вид акта (Закон, Постанова КМУ…)'),
  title: text('Назва акта'),
  number: text('Номер акта'),
  date: text('Дата прийняття, РРРР-ММ-ДД'),
  issuer: text('Орган, що видав акт'),
  url: text('Посилання на офіційний текст'),
});
export type RegulatoryDocument = z.infer<typeof regulatoryDocumentSchema>;

export const statisticsGroupSchema = z.object({
  id: z
    .union([z.number(), z.string()])
    .nullable()
    .describe('Ідентифікатор групи (або рік для періоду)'),
  name: text('Назва групи'),
  count: integer('Кількість проєктів'),
  amount: decimal('Загальна сума проєктів, грн'),
  creditAmount: decimal('Сума кредитів, грн'),
  usedAmount: decimal('Використано коштів, грн'),
});
export type StatisticsGroup = z.infer<typeof statisticsGroupSchema>;

/**
 * The input of every statistics grouping: an optional project state (spec §7 GROUP-BY-*:
 * "optional projectStateId"); unknown keys rejected. Shared by the RPC procedures and the REST
 * registry functions.
 */
export const statisticsInput = z
  .object({
    projectStateId: z
      .number()
      .int()
      .min(1)
      .max(MAX_STATE_ID)
      .optional()
      .describe('Ідентифікатор стану проєкту; без нього — усі стани'),
  })
  .strict()
  .default({});

export const registrySummarySchema = z.object({
  projectCount: integer('Кількість проєктів'),
  totalAmount: decimal('Загальна сума проєктів, грн'),
  creditorCount: integer('Кількість кредиторів з проєктами'),
  withoutExecutor: integer('Проєкти без відповідального виконавця'),
  byState: z
    .array(
      z.object({
        projectStateId: z.number().int(),
        name: z.string(),
        count: z.number().int(),
        amount: z.number(),
      }),
    )
    .describe('Проєкти за станами'),
  lastUpdate: z.string().nullable().describe('Дата останнього оновлення реєстру'),
});
export type RegistrySummary = z.infer<typeof registrySummarySchema>;

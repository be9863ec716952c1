import { z } from 'zod';
import { partShape } from '../lib/projectFieldCatalogue';

// Domain schemas of the registry (spec §3), declared once: TypeScript types are z.infer of
// these; routers, the REST face and the OpenAPI document reuse them. `.describe()` texts are the
// Ukrainian field descriptions published to developers. The project's own fields come from the
// field catalogue (lib/projectFieldCatalogue.ts).

export const projectStateSchema = z.object({
  id: z.number().int().describe('Ідентифікатор стану'),
  name: z.string().describe('Назва стану проєкту'),
});
export type ProjectState = z.infer<typeof projectStateSchema>;

export const projectFieldSchema = z.object({
  id: z.number().int().describe('Ідентифікатор галузі'),
  fieldNameUkr: z.string().describe('Назва галузі українською'),
});
export type ProjectField = z.infer<typeof projectFieldSchema>;

export const creditorSchema = z.object({
  id: z.number().int().describe('Ідентифікатор кредитора (МФО)'),
  name: z.string().describe('Повна назва кредитора'),
  shortName: z.string().describe('Скорочена назва кредитора'),
});
export type Creditor = z.infer<typeof creditorSchema>;

export const responsibleExecutorSchema = z.object({
  id: z.number().int().describe('Ідентифікатор відповідального виконавця'),
  name: z.string().describe('Назва відповідального виконавця'),
});
export type ResponsibleExecutor = z.infer<typeof responsibleExecutorSchema>;

export const eventTypeSchema = z.object({
  id: z.number().int().describe('Ідентифікатор типу події'),
  key: z.string().describe('Код типу події'),
  name: z.string().describe('Назва типу події'),
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
  total: z.number().int().describe('Кількість знайдених проєктів'),
  page: z.number().int().describe('Номер сторінки (з 1)'),
  pageSize: z.number().int(),
  pageCount: z.number().int().describe('Кількість сторінок'),
});
export type ProjectSearchResult = z.infer<typeof projectSearchResultSchema>;

export const projectDocumentSchema = z.object({
  id: z.number().int().describe('Ідентифікатор документа'),
  projectId: z.string().describe('Ідентифікатор проєкту'),
  title: z.string().describe('Назва документа'),
  fileName: z.string().describe("Ім'я файлу"),
  contentType: z.string().describe('Тип вмісту (MIME)'),
  size: z.number().int().describe('Розмір файлу, байт'),
});
export type ProjectDocument = z.infer<typeof projectDocumentSchema>;

export const projectStatItemSchema = z.object({
  period: z.string().describe('Період (рік)'),
  amount: z.number().describe('Вартість проєкту на кінець періоду, грн'),
  usedAmount: z.number().describe('Використано коштів на кінець періоду, грн'),
});
export type ProjectStatItem = z.infer<typeof projectStatItemSchema>;

export const newsItemSchema = z.object({
  id: z.number().int().describe('Ідентифікатор новини'),
  key: z.string().describe('Ключ новини (сортування key,desc — від нових до старих)'),
  newsDate: z.string().describe('Дата новини, РРРР-ММ-ДД'),
  newsTitle: z.string().describe('Заголовок новини'),
  newsText: z.string().describe('Текст новини (HTML)'),
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
  title: z.string().describe('Назва джерела'),
  url: z.string().describe('Посилання'),
});
export const glossaryImageSchema = z.object({
  src: z.string().describe('Адреса зображення'),
  alt: z.string().describe('Текстовий опис зображення'),
});
export const glossaryEntrySchema = z.object({
  code: z.string().min(5).describe('Код терміна (не менше 5 символів)'),
  label: z.string().describe('Назва терміна'),
});
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

export const glossaryWordSchema = z.object({
  code: z.string().min(5).describe('Код терміна'),
  name: z.string().describe('Назва терміна'),
  article: z.string().describe('Стаття (абзаци розділені порожнім рядком)'),
  linkedArticles: z.array(glossaryEntrySchema).describe("Пов'язані терміни"),
  references: z.array(glossaryReferenceSchema).describe('Джерела'),
  images: z.array(glossaryImageSchema).describe('Зображення'),
});
export type GlossaryWord = z.infer<typeof glossaryWordSchema>;

export const regulatoryDocumentSchema = z.object({
  id: z.number().int().describe('Ідентифікатор документа'),
  kind: z.string().describe('Вид акта (Закон, Постанова КМУ…)'),
  title: z.string().describe('Назва акта'),
  number: z.string().describe('Номер акта'),
  date: z.string().describe('Дата прийняття, РРРР-ММ-ДД'),
  issuer: z.string().describe('Орган, що видав акт'),
  url: z.string().describe('Посилання на офіційний текст'),
});
export type RegulatoryDocument = z.infer<typeof regulatoryDocumentSchema>;

export const statisticsGroupSchema = z.object({
  id: z
    .union([z.number(), z.string()])
    .nullable()
    .describe('Ідентифікатор групи (або рік для періоду)'),
  name: z.string().describe('Назва групи'),
  count: z.number().int().describe('Кількість проєктів'),
  amount: z.number().describe('Загальна сума проєктів, грн'),
  creditAmount: z.number().describe('Сума кредитів, грн'),
  usedAmount: z.number().describe('Використано коштів, грн'),
});
export type StatisticsGroup = z.infer<typeof statisticsGroupSchema>;

export const registrySummarySchema = z.object({
  projectCount: z.number().int().describe('Кількість проєктів'),
  totalAmount: z.number().describe('Загальна сума проєктів, грн'),
  creditorCount: z.number().int().describe('Кількість кредиторів з проєктами'),
  withoutExecutor: z.number().int().describe('Проєкти без відповідального виконавця'),
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

import { z } from 'zod';
import { builtOnFirstUse } from './builtOnFirstUse';

// The project-field catalogue: every field of a project (spec §3) once, with its value type,
// its one Ukrainian label, where it sits in the record and on the project page, and how it is
// shown. The domain schemas (registry/schemas.ts), the storage row type (registry/database/dbTypes.ts),
// the sync's reader (sync/projectRecord.ts), the list columns and cards, the project page, the
// exports, the API guide, the OpenAPI document and api_fields.pdf are all derived from it.

/** The sections of the project page that list fields (spec §2). */
export type ProjectSectionId = 'main' | 'preparation' | 'finance';

/** Where a field sits in the published record (the API guide's sections). */
export type RecordPart = 'list' | ProjectSectionId | 'service';

/**
 * How a value is shown: 'amount' → '1 234.56 грн.', 'date' → DD.MM.YYYY, 'boolean' → Так/Ні,
 * 'link' → a link, 'period' → 'DD.MM.YYYY – DD.MM.YYYY' from projectDateFrom/projectDateTo,
 * 'reference' → a reference-list id (not shown).
 */
export type ProjectFieldKind =
  | 'text'
  | 'amount'
  | 'date'
  | 'boolean'
  | 'link'
  | 'period'
  | 'reference';

export const projectSections: readonly { id: ProjectSectionId; title: string }[] = [
  { id: 'main', title: 'Основна інформація' },
  { id: 'preparation', title: 'Підготовка проєкту' },
  { id: 'finance', title: 'Фінансування та виконання' },
];

export const recordPartTitles: Record<RecordPart, string> = {
  list: 'Рядок списку проєктів',
  main: 'Основна інформація',
  preparation: 'Підготовка',
  finance: 'Фінансування та виконання',
  service: 'Службові',
};

// Each field's schema is built on first use (builtOnFirstUse.ts): the client loads this module for
// the labels and list columns, and never validates a record. `format: date` reaches the OpenAPI
// document and the open-data package (Frictionless type date).
const isoDate = () => z.string().meta({ format: 'date' });
const nullable = <T extends z.ZodType>(schema: () => T) =>
  builtOnFirstUse(() => schema().nullable());
/** A value type that says how it is shown (amounts and dates): the field need not say it again. */
const shownAs = <T extends z.ZodType, const K extends ProjectFieldKind>(type: () => T, kind: K) =>
  Object.assign(type, { kind });
const text = nullable(() => z.string());
const amount = shownAs(
  nullable(() => z.number()),
  'amount',
);
const date = shownAs(nullable(isoDate), 'date');
const boolean = shownAs(() => z.boolean(), 'boolean');
const id = builtOnFirstUse(() => z.number().int());

interface FieldOptions {
  /** Section of the project page that shows it; absent: not on the page. */
  section?: ProjectSectionId;
  kind?: ProjectFieldKind;
  /** What developers read in the API guide, when the label alone is not enough. */
  description?: string;
  /** 'column' of `projects`, or a name joined from a reference table. */
  storage?: 'column' | 'reference';
}

type Stored<O extends FieldOptions> = O['storage'] extends 'reference' ? 'reference' : 'column';
type Section<O extends FieldOptions> = O['section'] extends ProjectSectionId
  ? O['section']
  : undefined;
/** The field's own kind, else its type's (amount, date, boolean), else text. */
type Kind<O extends FieldOptions, TK> = O['kind'] extends ProjectFieldKind
  ? O['kind']
  : TK extends ProjectFieldKind
    ? TK
    : 'text';

type ValueType<T extends z.ZodType, TK> = (() => T) & { kind?: TK };

function field<
  const N extends string,
  T extends z.ZodType,
  const P extends RecordPart,
  const O extends FieldOptions = Record<never, never>,
  const TK = undefined,
>(name: N, type: ValueType<T, TK>, label: string, part: P, options: O = {} as O) {
  const schema = builtOnFirstUse(type);
  return {
    name,
    /** The value's zod schema, built when first read. */
    get type(): T {
      return schema();
    },
    label,
    part,
    section: options.section as Section<O>,
    kind: (options.kind ?? type.kind ?? 'text') as Kind<O, TK>,
    description: options.description,
    // Literal types, so dbTypes.ts can pick the stored fields at compile time.
    storage: (options.storage ?? 'column') as Stored<O>,
  };
}

/** A field of a page section that is also its part of the record (preparation, finance). */
function sectionField<const S extends ProjectSectionId>(section: S) {
  return <
    const N extends string,
    T extends z.ZodType,
    const TK = undefined,
    const K extends ProjectFieldKind | undefined = undefined,
  >(
    name: N,
    type: ValueType<T, TK>,
    label: string,
    kind?: K,
    description?: string,
  ) => field(name, type, label, section, { section, kind, description });
}
const preparation = sectionField('preparation');
const finance = sectionField('finance');

/** Every field, in the order of the project page (list-row fields keep their list order). */
export const projectFieldCatalogue = [
  field('projectId', () => z.string().min(9), 'Ідентифікатор проєкту', 'list', {
    description: 'Ідентифікатор проєкту (не менше 9 символів)',
  }),
  field('projectName', () => z.string(), 'Назва проєкту', 'list', { section: 'main' }),
  field('projectStateId', id, 'Ідентифікатор стану проєкту', 'list', { kind: 'reference' }),
  field('projectStateName', () => z.string(), 'Стан проєкту', 'list', {
    section: 'main',
    storage: 'reference',
  }),
  field('projectFieldId', id, 'Ідентифікатор галузі', 'list', { kind: 'reference' }),
  field('projectFieldName', () => z.string(), 'Галузь', 'list', {
    section: 'main',
    storage: 'reference',
  }),
  field('creditorId', id, 'Ідентифікатор кредитора (МФО)', 'list', { kind: 'reference' }),
  field('creditorName', () => z.string(), 'Кредитор (МФО)', 'list', {
    section: 'main',
    storage: 'reference',
  }),
  field('beneficiar', text, 'Бенефіціар', 'list', { section: 'main' }),
  field('projectSum', amount, 'Сума проєкту', 'list', { section: 'main' }),
  field('responsibleExecutorId', nullable(id), 'Ідентифікатор відповідального виконавця', 'list', {
    kind: 'reference',
  }),
  field('responsibleExecutorName', text, 'Відповідальний виконавець', 'list', {
    section: 'main',
    storage: 'reference',
  }),
  field('projectPurpose', text, 'Мета проєкту', 'list', { section: 'main' }),
  field('creditDateBegin', date, 'Дата підписання угоди', 'list'),
  field('agreementEffective', date, 'Дата набрання чинності', 'list'),

  field('initiator', text, 'Ініціатор проєкту', 'main', { section: 'main' }),
  field('projectDateFrom', date, 'Початок періоду реалізації', 'main'),
  field('projectDateTo', date, 'Завершення періоду реалізації', 'main'),
  field('notes', text, 'Примітки', 'main', { section: 'main' }),
  field('creditorSum', amount, 'Орієнтовна сума позики', 'main', { section: 'main' }),

  preparation('respLetterAgreement', text, 'Лист-погодження відповідального виконавця'),
  preparation('mfuRequest', text, 'Запит до Мінфіну'),
  preparation('mfoSupportLetter', text, 'Лист підтримки МФО'),
  preparation('mfuOrder', text, 'Наказ Мінфіну'),
  preparation('kmuDecreeExped', text, 'Рішення КМУ про доцільність залучення коштів'),
  preparation('orderFormationGroup', text, 'Наказ про утворення робочої групи'),
  preparation('orderCoordinator', text, 'Наказ про призначення координатора'),
  preparation('presidentOrder', text, 'Розпорядження (указ) Президента про проведення переговорів'),
  preparation('mfoInvitationLetter', text, 'Запрошення МФО до переговорів'),
  preparation('mfoTalksDate', date, 'Дата переговорів з МФО'),

  finance('grantSum', amount, 'Сума гранту'),
  finance('ukrCofinSum', amount, 'Співфінансування з боку України'),
  finance('creditSum', amount, 'Сума кредиту (позики)'),
  finance('creditNumDate', text, 'Номер і дата кредитної угоди'),
  finance('creditName', text, 'Назва кредитної угоди'),
  finance('creditTextLink', text, 'Текст угоди', 'link', 'Посилання на текст угоди'),
  finance('projectStructure', text, 'Структура проєкту'),
  finance('projectParams', text, 'Основні параметри проєкту'),
  finance('finConditions', text, 'Фінансові умови'),
  finance('ratificationDate', date, 'Дата ратифікації'),
  finance('creditDate', date, 'Дата закриття позики'),
  finance('fundsAvailable', amount, 'Доступні кошти'),
  finance('kmuOrderReportNum', text, 'Номер звіту (розпорядження КМУ)'),
  finance('isCreditPaid', boolean, 'Кредит погашено'),
  finance('effectiveDate', date, 'Дата набрання чинності угодою'),
  finance('amountMoneyUsed', amount, 'Використано коштів'),
  finance('creditClose', date, 'Дата завершення вибірки коштів'),
  finance('creditOpen', date, 'Дата початку вибірки коштів'),

  field('updatedAt', () => z.string(), 'Час останнього оновлення запису', 'service', {
    description: 'Час останнього оновлення запису (ISO 8601)',
  }),
] as const;

export type CatalogueField = (typeof projectFieldCatalogue)[number];
export type ProjectFieldName = CatalogueField['name'];

/** Values of some fields as the record holds them (z.infer of each catalogue type). */
export type FieldValues<N extends ProjectFieldName> = {
  [F in Extract<CatalogueField, { name: N }> as F['name']]: z.infer<F['type']>;
};

/** The zod shape of the record fields in one part, keys and types kept for z.infer. */
export type PartShape<P extends RecordPart> = {
  [F in Extract<CatalogueField, { part: P }> as F['name']]: F['type'];
};

/** Developers' description: the label, the unit for amounts, or the field's own note. */
export function fieldDescription(f: CatalogueField): string {
  if (f.description) return f.description;
  return f.kind === 'amount' ? `${f.label}, грн` : f.label;
}

export function partShape<P extends RecordPart>(part: P): PartShape<P> {
  return Object.fromEntries(
    projectFieldCatalogue
      .filter((f) => f.part === part)
      .map((f) => [f.name, f.type.describe(fieldDescription(f))]),
  ) as PartShape<P>;
}

const byName = new Map<string, CatalogueField>(projectFieldCatalogue.map((f) => [f.name, f]));

/** The catalogue entry of a field name. */
export function catalogueField(name: ProjectFieldName): CatalogueField {
  return byName.get(name)!;
}

/** The one Ukrainian wording of a field's label. */
export const fieldLabel = (name: ProjectFieldName): string => catalogueField(name).label;

/** Columns of the registry list, in the order of spec §3 "Project list columns". */
export const listColumnNames = [
  'projectName',
  'projectStateName',
  'projectFieldName',
  'creditorName',
  'beneficiar',
  'projectSum',
  'responsibleExecutorName',
  'projectPurpose',
  'creditDateBegin',
  'agreementEffective',
] as const satisfies readonly Extract<CatalogueField, { part: 'list' }>['name'][];

export type ListColumnName = (typeof listColumnNames)[number];

/** The key facts a result card shows under the project's name. */
export const cardFactNames = [
  'projectStateName',
  'creditorName',
  'projectSum',
  'creditDateBegin',
  'responsibleExecutorName',
] as const satisfies readonly (typeof listColumnNames)[number][];

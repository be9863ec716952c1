import { formatAmount, formatDate } from './format';

// Ukrainian labels and display kinds of every project field shown on the project page
// (spec §3: main info, preparation, finance and execution). Exported as data so the API guide
// and its PDF (issue 8) publish the same labels.

export type ProjectSectionId = 'main' | 'preparation' | 'finance';

/**
 * How a value is shown: 'amount' → '1 234.56 грн.', 'date' → DD.MM.YYYY, 'boolean' → Так/Ні,
 * 'link' → a link, 'period' → 'DD.MM.YYYY – DD.MM.YYYY' from projectDateFrom/projectDateTo.
 */
export type ProjectFieldKind = 'text' | 'amount' | 'date' | 'boolean' | 'link' | 'period';

export interface ProjectFieldDefinition {
  key: string;
  label: string;
  section: ProjectSectionId;
  kind: ProjectFieldKind;
}

export const projectSections: { id: ProjectSectionId; title: string }[] = [
  { id: 'main', title: 'Основна інформація' },
  { id: 'preparation', title: 'Підготовка проєкту' },
  { id: 'finance', title: 'Фінансування та виконання' },
];

const main = (key: string, label: string, kind: ProjectFieldKind = 'text') =>
  ({ key, label, section: 'main', kind }) as const;
const preparation = (key: string, label: string, kind: ProjectFieldKind = 'text') =>
  ({ key, label, section: 'preparation', kind }) as const;
const finance = (key: string, label: string, kind: ProjectFieldKind = 'text') =>
  ({ key, label, section: 'finance', kind }) as const;

export const projectFields: readonly ProjectFieldDefinition[] = [
  main('projectName', 'Назва проєкту'),
  main('projectStateName', 'Стан проєкту'),
  main('projectFieldName', 'Галузь'),
  main('projectPurpose', 'Мета проєкту'),
  main('creditorName', 'Кредитор (МФО)'),
  main('initiator', 'Ініціатор проєкту'),
  main('beneficiar', 'Бенефіціар'),
  main('responsibleExecutorName', 'Відповідальний виконавець'),
  main('projectSum', 'Вартість проєкту', 'amount'),
  main('projectDate', 'Період реалізації', 'period'),
  main('notes', 'Примітки'),
  main('creditorSum', 'Орієнтовна сума позики', 'amount'),

  preparation('respLetterAgreement', 'Лист-погодження відповідального виконавця'),
  preparation('mfuRequest', 'Запит до Мінфіну'),
  preparation('mfoSupportLetter', 'Лист підтримки МФО'),
  preparation('mfuOrder', 'Наказ Мінфіну'),
  preparation('kmuDecreeExped', 'Рішення КМУ про доцільність залучення коштів'),
  preparation('orderFormationGroup', 'Наказ про утворення робочої групи'),
  preparation('orderCoordinator', 'Наказ про призначення координатора'),
  preparation('presidentOrder', 'Розпорядження (указ) Президента про проведення переговорів'),
  preparation('mfoInvitationLetter', 'Запрошення МФО до переговорів'),
  preparation('mfoTalksDate', 'Дата переговорів з МФО', 'date'),

  finance('grantSum', 'Сума гранту', 'amount'),
  finance('ukrCofinSum', 'Співфінансування з боку України', 'amount'),
  finance('creditSum', 'Сума кредиту (позики)', 'amount'),
  finance('creditNumDate', 'Номер і дата кредитної угоди'),
  finance('creditName', 'Назва кредитної угоди'),
  finance('creditTextLink', 'Текст угоди', 'link'),
  finance('projectStructure', 'Структура проєкту'),
  finance('projectParams', 'Основні параметри проєкту'),
  finance('finConditions', 'Фінансові умови'),
  finance('ratificationDate', 'Дата ратифікації', 'date'),
  finance('creditDate', 'Дата закриття позики', 'date'),
  finance('fundsAvailable', 'Доступні кошти', 'amount'),
  finance('kmuOrderReportNum', 'Номер звіту (розпорядження КМУ)'),
  finance('isCreditPaid', 'Кредит погашено', 'boolean'),
  finance('effectiveDate', 'Дата набрання чинності угодою', 'date'),
  finance('amountMoneyUsed', 'Використано коштів', 'amount'),
  finance('creditClose', 'Дата завершення вибірки коштів', 'date'),
  finance('creditOpen', 'Дата початку вибірки коштів', 'date'),
];

export const fieldsOfSection = (section: ProjectSectionId): ProjectFieldDefinition[] =>
  projectFields.filter((field) => field.section === section);

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
      return { text: asText(value) };
  }
}

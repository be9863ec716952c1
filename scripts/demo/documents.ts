import { TODAY, addDays, dotted, minDate, timestampOn, yearOf } from './dates';
import type { PdfContent } from './pdf';
import type { GeneratedProject } from './projects';
import type { Random } from './random';
import { STATE } from './referenceLists';

// Attached documents of a project: which ones exist for its state (an agreement only once
// signed, yearly reports only for past years, …), their Ukrainian titles and file names, and
// the text printed into each PDF.

export type DocumentKind =
  | 'agreement'
  | 'report'
  | 'feasibility'
  | 'eia'
  | 'procurement'
  | 'decree'
  | 'concept'
  | 'completion'
  | 'support';

export interface DocumentSpec {
  kind: DocumentKind;
  title: string;
  fileName: string;
  /** The document's own date, ISO; createdAt is a timestamp on that day. */
  date: string;
}

const YESTERDAY = addDays(TODAY, -1);

function candidates(rnd: Random, project: GeneratedProject): DocumentSpec[] {
  const { state, timeline, creditor, row } = project;
  const specs: DocumentSpec[] = [];
  const anchor = timeline.anchor;
  const early = (fromDays: number, toDays: number): string =>
    minDate(addDays(anchor, -rnd.int(fromDays, toDays)), addDays(TODAY, -rnd.int(10, 200)));

  specs.push({
    kind: 'concept',
    title: 'Концепція проєкту',
    fileName: 'Концепція_проєкту.pdf',
    date: early(300, 700),
  });
  specs.push({
    kind: 'support',
    title: `Лист підтримки ${creditor.shortGenitive}`,
    fileName: `Лист підтримки ${creditor.shortGenitive}.pdf`,
    date: project.preparation.supportLetter,
  });
  specs.push({
    kind: 'feasibility',
    title: 'Техніко-економічне обґрунтування',
    fileName: 'ТЕО проєкту.pdf',
    date: early(150, 500),
  });
  if (state !== STATE.preparation) {
    specs.push({
      kind: 'eia',
      title: 'Звіт з оцінки впливу на довкілля',
      fileName: 'Звіт з ОВД.pdf',
      date: early(60, 300),
    });
  }
  const signing = timeline.signing;
  if (signing) {
    const agreement = creditor.agreement.replace(/\s*\(.*\)$/, '');
    specs.push({
      kind: 'agreement',
      title: agreement,
      fileName: `${agreement.replaceAll(' ', '_')}.pdf`,
      date: signing,
    });
    specs.push({
      kind: 'decree',
      title: 'Розпорядження КМУ про погодження проєкту угоди',
      fileName: 'Розпорядження КМУ.pdf',
      date: project.approval ?? signing,
    });
  }
  if (timeline.effective && row.projectDateTo) {
    const first = yearOf(timeline.effective) + 1;
    const last = Math.min(yearOf(row.projectDateTo), yearOf(TODAY) - 1);
    for (let year = first; year <= last; year++) {
      specs.push({
        kind: 'report',
        title: `Звіт про виконання проєкту за ${year} рік`,
        fileName: `Звіт_про_виконання_${year}.pdf`,
        date: `${year + 1}-02-${String(rnd.int(10, 28)).padStart(2, '0')}`,
      });
    }
    const planYear = rnd.int(yearOf(timeline.effective), Math.min(last + 1, yearOf(TODAY)));
    specs.push({
      kind: 'procurement',
      title: `План закупівель на ${planYear} рік`,
      fileName: `План_закупівель_${planYear}.pdf`,
      date: minDate(`${planYear}-01-${String(rnd.int(10, 31)).padStart(2, '0')}`, YESTERDAY),
    });
  }
  if (state === STATE.completed && row.projectDateTo) {
    specs.push({
      kind: 'completion',
      title: 'Звіт про завершення реалізації проєкту',
      fileName: 'Звіт_про_завершення.pdf',
      date: minDate(addDays(row.projectDateTo, rnd.int(30, 150)), YESTERDAY),
    });
  }
  return specs.filter((s) => s.date <= YESTERDAY);
}

/** 1–4 documents, favouring the ones that matter most for the project's state. */
export function planDocuments(rnd: Random, project: GeneratedProject): DocumentSpec[] {
  const all = candidates(rnd, project);
  const count = rnd.weighted([
    [1, 30],
    [2, 35],
    [3, 22],
    [4, 13],
  ] as const);
  const first = all.find((s) => s.kind === 'agreement') ?? all[0];
  const rest = rnd.shuffle(all.filter((s) => s !== first));
  const chosen = [first, ...rest].filter((s): s is DocumentSpec => s !== undefined);
  return chosen.slice(0, count).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function createdAt(rnd: Random, spec: DocumentSpec): string {
  return timestampOn(rnd, spec.date);
}

const KIND_TEXT: Record<DocumentKind, string> = {
  agreement:
    'Угода визначає умови надання коштів, порядок їх вибірки, обов’язки сторін щодо реалізації проєкту та звітування, а також умови погашення позики.',
  report:
    'У звіті наведено стан виконання робіт за компонентами проєкту, обсяги використаних коштів, результати закупівель і досягнення показників результативності.',
  feasibility:
    'Обґрунтування містить аналіз альтернативних технічних рішень, оцінку вартості, економічної ефективності та соціального впливу проєкту.',
  eia: 'Звіт описує очікуваний вплив проєкту на довкілля та заходи із запобігання, зменшення і компенсації негативних наслідків.',
  procurement:
    'План закупівель визначає предмети закупівлі, очікувану вартість, методи відбору постачальників і підрядників та орієнтовні строки процедур.',
  decree:
    'Розпорядженням схвалено проєкт угоди та визначено уповноважену особу для її підписання від імені України.',
  concept:
    'Концепція описує проблему, на розв’язання якої спрямовано проєкт, його мету, очікувані результати та орієнтовну вартість.',
  completion:
    'Звіт підсумовує результати реалізації проєкту, використання коштів і досягнення цільових показників, а також уроки для майбутніх проєктів.',
  support:
    'Кредитор підтверджує зацікавленість у фінансуванні проєкту та готовність розпочати його підготовку спільно з Міністерством фінансів України.',
};

export function pdfContentFor(spec: DocumentSpec, project: GeneratedProject): PdfContent {
  const { row, creditor } = project;
  return {
    title: spec.title,
    details: [
      `Проєкт: ${row.projectName}`,
      `Ідентифікатор проєкту: ${row.projectId}`,
      `Кредитор: ${creditor.name} (${creditor.shortName})`,
      `Дата документа: ${dotted(spec.date)}`,
    ],
    paragraphs: [KIND_TEXT[spec.kind], row.projectPurpose ?? ''].filter(Boolean),
    date: spec.date,
  };
}

export const DOCUMENT_KINDS = Object.keys(KIND_TEXT) as DocumentKind[];

/**
 * Project-neutral content for the shared PDF pool of large registries: the kind's title and a
 * demo mark, nothing else. Every distinct glyph adds ~150 bytes to the embedded font subset, and
 * a 100 000-project registry stores some 200 000 copies; at under 8 KB a copy takes two SQLite
 * pages instead of three.
 */
export function pooledPdfContent(kind: DocumentKind, variant: number): PdfContent {
  return {
    title: POOL_TITLES[kind],
    details: ['Демонстраційний документ'],
    paragraphs: [],
    date: dateOfVariant(variant),
    footer: false,
  };
}

const dateOfVariant = (variant: number): string => addDays('2024-03-01', variant * 97);

const POOL_TITLES: Record<DocumentKind, string> = {
  agreement: 'Угода про позику',
  report: 'Звіт про виконання проєкту',
  feasibility: 'Техніко-економічне обґрунтування',
  eia: 'Звіт з оцінки впливу на довкілля',
  procurement: 'План закупівель',
  decree: 'Розпорядження КМУ',
  concept: 'Концепція проєкту',
  completion: 'Звіт про завершення проєкту',
  support: 'Лист підтримки МФО',
};

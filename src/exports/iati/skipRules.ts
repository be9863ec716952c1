import type { ProjectRecord } from '../../registry/projects/projectRecords';
import { activityStatusOf, type ActivityStatusCode } from './activityStatus';
import { PUBLISHABLE_PROJECT_ID } from './constants';
import type { Note } from './money';
import { cleanText, dateField } from './values';

// Which projects can be IATI activities (MAPPING.md §0 "Skip"): an activity needs a status the
// codelist knows and a start date (the XSD wants an activity-date, rule 6.11.1 a start), and —
// never missing in registry data, checked all the same — a title and an identifier IATI allows.
// A project that fails is left out of the file, logged in English and, asked for alone,
// answered 404 with the Ukrainian message.

export interface SkipReason {
  /** For the log line `iati: skipped {projectId}: {log}`. */
  log: string;
  /** For people: the 404 of the single-activity file and the project page. */
  message: string;
}

export interface ActivityBasics {
  status: ActivityStatusCode;
  /** The first real date of the implementation start, agreement in force, agreement effective. */
  start: string;
  title: string;
}

type Project = Pick<
  ProjectRecord['project'],
  | 'projectId'
  | 'projectName'
  | 'projectStateName'
  | 'projectDateFrom'
  | 'agreementEffective'
  | 'effectiveDate'
>;

const startFields = ['projectDateFrom', 'agreementEffective', 'effectiveDate'] as const;

/** The first present, real date of the start fields; invalid ones are noted and passed over. */
export function startDateOf(project: Project, note: Note): string | undefined {
  for (const field of startFields) {
    const date = dateField(project[field]);
    if (date === null) note(`invalid date ${field} «${project[field]}»`);
    if (date) return date;
  }
  return undefined;
}

/** What every activity needs, or why this project cannot be one. */
export function activityBasics(
  project: Project,
  note: Note = () => {},
): { basics: ActivityBasics } | { skip: SkipReason } {
  if (!PUBLISHABLE_PROJECT_ID.test(project.projectId)) {
    return {
      skip: {
        log: 'project id has characters an IATI identifier must not hold',
        message: 'Ідентифікатор проєкту містить символи, неприпустимі в ідентифікаторі IATI.',
      },
    };
  }
  const title = cleanText(project.projectName);
  if (!title) {
    return { skip: { log: 'no project name', message: 'У проєкту немає назви.' } };
  }
  const status = activityStatusOf(project.projectStateName);
  if (!status) {
    return {
      skip: {
        log: `unmapped state «${project.projectStateName}»`,
        message: `Стан проєкту «${project.projectStateName}» не має відповідника серед статусів IATI.`,
      },
    };
  }
  const start = startDateOf(project, note);
  if (!start) {
    return {
      skip: {
        log: 'no start date',
        message:
          'У проєкту ще немає жодної дати початку (реалізації чи набрання чинності угодою), а IATI вимагає її для кожного запису.',
      },
    };
  }
  return { basics: { status, start, title } };
}

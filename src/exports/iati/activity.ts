import type { ProjectRecord } from '../../registry/projects/projectRecords';
import { defaultAidType, defaultFinanceType, budgets, transactions } from './activityFinance';
import { documentLinks } from './activityLinks';
import { locations } from './activityLocations';
import { creditorOf, otherIdentifiers, participatingOrgs, reportingOrg } from './activityOrgs';
import type { ActivityStatusCode } from './activityStatus';
import { descriptions, title } from './activityText';
import { activityIdentifier, codes, DEFAULT_CURRENCY, DEFAULT_LANGUAGE } from './constants';
import type { ExportContext } from './context';
import type { Note } from './money';
import { narrative } from './narrative';
import { dacSectorOf } from './sectors';
import { activityBasics, type ActivityBasics, type SkipReason } from './skipRules';
import { dateField, iatiDateTime, parseDateTime } from './values';
import { element, present, serialise, type XmlNode } from './xmlTree';

// One registry project → one `iati-activity` (MAPPING.md §3), its children in the order the XSD
// requires (any other order fails validation), or the reason it cannot be one (§0 "Skip"). The
// elements the registry cannot fill (contact-info, activity-scope, tags, policy
// markers, flow type, tied status, planned disbursements, results, loan terms…) are not written.

type Project = ProjectRecord['project'];

/** The portal's project fields as a published vocabulary (sector vocabulary 99). */
const FIELD_VOCABULARY_PATH = '/api/public/project-fields';

/** Statuses under which a start date in the past has happened (started, finished, suspended). */
const STARTED: ReadonlySet<ActivityStatusCode | '3'> = new Set(['2', '3', '4', '6']);
/** Statuses under which an end date in the past has happened. */
const ENDED: ReadonlySet<ActivityStatusCode | '3'> = new Set(['3', '4']);

function activityDates(project: Project, basics: ActivityBasics, today: string, note: Note) {
  const { plannedStart, actualStart, plannedEnd, actualEnd } = codes.ActivityDateType;
  const { start, status } = basics;
  const dates = [
    element('activity-date', {
      type: STARTED.has(status) && start <= today ? actualStart : plannedStart,
      'iso-date': start,
    }),
  ];
  const end = dateField(project.projectDateTo);
  if (end === null) note(`invalid date projectDateTo «${project.projectDateTo}»`);
  if (end && end < start) note(`end ${end} is before start ${start}: end date left out`);
  else if (end) {
    dates.push(
      element('activity-date', {
        type: ENDED.has(status) && end <= today ? actualEnd : plannedEnd,
        'iso-date': end,
      }),
    );
  }
  return dates;
}

/** Ukraine is the only recipient: 100 %, at activity level only (rules 3.1.4, 3.6.2). */
const recipientCountry = () =>
  element('recipient-country', { code: codes.Country.recipient, percentage: '100' });

/** One sector per vocabulary at 100 %: the DAC code when the field maps, the portal's own always. */
function sectors(project: Project, origin: string): XmlNode[] {
  const dac = dacSectorOf(project.projectFieldName);
  const { dac5, reportingOrg: own } = codes.SectorVocabulary;
  return present([
    dac === undefined
      ? undefined
      : element('sector', { vocabulary: dac5, code: dac, percentage: '100' }),
    element(
      'sector',
      {
        vocabulary: own,
        'vocabulary-uri': `${origin}${FIELD_VOCABULARY_PATH}`,
        code: String(project.projectFieldId),
        percentage: '100',
      },
      [narrative(project.projectFieldName)],
    ),
  ]);
}

/** The record's last update, never after the file's own time (rule 11.1.1). */
function lastUpdated(project: Project, generatedAt: string, note: Note): string | undefined {
  const updated = parseDateTime(project.updatedAt);
  if (!updated) {
    note(`invalid updatedAt «${project.updatedAt}»: last-updated-datetime left out`);
    return undefined;
  }
  const text = iatiDateTime(updated);
  return text > generatedAt ? generatedAt : text;
}

export type ActivityResult = { xml: string } | { skip: SkipReason };

/** The activity of one project, indented for its place in the file (`depth`). */
export function activityXml(
  record: ProjectRecord,
  context: ExportContext,
  depth = 1,
): ActivityResult {
  const { project } = record;
  const note: Note = (message) => context.log(`iati: ${project.projectId}: ${message}`);
  const checked = activityBasics(project, note);
  if ('skip' in checked) return checked;
  const { basics } = checked;
  const creditor = creditorOf(project, context);
  const activity = element(
    'iati-activity',
    {
      'xml:lang': DEFAULT_LANGUAGE,
      'default-currency': DEFAULT_CURRENCY,
      'last-updated-datetime': lastUpdated(project, context.generatedAt, note),
    },
    present([
      element('iati-identifier', {}, activityIdentifier(project.projectId)),
      reportingOrg(),
      title(basics.title),
      ...descriptions(project),
      ...participatingOrgs(project, creditor),
      ...otherIdentifiers(project, creditor),
      element('activity-status', { code: basics.status }),
      ...activityDates(project, basics, context.today, note),
      recipientCountry(),
      ...locations(record.regions ?? []),
      ...sectors(project, context.origin),
      defaultFinanceType(project),
      defaultAidType(),
      ...budgets(record.stats, note),
      ...transactions(record, creditor, context.today, note),
      ...documentLinks(record, context.origin, note),
    ]),
  );
  return { xml: serialise(activity, depth) };
}

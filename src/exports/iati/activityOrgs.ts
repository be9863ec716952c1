import type { ProjectRecord } from '../../registry/projects/projectRecords';
import { codes, REPORTING_ORG } from './constants';
import type { ExportContext } from './context';
import { bilingual, narrative } from './narrative';
import { ifiOrganisationOf } from './organisations';
import { cleanText } from './values';
import { element, reused, type XmlNode } from './xmlTree';

// The organisations of an activity (MAPPING.md §3 rows 2, 5, 6 and the transactions' provider):
// the ministry reports and is accountable, the creditor funds, the responsible executor
// implements. The registry has no identifiers or types for executors, so only the ministry
// itself gets a ref among them.

type Project = ProjectRecord['project'];

export interface Organisation {
  ref?: string;
  type?: string;
  name: { uk: string; en?: string };
}

const ministry: Organisation = {
  ref: REPORTING_ORG.ref,
  type: REPORTING_ORG.type,
  name: REPORTING_ORG.name,
};

/** The creditor as an IATI organisation (table 2.2); an unmatched one is logged once per export. */
export function creditorOf(project: Project, context: ExportContext): Organisation {
  const org = ifiOrganisationOf({
    name: project.creditorName,
    shortName: project.creditorShortName,
  });
  const uk = cleanText(project.creditorName) ?? cleanText(project.creditorShortName) ?? '—';
  if (!org && !context.loggedCreditors.has(uk)) {
    context.loggedCreditors.add(uk);
    context.log(
      `iati: creditor «${uk}» has no IATI organisation: written by its Ukrainian name only`,
    );
  }
  return { ref: org?.ref, type: org?.type, name: { uk, en: org?.nameEn } };
}

const organisation = (name: string, org: Organisation, extra: Record<string, string> = {}) =>
  element(name, { ref: org.ref, type: org.type, ...extra }, bilingual(org.name));

// The ministry's two elements are the same in every activity: serialised once.
const reportingOrgElement = reused(organisation('reporting-org', ministry));
const accountableElement = reused(
  organisation('participating-org', ministry, { role: codes.OrganisationRole.accountable }),
);

export const reportingOrg = (): XmlNode => reportingOrgElement;

/** Funding (the creditor), accountable (the ministry), implementing (the executor, if any). */
export function participatingOrgs(project: Project, creditor: Organisation): XmlNode[] {
  const { funding, implementing } = codes.OrganisationRole;
  const orgs = [organisation('participating-org', creditor, { role: funding }), accountableElement];
  const executor = cleanText(project.responsibleExecutorName);
  if (executor) {
    const isMinistry = executor === REPORTING_ORG.name.uk;
    orgs.push(
      element(
        'participating-org',
        isMinistry
          ? { ref: ministry.ref, type: ministry.type, role: implementing }
          : { role: implementing },
        [narrative(executor)],
      ),
    );
  }
  return orgs;
}

const AGREEMENT_DATE = /^(.*?)\s*(?<!\p{L})від\s+\d{2}\.\d{2}\.\d{4}$/u;

/** `№ 55369 від 25.09.2020` → `55369`; `FI № 96.963 від 03.04.2013` → `FI 96.963`. */
export function agreementNumber(creditNumDate: string | null | undefined): string | undefined {
  const text = cleanText(creditNumDate);
  if (!text) return undefined;
  const number = AGREEMENT_DATE.exec(text)?.[1] ?? text;
  return cleanText(number.replace(/№/g, ' ').replace(/\s+/g, ' '));
}

/** The registry's own id (A1), and the loan agreement's number (A9) held by the creditor. */
export function otherIdentifiers(project: Project, creditor: Organisation): XmlNode[] {
  const { reportingOrgInternal, otherActivityId } = codes.OtherIdentifierType;
  const ids = [element('other-identifier', { ref: project.projectId, type: reportingOrgInternal })];
  const agreement = agreementNumber(project.creditNumDate);
  if (agreement) {
    ids.push(
      element('other-identifier', { ref: agreement, type: otherActivityId }, [
        element('owner-org', { ref: creditor.ref }, [narrative(creditor.name.uk)]),
      ]),
    );
  }
  return ids;
}

/** The creditor as each transaction's provider: one element, serialised once per activity. */
export const providerOrg = (creditor: Organisation): XmlNode =>
  reused(organisation('provider-org', creditor));

// The constants of the IATI activity file (../shared/spec/iati/MAPPING.md §1) and every
// codelist code the writer puts in it, in one place: tests/unit/iatiTables.test.ts checks each
// against the official codelists, so a code that is not on its list fails a test, never a file.

export const IATI_VERSION = '2.03';

/** The Ministry of Finance reports: EDRPOU 00013480 under the United State Register (UA-EDR). */
export const REPORTING_ORG = {
  ref: 'UA-EDR-00013480',
  type: '10',
  name: { uk: 'Міністерство фінансів України', en: 'Ministry of Finance of Ukraine' },
} as const;

/** Registry amounts are UAH (migration 001). */
export const DEFAULT_CURRENCY = 'UAH';
export const DEFAULT_LANGUAGE = 'uk';
export const RECIPIENT_COUNTRY = 'UA';

/**
 * Budgets read `projectStats.amount` as the cumulative planned cost (MAPPING.md §4.1, open
 * question Q1). If the ministry says it is a cost estimate instead, set this to false: no
 * budgets rather than wrong ones.
 */
export const BUDGETS_FROM_COST_DYNAMICS = true;

/** Every code the writer uses, by the codelist it belongs to (file name in codelists/). */
export const codes = {
  ActivityDateType: { plannedStart: '1', actualStart: '2', plannedEnd: '3', actualEnd: '4' },
  DescriptionType: { general: '1', objectives: '2', targetGroups: '3', other: '4' },
  OrganisationRole: { funding: '1', accountable: '2', implementing: '4' },
  OrganisationType: { government: REPORTING_ORG.type },
  OtherIdentifierType: { reportingOrgInternal: 'A1', otherActivityId: 'A9' },
  SectorVocabulary: { dac5: '1', reportingOrg: '99' },
  FinanceType: { standardGrant: '110', standardLoan: '421' },
  AidType: { projectType: 'C01' },
  AidTypeVocabulary: { dac: '1' },
  BudgetType: { original: '1' },
  BudgetStatus: { indicative: '1' },
  TransactionType: { incomingFunds: '1', incomingCommitment: '11' },
  DocumentCategory: { activityWebPage: 'A12', contract: 'A11' },
  FileFormat: { html: 'text/html', pdf: 'application/pdf', unknown: 'application/octet-stream' },
  Currency: { default: DEFAULT_CURRENCY },
  Country: { recipient: RECIPIENT_COUNTRY },
  Language: { uk: 'uk', en: 'en' },
} as const;

/** The activity's identifier: the reporting org's ref, a hyphen, the registry's project id. */
export const activityIdentifier = (projectId: string): string =>
  `${REPORTING_ORG.ref}-${projectId}`;

/**
 * The IATI identifier is permanent once published, and rules 1.3.1/1.3.13 forbid spaces and
 * `/ & | ?`: the registry's ids are `[\w-]` (at least 9 characters), which the writer checks.
 */
export const PUBLISHABLE_PROJECT_ID = /^[\w-]{1,64}$/;

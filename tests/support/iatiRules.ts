import { isActiveCode } from './iatiFixtures';
import { childOf, childrenOf, descendants, type XmlElement } from './iatiXml';

// The IATI Validator's rules beyond the schema that MAPPING.md §5 lists, checked on a parsed
// activity file (rule ids are the validator's). "Today" is the UTC date of the file's
// generated-datetime, as the mapping decides. Returns one line per violation: none is a pass.

const DAY = 86_400_000;
const FORBIDDEN_IN_IDENTIFIERS = /[/&|?]/;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY;

/** [attribute's element, attribute, codelist] checked on every element of that name (9.x). */
const codedAttributes: [string, string, string][] = [
  ['activity-status', 'code', 'ActivityStatus'],
  ['activity-date', 'type', 'ActivityDateType'],
  ['reporting-org', 'type', 'OrganisationType'],
  ['participating-org', 'type', 'OrganisationType'],
  ['provider-org', 'type', 'OrganisationType'],
  ['participating-org', 'role', 'OrganisationRole'],
  ['description', 'type', 'DescriptionType'],
  ['other-identifier', 'type', 'OtherIdentifierType'],
  ['default-finance-type', 'code', 'FinanceType'],
  ['default-aid-type', 'code', 'AidType'],
  ['default-aid-type', 'vocabulary', 'AidTypeVocabulary'],
  ['budget', 'type', 'BudgetType'],
  ['budget', 'status', 'BudgetStatus'],
  ['transaction-type', 'code', 'TransactionType'],
  ['document-link', 'format', 'FileFormat'],
  ['category', 'code', 'DocumentCategory'],
  ['language', 'code', 'Language'],
  ['recipient-country', 'code', 'Country'],
  ['sector', 'vocabulary', 'SectorVocabulary'],
];

function codeViolations(activity: XmlElement, add: (rule: string, what: string) => void) {
  for (const [name, attribute, list] of codedAttributes) {
    for (const element of descendants(activity, name)) {
      const value = element.attributes[attribute];
      if (value !== undefined && !isActiveCode(list, value)) {
        add('9.x', `${name}/@${attribute}="${value}" is not an active ${list} code`);
      }
    }
  }
  for (const sector of descendants(activity, 'sector')) {
    if (sector.attributes.vocabulary === '1' && !isActiveCode('Sector', sector.attributes.code)) {
      add('9.76.1', `DAC sector ${sector.attributes.code} is not on Sector`);
    }
  }
  const currency = activity.attributes['default-currency'];
  if (currency === undefined || !isActiveCode('Currency', currency)) {
    add('7.8.1/9.3.1', `default-currency "${currency}"`);
  }
  for (const element of [activity, ...descendants(activity, 'narrative')]) {
    const lang = element.attributes['xml:lang'];
    if (lang !== undefined && !isActiveCode('Language', lang)) add('9.95.1', `xml:lang "${lang}"`);
  }
}

function identifierViolations(activity: XmlElement, add: (rule: string, what: string) => void) {
  const identifier = childOf(activity, 'iati-identifier')?.text ?? '';
  const reportingRef = childOf(activity, 'reporting-org')?.attributes.ref ?? '';
  if (!identifier.startsWith(`${reportingRef}-`)) add('1.1.1', 'identifier prefix');
  if (identifier === reportingRef) add('1.1.3', 'identifier is the organisation id');
  if (identifier !== identifier.trim() || FORBIDDEN_IN_IDENTIFIERS.test(identifier)) {
    add('1.3.1/1.3.13', `identifier «${identifier}»`);
  }
  if (
    !isActiveCode(
      'OrganisationRegistrationAgency-subset',
      reportingRef.split('-').slice(0, 2).join('-'),
    )
  ) {
    add('1.14.8', `reporting-org ref ${reportingRef}`);
  }
  for (const org of childrenOf(activity, 'participating-org')) {
    const ref = org.attributes.ref;
    if (ref !== undefined && (ref !== ref.trim() || FORBIDDEN_IN_IDENTIFIERS.test(ref))) {
      add('1.8.1/1.8.13', `participating-org ref «${ref}»`);
    }
  }
}

function textViolations(activity: XmlElement, add: (rule: string, what: string) => void) {
  const defaultLang = activity.attributes['xml:lang'];
  for (const narrative of descendants(activity, 'narrative')) {
    if (!defaultLang && !narrative.attributes['xml:lang'])
      add('4.1.1', 'narrative without a language');
    if (!narrative.text.trim()) add('4.3.1/4.4.1', 'empty narrative');
  }
  if (!childOf(activity, 'title')?.children.some((n) => n.text.trim())) add('4.3.1', 'no title');
  for (const org of [
    ...childrenOf(activity, 'participating-org'),
    ...descendants(activity, 'provider-org'),
  ]) {
    if (!org.attributes.ref && !childrenOf(org, 'narrative').length) {
      add('6.10.1/6.9.1', `${org.name} with neither ref nor narrative`);
    }
  }
}

function dateViolations(
  activity: XmlElement,
  today: string,
  add: (rule: string, what: string) => void,
) {
  const dates = new Map(
    childrenOf(activity, 'activity-date').map((d) => [
      d.attributes.type,
      d.attributes['iso-date']!,
    ]),
  );
  if (!dates.has('1') && !dates.has('2')) add('6.11.1', 'no start date');
  const [plannedStart, actualStart, plannedEnd, actualEnd] = ['1', '2', '3', '4'].map((t) =>
    dates.get(t),
  );
  if (plannedStart && plannedEnd && plannedStart > plannedEnd)
    add('11.1.2', 'planned end before start');
  if (actualStart && actualEnd && actualStart > actualEnd) add('11.1.3', 'actual end before start');
  if (actualStart && actualStart > today)
    add('11.1.4', `actual start ${actualStart} in the future`);
  if (actualEnd && actualEnd > today) add('11.1.5', `actual end ${actualEnd} in the future`);
  for (const transaction of childrenOf(activity, 'transaction')) {
    const date = childOf(transaction, 'transaction-date')?.attributes['iso-date'] ?? '';
    const valueDate = childOf(transaction, 'value')?.attributes['value-date'] ?? '';
    if (date > today) add('11.2.1', `transaction dated ${date}`);
    if (valueDate > today) add('11.2.2', `transaction value dated ${valueDate}`);
  }
  for (const budget of childrenOf(activity, 'budget')) {
    const start = childOf(budget, 'period-start')?.attributes['iso-date'] ?? '';
    const end = childOf(budget, 'period-end')?.attributes['iso-date'] ?? '';
    const valueDate = childOf(budget, 'value')?.attributes['value-date'] ?? '';
    if (!(start <= end)) add('8.6.3', `budget ${start}..${end}`);
    if (daysBetween(start, end) > 365) add('7.5.3', `budget ${start}..${end} longer than a year`);
    if (!(start <= valueDate && valueDate <= end)) add('(ours)', `budget value-date ${valueDate}`);
  }
}

/** Percentages per vocabulary: a single entry 100 or none, several summing to 100, each 0–100. */
function percentageViolations(
  entries: XmlElement[],
  key: (e: XmlElement) => string,
  rule: string,
  add: (rule: string, what: string) => void,
) {
  const groups = new Map<string, XmlElement[]>();
  for (const entry of entries) groups.set(key(entry), [...(groups.get(key(entry)) ?? []), entry]);
  for (const [group, members] of groups) {
    const percentages = members.map((m) => m.attributes.percentage);
    if (percentages.some((p) => p !== undefined && !(Number(p) >= 0 && Number(p) <= 100))) {
      add(rule, `${group}: a percentage outside 0-100`);
    }
    if (members.length === 1 && percentages[0] !== undefined && Number(percentages[0]) !== 100) {
      add(rule, `${group}: a single entry at ${percentages[0]} %`);
    }
    if (members.length > 1) {
      const sum = percentages.reduce((s, p) => s + Number(p ?? NaN), 0);
      if (Math.abs(sum - 100) > 1e-9) add(rule, `${group}: percentages sum to ${sum}`);
    }
  }
}

function classificationViolations(activity: XmlElement, add: (rule: string, what: string) => void) {
  const sectors = childrenOf(activity, 'sector');
  percentageViolations(sectors, (s) => s.attributes.vocabulary ?? '1', '2.1.x/12.3.1', add);
  for (const sector of sectors) {
    const vocabulary = sector.attributes.vocabulary;
    if ((vocabulary === '98' || vocabulary === '99') && !childrenOf(sector, 'narrative').length) {
      add(
        '2.2.1',
        `sector ${sector.attributes.code} of vocabulary ${vocabulary} without a narrative`,
      );
    }
  }
  const transactions = childrenOf(activity, 'transaction');
  if (transactions.some((t) => childOf(t, 'sector'))) add('6.2.2/6.6.2', 'sector on a transaction');
  if (transactions.some((t) => childOf(t, 'recipient-country')))
    add('3.6.2', 'country on a transaction');
  const countries = childrenOf(activity, 'recipient-country');
  if (!countries.length) add('12.1.1', 'no recipient country');
  percentageViolations(countries, () => 'recipient-country', '3.1.2/3.1.4', add);
  const aidTypes = childrenOf(activity, 'default-aid-type');
  if (!aidTypes.some((a) => (a.attributes.vocabulary ?? '1') === '1'))
    add('107.1.1', 'no DAC aid type');
  const vocabularies = aidTypes.map((a) => a.attributes.vocabulary ?? '1');
  if (new Set(vocabularies).size !== vocabularies.length)
    add('107.1.2', 'two aid types of a vocabulary');
}

/** Every §5 violation in the file, as `rule identifier: what`. */
export function iatiRuleViolations(file: XmlElement): string[] {
  const violations: string[] = [];
  const generated = file.attributes['generated-datetime'] ?? '';
  const today = generated.slice(0, 10);
  if (file.attributes.version !== '2.03')
    violations.push(`9.1.1: version ${file.attributes.version}`);
  const seen = new Set<string>();
  for (const activity of childrenOf(file, 'iati-activity')) {
    const identifier = childOf(activity, 'iati-identifier')?.text ?? '?';
    const add = (rule: string, what: string) => violations.push(`${rule} ${identifier}: ${what}`);
    if (seen.has(identifier)) add('1.1.2', 'identifier used twice');
    seen.add(identifier);
    const updated = activity.attributes['last-updated-datetime'];
    if (updated !== undefined && updated > generated) add('11.1.1', `last updated ${updated}`);
    codeViolations(activity, add);
    identifierViolations(activity, add);
    textViolations(activity, add);
    dateViolations(activity, today, add);
    classificationViolations(activity, add);
  }
  return violations;
}

import type { ProjectRecord } from '../../registry/projects/projectRecords';
import { providerOrg, type Organisation } from './activityOrgs';
import { codes } from './constants';
import {
  budgetsOf,
  commitmentOf,
  financeTypeOf,
  incomingFundsOf,
  type MoneyTransaction,
  type Note,
  type YearAmount,
} from './money';
import { narrative } from './narrative';
import { centsDecimal } from './values';
import { element, type XmlNode } from './xmlTree';

// The activity's money as elements (MAPPING.md §3 rows 16–21, §4): defaults, yearly budgets and
// transactions. No @currency anywhere: the activity's default-currency (UAH) covers every value
// (rule 7.8.1); every value-date is inside its period (budgets) or the transaction's own date.

export function defaultFinanceType(project: ProjectRecord['project']): XmlNode | undefined {
  const code = financeTypeOf(project);
  return code === undefined ? undefined : element('default-finance-type', { code });
}

/** C01 project-type intervention: the registry lists projects (rules 107.1.1, 107.1.2). */
export const defaultAidType = (): XmlNode =>
  element('default-aid-type', {
    code: codes.AidType.projectType,
    vocabulary: codes.AidTypeVocabulary.dac,
  });

/** A calendar year: 364 or 365 days, within the validator's limit (rule 7.5.3). */
const budget = ({ year, cents }: YearAmount): XmlNode =>
  element('budget', { type: codes.BudgetType.original, status: codes.BudgetStatus.indicative }, [
    element('period-start', { 'iso-date': `${year}-01-01` }),
    element('period-end', { 'iso-date': `${year}-12-31` }),
    element('value', { 'value-date': `${year}-01-01` }, centsDecimal(cents)),
  ]);

export const budgets = (stats: ProjectRecord['stats'], note: Note): XmlNode[] =>
  budgetsOf(stats, note).map(budget);

const transaction = (t: MoneyTransaction, provider: XmlNode): XmlNode =>
  element('transaction', {}, [
    element('transaction-type', { code: t.type }),
    element('transaction-date', { 'iso-date': t.date }),
    element('value', { 'value-date': t.date }, centsDecimal(t.cents)),
    ...(t.description === undefined
      ? []
      : [element('description', {}, [narrative(t.description)])]),
    provider,
  ]);

/** The signed loan (incoming commitment), then the money used (incoming funds) by date. */
export function transactions(
  record: ProjectRecord,
  creditor: Organisation,
  today: string,
  note: Note,
): XmlNode[] {
  const commitment = commitmentOf(record.project, today, note);
  const provider = providerOrg(creditor);
  return [
    ...(commitment ? [commitment] : []),
    ...incomingFundsOf(record.project, record.stats, today),
  ].map((t) => transaction(t, provider));
}

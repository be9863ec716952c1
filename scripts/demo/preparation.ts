import { TODAY, addDays, dotted, yearOf } from './dates';
import type { Random } from './random';
import type { CreditorInfo } from './referenceLists';

// The preparation section: the chain of letters, orders and decisions that precedes a loan,
// dated backwards from the (planned) signing. Steps dated after TODAY have not happened yet
// and stay empty, and a few past ones are missing, as in the real registry.

export interface PreparationFields {
  respLetterAgreement: string | null;
  mfuRequest: string | null;
  mfoSupportLetter: string | null;
  mfuOrder: string | null;
  kmuDecreeExped: string | null;
  orderFormationGroup: string | null;
  orderCoordinator: string | null;
  presidentOrder: string | null;
  mfoInvitationLetter: string | null;
  mfoTalksDate: string | null;
}

interface Parties {
  creditor: CreditorInfo;
  /** Short genitive of the body that prepares the project: 'Мінрозвитку', 'МОЗ'. */
  preparer: string;
}

/** Dates of the steps that also appear as attached documents. */
export interface PreparationDates {
  supportLetter: string;
}

export function makePreparation(
  rnd: Random,
  parties: Parties,
  anchor: string,
  talks: string | null,
): { fields: PreparationFields; dates: PreparationDates } {
  const talksDate = talks ?? addDays(anchor, -rnd.int(20, 120));
  const invitation = addDays(talksDate, -rnd.int(14, 60));
  const president = addDays(talksDate, -rnd.int(3, 30));
  const coordinator = addDays(talksDate, -rnd.int(30, 120));
  const group = addDays(coordinator, -rnd.int(10, 60));
  const decree = addDays(group, -rnd.int(15, 90));
  const order = addDays(decree, -rnd.int(10, 60));
  const support = addDays(order, -rnd.int(15, 90));
  const request = addDays(support, -rnd.int(10, 60));
  const agreement = addDays(request, -rnd.int(10, 60));

  const { creditor, preparer } = parties;
  // Each step happened only if its date is past; 10% of past steps were never recorded.
  const step = (date: string, text: (on: string) => string, recorded = 0.9): string | null =>
    date < TODAY && rnd.chance(recorded) ? text(`від ${dotted(date)}`) : null;
  const ref = (): string => `${rnd.int(1, 42)}/${rnd.int(1, 30)}-${rnd.int(1000, 29999)}`;

  const fields: PreparationFields = {
    respLetterAgreement: step(agreement, (on) => `Лист ${preparer} ${on} № ${ref()}`),
    mfuRequest: step(
      request,
      (on) => `Лист ${preparer} до Мінфіну ${on} № ${ref()} щодо включення проєкту до портфеля`,
    ),
    mfoSupportLetter: step(
      support,
      (on) =>
        `Лист ${creditor.shortGenitive} ${on} № ${creditor.latin}/${yearOf(support)}/${rnd.int(100, 4999)}`,
    ),
    mfuOrder: step(order, (on) => `Наказ Мінфіну ${on} № ${rnd.int(40, 1200)}`),
    kmuDecreeExped: step(
      decree,
      (on) =>
        `Розпорядження КМУ ${on} № ${rnd.int(100, 1350)}-р «Про доцільність залучення позики»`,
    ),
    orderFormationGroup: step(
      group,
      (on) =>
        `Наказ ${preparer} ${on} № ${rnd.int(10, 900)} «Про утворення робочої групи з підготовки проєкту»`,
    ),
    orderCoordinator: step(
      coordinator,
      (on) => `Наказ ${preparer} ${on} № ${rnd.int(10, 900)} «Про визначення координатора проєкту»`,
    ),
    presidentOrder: step(
      president,
      (on) =>
        `Розпорядження Президента України ${on} № ${rnd.int(20, 480)}/${yearOf(president)}-рп «Про ведення переговорів»`,
      0.4,
    ),
    mfoInvitationLetter: step(
      invitation,
      (on) =>
        `Лист-запрошення ${creditor.shortGenitive} ${on} № ${creditor.latin}-INV/${rnd.int(10, 999)}`,
    ),
    mfoTalksDate: talksDate < TODAY ? talksDate : null,
  };
  return { fields, dates: { supportLetter: support } };
}

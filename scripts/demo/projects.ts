import type { NewProjectRow } from '../../src/registry/database/dbTypes';
import {
  agreementLink,
  agreementNumber,
  agreementTitle,
  financialConditions,
  governmentOrder,
  loanTerms,
  projectStructure,
} from './agreements';
import { makeAmounts, type Amounts } from './amounts';
import { pickApostrophe, withApostrophe } from './apostrophes';
import {
  LAST_SIGNING,
  TODAY,
  addDays,
  dateBetween,
  maxDate,
  minDate,
  timestampOn,
  yearOf,
} from './dates';
import { makeNotes } from './notes';
import { makePreparation, type PreparationDates } from './preparation';
import { createRandom, type Random } from './random';
import {
  STATE,
  STATE_WEIGHTS,
  creditorById,
  executorById,
  type CreditorInfo,
  type StateId,
} from './referenceLists';
import { pickSector, pickTemplate } from './sectors';
import { makeTimeline, type Timeline } from './timeline';

// One registry project. Every project draws from its own random stream (seed, index), so
// project N is the same whether 40 or 100 000 projects are generated.

export const PROJECT_STREAM = 1;

export interface GeneratedProject {
  row: NewProjectRow;
  state: StateId;
  timeline: Timeline;
  amounts: Amounts;
  creditor: CreditorInfo;
  preparation: PreparationDates;
  /** Date of the government order approving the draft agreement (kmuOrderReportNum). */
  approval: string | null;
}

/**
 * A 9-digit id that looks like a registry number: an affine map of the index modulo 9·10⁸
 * (7919 is coprime to it), so ids are unique and not simply consecutive.
 */
export function projectIdFor(index: number): string {
  return String(100_000_000 + ((index * 7919 + 17) % 900_000_000));
}

const signedStates: readonly StateId[] = [
  STATE.signed,
  STATE.entryIntoForce,
  STATE.implementation,
  STATE.completed,
  STATE.suspended,
];

/** Last edit of the record: recent, and not before the latest event it describes. */
function updatedAt(rnd: Random, events: readonly (string | null)[]): string {
  let from = '2024-01-01';
  for (const date of events) if (date && date < TODAY) from = maxDate(from, date);
  return timestampOn(rnd, dateBetween(rnd, minDate(from, LAST_SIGNING), LAST_SIGNING));
}

export function makeProject(seed: number, index: number): GeneratedProject {
  const rnd = createRandom(seed, PROJECT_STREAM, index);
  const state = rnd.weighted(STATE_WEIGHTS);
  const timeline = makeTimeline(rnd, state);
  const year = yearOf(timeline.anchor);
  const sector = pickSector(rnd);
  const template = pickTemplate(rnd, sector, year);
  const text = template.make({ rnd, year });
  const creditor = creditorById(rnd.weighted(sector.creditors));
  const executor = rnd.chance(0.08)
    ? null
    : executorById(rnd.weighted(template.executors ?? sector.executors));
  const amounts = makeAmounts(rnd, state, timeline.elapsed);
  const signed = signedStates.includes(state);
  const signing = timeline.signing;
  const apostrophe = pickApostrophe(rnd);
  // Phases keep large registries from repeating the same title too often.
  const phase = rnd.chance(0.12)
    ? ` (${rnd.pick(['етап II', 'етап III', 'додаткове фінансування'])})`
    : '';
  const projectName = `${text.name}${phase}`;

  const { fields: preparation, dates: preparationDates } = makePreparation(
    rnd,
    { creditor, preparer: executor?.genitive ?? 'ініціатора проєкту' },
    timeline.anchor,
    timeline.talks,
  );
  const terms = loanTerms(rnd);
  const approval = signing ? addDays(signing, -rnd.int(10, 90)) : null;
  // Repaid: the term has run out, or (rarely) the borrower repaid early.
  const repaid =
    state === STATE.completed &&
    signing !== null &&
    (yearOf(signing) + terms.term <= yearOf(TODAY) || rnd.chance(0.3));

  const row: NewProjectRow = {
    projectId: projectIdFor(index),
    projectName: withApostrophe(projectName, apostrophe),
    projectStateId: state,
    projectFieldId: sector.field,
    creditorId: creditor.id,
    responsibleExecutorId: executor?.id ?? null,
    beneficiar: withApostrophe(text.beneficiar, apostrophe),
    projectPurpose: withApostrophe(text.purpose, apostrophe),
    initiator: executor && rnd.chance(0.6) ? executor.name : text.beneficiar,
    projectSum: amounts.projectSum,
    creditorSum: amounts.creditorSum,
    creditDateBegin: signing,
    agreementEffective: timeline.effective,
    projectDateFrom: timeline.dateFrom,
    projectDateTo: timeline.dateTo,
    notes: makeNotes(rnd, state, timeline, creditor, amounts.usedShare),
    ...preparation,
    grantSum: amounts.grantSum,
    ukrCofinSum: amounts.ukrCofinSum,
    creditSum: amounts.creditSum,
    creditNumDate: signing ? agreementNumber(rnd, creditor, signing) : null,
    creditName: signed ? agreementTitle(creditor, projectName, text.beneficiar) : null,
    creditTextLink: signed && rnd.chance(0.85) ? agreementLink(rnd, creditor) : null,
    projectStructure: rnd.chance(0.9) ? projectStructure(rnd, sector.components) : null,
    projectParams: rnd.chance(0.85) ? sector.params(rnd) : null,
    finConditions:
      signed || (state === STATE.negotiation && rnd.chance(0.5))
        ? financialConditions(rnd, creditor, timeline.anchor, terms)
        : null,
    ratificationDate: timeline.ratification,
    creditDate: timeline.creditDate,
    fundsAvailable: amounts.fundsAvailable,
    kmuOrderReportNum: approval && rnd.chance(0.7) ? governmentOrder(rnd, approval) : null,
    isCreditPaid: repaid ? 1 : 0,
    effectiveDate: timeline.effective,
    amountMoneyUsed: amounts.amountMoneyUsed,
    creditClose: timeline.creditClose,
    creditOpen: timeline.creditOpen,
    updatedAt: updatedAt(rnd, [
      signing,
      timeline.talks,
      timeline.ratification,
      timeline.effective,
      timeline.creditOpen,
      timeline.dateTo,
    ]),
  };
  return { row, state, timeline, amounts, creditor, preparation: preparationDates, approval };
}

import type { Random } from './random';
import { STATE, type StateId } from './referenceLists';

// Project money in UAH. Totals follow a log-normal distribution (many projects of a few
// hundred million, a long tail up to tens of billions); the parts add up to the total and the
// used share follows the state and the elapsed part of the implementation period.

export interface Amounts {
  projectSum: number;
  creditSum: number;
  grantSum: number;
  ukrCofinSum: number;
  creditorSum: number;
  amountMoneyUsed: number | null;
  fundsAvailable: number | null;
  /** amountMoneyUsed / creditSum, 0 when nothing was drawn. */
  usedShare: number;
}

const MIN_SUM = 20_000_000;
const MAX_SUM = 20_000_000_000;

export const round2 = (value: number): number => Math.round(value * 100) / 100;

function projectTotal(rnd: Random): number {
  for (let attempt = 0; attempt < 20; attempt++) {
    const value = Math.exp(Math.log(900_000_000) + 1.25 * rnd.normal());
    if (value >= MIN_SUM && value <= MAX_SUM) return round2(value);
  }
  return round2(rnd.between(MIN_SUM, 2_000_000_000));
}

function usedShare(rnd: Random, state: StateId, elapsed: number): number | null {
  switch (state) {
    case STATE.preparation:
    case STATE.negotiation:
      return null;
    case STATE.signed:
      return 0;
    case STATE.entryIntoForce:
      return rnd.chance(0.5) ? 0 : rnd.between(0.001, 0.03);
    case STATE.implementation:
      return Math.min(0.97, Math.max(0.02, elapsed * rnd.between(0.55, 1.1)));
    case STATE.completed:
      return rnd.chance(0.45) ? 1 : rnd.between(0.88, 0.999);
    case STATE.suspended:
      return Math.min(0.8, Math.max(0.03, elapsed * rnd.between(0.2, 0.7)));
  }
}

export function makeAmounts(rnd: Random, state: StateId, elapsed: number): Amounts {
  const projectSum = projectTotal(rnd);
  const creditSum = round2(projectSum * rnd.between(0.55, 0.95));
  const grantSum = rnd.chance(0.35)
    ? round2(Math.min(projectSum - creditSum, projectSum * rnd.between(0.02, 0.15)))
    : 0;
  const ukrCofinSum = Math.max(0, round2(projectSum - creditSum - grantSum));
  // The estimate made during preparation; agreements are sometimes signed for a bit less.
  const creditorSum = rnd.chance(0.7) ? creditSum : round2(creditSum * rnd.between(1.01, 1.08));
  const share = usedShare(rnd, state, elapsed);
  const amountMoneyUsed = share === null ? null : round2(creditSum * share);
  return {
    projectSum,
    creditSum,
    grantSum,
    ukrCofinSum,
    creditorSum,
    amountMoneyUsed,
    fundsAvailable: amountMoneyUsed === null ? null : round2(creditSum - amountMoneyUsed),
    usedShare: share ?? 0,
  };
}

import { FIRST_SIGNING, LAST_SIGNING, TODAY, addDays, dateBetween, minDate, toDays } from './dates';
import type { Random } from './random';
import { STATE, type StateId } from './referenceLists';

// The dates of one project, consistent with its state as of TODAY: preparation projects have
// no signing date, signed ones are not yet in force, completed ones ended in the past and
// projects under implementation run past today (extended when their first term has run out).

export interface Timeline {
  /** creditDateBegin: agreement signing; null before signing. */
  signing: string | null;
  /** Signing date, or the planned one for projects in preparation or negotiation. */
  anchor: string;
  ratification: string | null;
  /** agreementEffective and effectiveDate. */
  effective: string | null;
  talks: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  /** Start and end of the drawdown of loan funds. */
  creditOpen: string | null;
  creditClose: string | null;
  /** Loan closing date (last day funds may be withdrawn under the agreement). */
  creditDate: string | null;
  /** Set when the implementation term was extended: the new end date. */
  extendedTo: string | null;
  /** Share of the implementation period elapsed by TODAY, 0..1. */
  elapsed: number;
}

const YEAR = 365;

function skewedRecent(rnd: Random, from: string, to: string): string {
  // Most of the portfolio was signed after 2014, so lean towards the later end of the range.
  const a = toDays(from);
  const b = toDays(to);
  return addDays(from, Math.floor((b - a) * Math.pow(rnd.next(), 0.75)));
}

function ratificationBetween(rnd: Random, signing: string, effective: string | null): string {
  const span = effective ? toDays(effective) - toDays(signing) - 5 : 120;
  return addDays(signing, rnd.int(15, Math.max(16, span)));
}

function elapsedShare(from: string | null, to: string | null): number {
  if (!from || !to) return 0;
  const total = toDays(to) - toDays(from);
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, (toDays(TODAY) - toDays(from)) / total));
}

function finish(
  rnd: Random,
  base: Omit<Timeline, 'creditOpen' | 'creditClose' | 'creditDate' | 'elapsed'>,
  drawdownStarted: boolean,
): Timeline {
  const creditOpen =
    drawdownStarted && base.effective
      ? minDate(addDays(base.effective, rnd.int(0, 60)), addDays(TODAY, -1))
      : null;
  const creditClose = base.effective ? base.dateTo : null;
  const closing = creditClose ? addDays(creditClose, rnd.int(0, 120)) : null;
  // A loan whose drawdown already ended cannot close in the future.
  const creditDate =
    closing && creditClose && creditClose < TODAY ? minDate(closing, addDays(TODAY, -1)) : closing;
  return {
    ...base,
    creditOpen,
    creditClose,
    creditDate,
    elapsed: base.effective ? elapsedShare(base.dateFrom, base.dateTo) : 0,
  };
}

export function makeTimeline(rnd: Random, state: StateId): Timeline {
  const duration = rnd.int(3 * YEAR, 7 * YEAR);
  switch (state) {
    case STATE.preparation: {
      const anchor = addDays(TODAY, rnd.int(180, 720));
      return {
        signing: null,
        anchor,
        ratification: null,
        effective: null,
        talks: null,
        dateFrom: null,
        dateTo: null,
        creditOpen: null,
        creditClose: null,
        creditDate: null,
        extendedTo: null,
        elapsed: 0,
      };
    }
    case STATE.negotiation: {
      const talks = addDays(TODAY, -rnd.int(5, 150));
      const anchor = addDays(talks, rnd.int(30, 150));
      const dateFrom = addDays(anchor, rnd.int(90, 240));
      return {
        signing: null,
        anchor,
        ratification: null,
        effective: null,
        talks,
        dateFrom,
        dateTo: addDays(dateFrom, duration),
        creditOpen: null,
        creditClose: null,
        creditDate: null,
        extendedTo: null,
        elapsed: 0,
      };
    }
    case STATE.signed: {
      const signing = dateBetween(rnd, addDays(TODAY, -240), LAST_SIGNING);
      const ratified = toDays(signing) + 20 < toDays(TODAY) && rnd.chance(0.5);
      const dateFrom = addDays(signing, rnd.int(120, 300));
      return finish(
        rnd,
        {
          signing,
          anchor: signing,
          ratification: ratified
            ? minDate(ratificationBetween(rnd, signing, null), addDays(TODAY, -1))
            : null,
          effective: null,
          talks: addDays(signing, -rnd.int(20, 120)),
          dateFrom,
          dateTo: addDays(dateFrom, duration),
          extendedTo: null,
        },
        false,
      );
    }
    case STATE.entryIntoForce: {
      const signing = dateBetween(rnd, addDays(TODAY, -330), addDays(TODAY, -45));
      const effective = dateBetween(
        rnd,
        addDays(signing, 30),
        minDate(addDays(signing, 270), addDays(TODAY, -1)),
      );
      return finish(
        rnd,
        {
          signing,
          anchor: signing,
          ratification: rnd.chance(0.9) ? ratificationBetween(rnd, signing, effective) : null,
          effective,
          talks: addDays(signing, -rnd.int(20, 120)),
          dateFrom: effective,
          dateTo: addDays(effective, duration),
          extendedTo: null,
        },
        rnd.chance(0.6),
      );
    }
    case STATE.completed: {
      const extension = rnd.chance(0.35) ? rnd.int(180, 2 * YEAR) : 0;
      const latest = addDays(TODAY, -(duration + extension + 270 + rnd.int(30, 400)));
      const signing = skewedRecent(rnd, FIRST_SIGNING, latest);
      const effective = addDays(signing, rnd.int(30, 270));
      const originalEnd = addDays(effective, duration);
      const dateTo = addDays(originalEnd, extension);
      return finish(
        rnd,
        {
          signing,
          anchor: signing,
          ratification: rnd.chance(0.9) ? ratificationBetween(rnd, signing, effective) : null,
          effective,
          talks: addDays(signing, -rnd.int(20, 120)),
          dateFrom: effective,
          dateTo,
          extendedTo: extension > 0 ? dateTo : null,
        },
        true,
      );
    }
    case STATE.implementation:
    case STATE.suspended: {
      const from = state === STATE.implementation ? '2012-01-01' : '2010-01-01';
      const to = state === STATE.implementation ? addDays(TODAY, -90) : '2024-06-30';
      const signing = skewedRecent(rnd, from, to);
      const effective = minDate(addDays(signing, rnd.int(30, 270)), addDays(TODAY, -30));
      let dateTo = addDays(effective, duration);
      let extendedTo: string | null = null;
      if (toDays(dateTo) < toDays(TODAY) + 60) {
        // The first term ran out: such projects were extended, as real ones are.
        dateTo = addDays(TODAY, rnd.int(60, 900));
        extendedTo = dateTo;
      }
      return finish(
        rnd,
        {
          signing,
          anchor: signing,
          ratification: rnd.chance(0.9) ? ratificationBetween(rnd, signing, effective) : null,
          effective,
          talks: addDays(signing, -rnd.int(20, 120)),
          dateFrom: effective,
          dateTo,
          extendedTo,
        },
        true,
      );
    }
  }
}

import { round2 } from './amounts';
import { TODAY, yearOf } from './dates';
import type { GeneratedProject } from './projects';
import type { Random } from './random';
import { STATE } from './referenceLists';

// Cost dynamics of a project: one row per year from signing to min(end, this year), with the
// cumulative planned cost and the cumulative use. Projects not yet signed have none, and some
// signed ones were never reported (the portal then shows 'Дані відсутні').

export interface StatRow {
  projectId: string;
  period: string;
  amount: number;
  usedAmount: number;
}

/** Smooth S-curve 0 → 1: spending starts slowly, peaks mid-project and tails off. */
const sCurve = (x: number): number => {
  const t = Math.min(1, Math.max(0, x));
  return t * t * (3 - 2 * t);
};

export function makeStats(rnd: Random, project: GeneratedProject): StatRow[] {
  const { row, state, timeline, amounts } = project;
  if (!timeline.signing || !row.projectDateTo) return [];
  if (state === STATE.preparation || state === STATE.negotiation) return [];
  if (rnd.chance(0.025)) return [];

  const first = yearOf(timeline.signing);
  const endYear = yearOf(row.projectDateTo);
  const last = Math.min(endYear, yearOf(TODAY));
  const span = Math.max(1, endYear - first + 1);
  const total = amounts.projectSum;
  const planned = (year: number): number =>
    year >= endYear ? total : round2(total * sCurve((year - first + 1) / span));
  const usedTotal = Math.min(planned(last), round2(total * amounts.usedShare));
  const lastPlanned = planned(last);

  const rows: StatRow[] = [];
  for (let year = first; year <= last; year++) {
    const amount = planned(year);
    // Use lags the plan; the final year lands on the project's actual use.
    const share = lastPlanned > 0 ? Math.pow(amount / lastPlanned, 1.4) : 0;
    const usedAmount = year === last ? usedTotal : Math.min(amount, round2(usedTotal * share));
    rows.push({ projectId: row.projectId, period: String(year), amount, usedAmount });
  }
  return rows;
}

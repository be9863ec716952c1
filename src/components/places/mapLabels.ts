import { formatAmount, groupThousands } from '../../lib/format';
import { PROJECT_FORMS, pluralUk } from '../../lib/ukrainianPlural';
import type { MapMeasure } from './mapMeasure';

// The words and numbers the map shows: short figures on the map and in the legend (the table
// beside it has the exact ones).

export const countProjects = (n: number): string => `${n} ${pluralUk(n, PROJECT_FORMS)}`;

/** Whole millions of hryvnias ('1 234 млн'), '<1 млн' for a non-zero smaller amount. */
export function millions(amount: number): string {
  if (amount > 0 && amount < 500_000) return '<1 млн';
  return `${groupThousands(String(Math.round(amount / 1_000_000)))} млн`;
}

/** A unit's figure as its label on the map shows it. */
export const shortFigure = (measure: MapMeasure, value: number): string =>
  measure === 'count' ? String(value) : millions(value);

/** A legend class's range ('3–7 проєктів', '12 млн – 40 млн грн.'). */
export function rangeText(measure: MapMeasure, min: number, max: number): string {
  if (measure === 'count') {
    return min === max ? countProjects(max) : `${min}–${max} ${pluralUk(max, PROJECT_FORMS)}`;
  }
  return min === max ? `${millions(max)} грн.` : `${millions(min)} – ${millions(max)} грн.`;
}

/** The name a unit's link carries: its name and both figures. */
export const unitTitle = (name: string, count: number, amount: number): string =>
  `${name}: ${countProjects(count)}${count > 0 ? `, ${formatAmount(amount) ?? ''}` : ''}`;

import { CITIES, OBLASTS, oblastAdministration, type City, type Oblast } from './places';
import type { Random } from './random';
import type { CreditorId, ExecutorId, FieldId } from './referenceLists';

// The shape of a sector (an industry with its typical lenders, executors and project name
// templates). Templates are functions so each project draws its own places and numbers.

export interface TemplateContext {
  rnd: Random;
  /** Signing year, or the planned one for projects still in preparation. */
  year: number;
}

export interface ProjectText {
  name: string;
  purpose: string;
  beneficiar: string;
}

export interface Template {
  /** First signing year the template makes sense for (e.g. war-damage reconstruction). */
  minYear?: number;
  /** Executors of this kind of project when they differ from the sector's usual ones. */
  executors?: readonly (readonly [ExecutorId, number])[];
  make(ctx: TemplateContext): ProjectText;
}

export interface Sector {
  field: FieldId;
  /** Relative share of projects in this industry. */
  weight: number;
  creditors: readonly (readonly [CreditorId, number])[];
  executors: readonly (readonly [ExecutorId, number])[];
  /** Candidate investment components for projectStructure. */
  components: readonly string[];
  /** Technical parameters line (projectParams). */
  params(rnd: Random): string;
  templates: readonly Template[];
}

export const anyCity = (ctx: TemplateContext): City => ctx.rnd.pick(CITIES);
export const anyOblast = (ctx: TemplateContext): Oblast => ctx.rnd.pick(OBLASTS);
export const southernOblast = (ctx: TemplateContext): Oblast =>
  ctx.rnd.pick(OBLASTS.filter((o) => o.southern));
/** 'у Вінницькій області' but 'в Одеській області': euphony picks the preposition. */
export const inOblast = (oblast: Oblast): string =>
  `${/^[АЕЄИІЇОУЮЯ]/.test(oblast.loc) ? 'в' : 'у'} ${oblast.loc}`;
export const administration = (ctx: TemplateContext, oblast: Oblast): string =>
  oblastAdministration(oblast, ctx.year);

/** Whole number with space-grouped thousands, as Ukrainian texts print them. */
export function grouped(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

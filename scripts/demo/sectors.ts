import type { Random } from './random';
import type { Sector, Template } from './sectorTypes';
import { ecology, digital, energy, housing, transport, water } from './sectorsInfrastructure';
import { agriculture, education, finance, government, health, social } from './sectorsPublic';

// All sectors and the choice of a sector and template for one project.

export const SECTORS: readonly Sector[] = [
  energy,
  transport,
  health,
  education,
  housing,
  agriculture,
  finance,
  government,
  ecology,
  social,
  water,
  digital,
];

export function pickSector(rnd: Random): Sector {
  return rnd.weighted(SECTORS.map((s) => [s, s.weight] as const));
}

/** A template that makes sense in the given year (war reconstruction only from 2022, …). */
export function pickTemplate(rnd: Random, sector: Sector, year: number): Template {
  const fitting = sector.templates.filter((t) => (t.minYear ?? 0) <= year);
  return rnd.pick(fitting.length > 0 ? fitting : sector.templates);
}

import { projectQueryString } from '../../lib/projectQuery';
import { regionName } from '../../lib/regions';
import type { Placement } from '../../registry/places/placement';
import * as css from './ProjectRegions.css';

// Where the project is: the regions its own text names, each a link to the list of
// that region's projects, with the words that named it. A project naming no place says so: it
// is nationwide or not placed, never guessed.

export function ProjectRegions({ regions }: { regions: Placement[] }) {
  if (!regions.length) {
    return (
      <p className={css.regions}>
        <strong>Регіони:</strong> загальнонаціональний проєкт або регіон не визначено — у назві,
        меті, бенефіціарі та ініціаторі проєкту не названо області чи міста.
      </p>
    );
  }
  return (
    <div className={css.regions}>
      <strong>Регіони</strong> (визначено за текстом проєкту):
      <ul className={css.list}>
        {regions.map(({ region, evidence }) => (
          <li key={region}>
            <a href={`/projects${projectQueryString({ filters: { region } })}`}>
              {regionName(region)}
            </a>{' '}
            <span className={css.evidence}>({evidence})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

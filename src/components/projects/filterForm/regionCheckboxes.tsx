import type { ChangeEvent } from 'react';
import { filterSpec, type FilterName } from '../../../lib/projectFilters';
import { regionsOfFilter } from '../../../lib/filterValues';
import { regionCodes, regions } from '../../../lib/regions';
import * as css from '../FilterForm.css';
import { filterErrorId, filterInputId, type FieldState } from './fieldState';
import { fieldError } from './fieldError';

// The regions: a checkbox each, named alike, so a plain GET repeats `region=` per checked box.

/** The regions as a visitor looks for them: alphabetically (the table is in ISO code order). */
const regionsByName = [...regions].sort((a, b) => a.name.localeCompare(b.name, 'uk'));

export function regionCheckboxes(state: FieldState, name: FilterName) {
  const { values, errors, onValueChange } = state;
  const chosen = new Set<string>(regionsOfFilter(values[name]));
  const toggle = (code: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = new Set(chosen);
    if (event.target.checked) next.add(code);
    else next.delete(code);
    onValueChange?.(name, regionCodes.filter((c) => next.has(c)).join(','), true);
  };
  return (
    <fieldset
      key={name}
      className={css.regionGroup}
      aria-describedby={errors[name] ? filterErrorId(name) : undefined}
    >
      <legend className={css.legend}>{filterSpec(name).label}</legend>
      <ul className={css.regionList}>
        {regionsByName.map((region, i) => (
          <li key={region.code}>
            <label className={css.regionOption}>
              <input
                type="checkbox"
                name={name}
                value={region.code}
                // The error summary links to the first box.
                id={i === 0 ? filterInputId(name) : undefined}
                {...(onValueChange
                  ? { checked: chosen.has(region.code), onChange: toggle(region.code) }
                  : { defaultChecked: chosen.has(region.code) })}
              />
              {region.name}
            </label>
          </li>
        ))}
      </ul>
      {fieldError(state, name)}
    </fieldset>
  );
}

import { Fragment, type ReactNode } from 'react';
import { filterSpec, type FilterName } from '../../../lib/projectFilters';
import * as css from '../FilterForm.css';
import type { SearchReferences } from '../types';
import { filterInputId, type FieldState } from './fieldState';
import { fieldError } from './fieldError';
import { filterInput } from './filterInputs';
import { filterSelect, referenceOptions } from './filterSelect';
import { regionCheckboxes } from './regionCheckboxes';

// One filter of the catalogue: its label, the control its kind asks for, and its error.

function controlOf(state: FieldState, name: FilterName, references: SearchReferences): ReactNode {
  const control = filterSpec(name).control;
  switch (control.kind) {
    case 'text':
      return filterInput(state, name);
    case 'number':
      return filterInput(state, name, {
        inputMode: 'numeric',
        hint: control.signingPeriodHint ? 'filters-hint' : undefined,
      });
    case 'amount':
      return filterInput(state, name, { inputMode: 'decimal' });
    case 'date':
      return filterInput(state, name, { type: 'date' });
    case 'reference':
      return filterSelect(state, name, referenceOptions(references, control.list), 'Усі');
    case 'choice':
      return filterSelect(
        state,
        name,
        control.options.map((label, i) => ({ value: i + 1, label })),
        control.anyLabel,
      );
    case 'regions':
      return regionCheckboxes(state, name);
  }
}

export function filterField(state: FieldState, name: FilterName, references: SearchReferences) {
  const control = filterSpec(name).control;
  // The regions are a group of their own, with a legend instead of a label.
  if (control.kind === 'regions') return regionCheckboxes(state, name);
  const wide = control.kind === 'text' && control.wide;
  return (
    <Fragment key={name}>
      <div className={wide ? `${css.field} ${css.wide}` : css.field}>
        <label className={css.label} htmlFor={filterInputId(name)}>
          {filterSpec(name).label}
        </label>
        {controlOf(state, name, references)}
        {fieldError(state, name)}
      </div>
    </Fragment>
  );
}

import type { FilterName } from '../../../lib/projectFilters';
import * as css from '../FilterForm.css';
import { filterErrorId, type FieldState } from './fieldState';

/** A filter's error under its control (the control's aria-describedby points here). */
export function fieldError(state: FieldState, name: FilterName) {
  const error = state.errors[name];
  return error ? (
    <p className={css.error} id={filterErrorId(name)}>
      {error}
    </p>
  ) : null;
}

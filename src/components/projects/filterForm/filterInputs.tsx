import type { FilterName } from '../../../lib/projectFilters';
import { describedBy, filterInputId, inputClass, valueProps, type FieldState } from './fieldState';

// The typed filters: free text, numbers and amounts (a text box each) and dates.

/**
 * A text box (`inputMode` for numbers and amounts; `hint` the id of a hint it is described by)
 * or, with `type` 'date', a date picker.
 */
export function filterInput(
  state: FieldState,
  name: FilterName,
  options: { type?: 'text' | 'date'; inputMode?: 'numeric' | 'decimal'; hint?: string } = {},
) {
  const { type = 'text', inputMode, hint } = options;
  return (
    <input
      id={filterInputId(name)}
      name={name}
      type={type}
      className={inputClass(state, name)}
      // Only text boxes carry these, so a date's server payload stays as small as before.
      {...(type === 'text' ? { inputMode, autoComplete: 'off' } : {})}
      aria-invalid={state.errors[name] ? true : undefined}
      aria-describedby={describedBy(state, name, hint)}
      // Typing free text waits for the caller's debounce; numbers and dates apply at once.
      {...valueProps(state, name, type === 'date' || inputMode !== undefined)}
    />
  );
}

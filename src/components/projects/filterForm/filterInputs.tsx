import type { FilterName } from '../../../lib/projectFilters';
import { describedBy, filterInputId, inputClass, valueProps, type FieldState } from './fieldState';

// The typed filters: free text, numbers and amounts (a text box each) and dates.

export function textInput(
  state: FieldState,
  name: FilterName,
  inputMode?: 'numeric' | 'decimal',
  hint?: string,
) {
  return (
    <input
      id={filterInputId(name)}
      name={name}
      type="text"
      className={inputClass(state, name)}
      inputMode={inputMode}
      autoComplete="off"
      aria-invalid={state.errors[name] ? true : undefined}
      aria-describedby={describedBy(state, name, hint)}
      // Typing free text waits for the caller's debounce; numbers apply at once.
      {...valueProps(state, name, inputMode !== undefined)}
    />
  );
}

export function dateInput(state: FieldState, name: FilterName) {
  return (
    <input
      id={filterInputId(name)}
      name={name}
      type="date"
      className={inputClass(state, name)}
      aria-invalid={state.errors[name] ? true : undefined}
      aria-describedby={describedBy(state, name)}
      {...valueProps(state, name, true)}
    />
  );
}

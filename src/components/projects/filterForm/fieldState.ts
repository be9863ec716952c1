import type { ChangeEvent } from 'react';
import type { FilterName } from '../../../lib/projectFilters';
import type { FieldErrors } from '../../../lib/projectQuery';
import type { FilterValues } from '../types';
import * as css from '../FilterForm.css';

// What every filter control reads: the values, their errors and (with JavaScript) the listener.

export interface FieldState {
  values: FilterValues;
  errors: FieldErrors;
  /** `immediate` is false for text typing (the caller debounces). */
  onValueChange?: (name: FilterName, value: string, immediate: boolean) => void;
}

export const filterInputId = (name: string) => `filter-${name}`;
export const filterErrorId = (name: string) => `filter-${name}-error`;

/** Controlled only when the search leaf listens; otherwise plain defaults for the server HTML. */
export function valueProps(state: FieldState, name: FilterName, immediate: boolean) {
  const { values, onValueChange } = state;
  return onValueChange
    ? {
        value: values[name] ?? '',
        onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
          onValueChange(name, event.target.value, immediate),
      }
    : { defaultValue: values[name] ?? '' };
}

export const describedBy = (state: FieldState, name: FilterName, hint?: string) =>
  [state.errors[name] ? filterErrorId(name) : undefined, hint].filter(Boolean).join(' ') ||
  undefined;

export const inputClass = (state: FieldState, name: FilterName) =>
  state.errors[name] ? `${css.control} ${css.invalid}` : css.control;

// The parts of the form are plain render functions, not components: the RSC build wraps every
// capitalized export of a module that imports CSS so it also emits its stylesheet links, and one
// such wrapper per filter made the /changes payload 40 KB larger.

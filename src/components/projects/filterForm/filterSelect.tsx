import type { FilterName, ReferenceList } from '../../../lib/projectFilters';
import type { SearchReferences } from '../types';
import { describedBy, filterInputId, inputClass, valueProps, type FieldState } from './fieldState';

// The filters chosen from a list: a reference table (sectors, lenders, …) or a fixed choice.

export interface SelectOption {
  value: string | number;
  label: string;
}

export function referenceOptions(
  references: SearchReferences,
  list: ReferenceList,
): SelectOption[] {
  if (list === 'fields')
    return references.fields.map((f) => ({ value: f.id, label: f.fieldNameUkr }));
  return references[list].map((item) => ({ value: item.id, label: item.name }));
}

/** `all` is the first option, choosing nothing. */
export function filterSelect(
  state: FieldState,
  name: FilterName,
  options: SelectOption[],
  all: string,
) {
  return (
    <select
      id={filterInputId(name)}
      name={name}
      className={inputClass(state, name)}
      aria-invalid={state.errors[name] ? true : undefined}
      aria-describedby={describedBy(state, name)}
      {...valueProps(state, name, true)}
    >
      <option value="">{all}</option>
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

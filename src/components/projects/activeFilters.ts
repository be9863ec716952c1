import { regionsOfFilter } from '../../lib/filterValues';
import { formatAmount, formatDate } from '../../lib/format';
import {
  filterNames,
  filterSpec,
  type FilterName,
  type ReferenceList,
} from '../../lib/projectFilters';
import { projectQueryString, type ProjectSearchQuery } from '../../lib/projectQuery';
import { regionName } from '../../lib/regions';
import type { SearchReferences } from './types';

// The filters in force, as removable chips above the results: each one names the filter and
// its value in words and links to the same search without it (a plain link without JavaScript).

export interface ActiveFilter {
  name: FilterName;
  label: string;
  value: string;
  /** The same search without this filter, from page 1. */
  removeHref: string;
}

function nameOf(list: { id: number; name: string }[], id: number): string {
  return list.find((item) => item.id === id)?.name ?? `№ ${id}`;
}

function referenceName(refs: SearchReferences, list: ReferenceList, id: number): string {
  if (list === 'fields') {
    return nameOf(
      refs.fields.map((f) => ({ id: f.id, name: f.fieldNameUkr })),
      id,
    );
  }
  return nameOf(refs[list], id);
}

/** A filter's value in words, as its form control offers it. */
function valueText(name: FilterName, value: string | number, refs: SearchReferences): string {
  const control = filterSpec(name).control;
  const n = Number(value);
  switch (control.kind) {
    case 'reference':
      return referenceName(refs, control.list, n);
    case 'choice':
      return control.options[n - 1] ?? String(value);
    case 'amount':
      return formatAmount(n) ?? String(value);
    case 'date':
      return formatDate(String(value)) ?? String(value);
    case 'text':
      return `«${value}»`;
    case 'number':
      return String(value);
    case 'regions':
      return regionsOfFilter(String(value)).map(regionName).join(', ');
  }
}

export function activeFilters(query: ProjectSearchQuery, refs: SearchReferences): ActiveFilter[] {
  const filters = query.filters as Partial<Record<FilterName, string | number>>;
  return filterNames.flatMap((name) => {
    const value = filters[name];
    if (value === undefined || value === '') return [];
    const rest = { ...filters, [name]: undefined };
    return [
      {
        name,
        label: filterSpec(name).label,
        value: valueText(name, value, refs),
        removeHref: `/projects${projectQueryString({ filters: rest, sort: query.sort, page: 1 })}`,
      },
    ];
  });
}

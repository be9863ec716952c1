import { formatAmount, formatDate } from '../../lib/format';
import {
  filterNames,
  monthNames,
  projectQueryString,
  type FilterName,
  type ProjectSearchQuery,
} from '../../lib/projectQuery';
import { filterLabels } from './filterLabels';
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

const quarterNames = ['I', 'II', 'III', 'IV'];

function nameOf(list: { id: number; name: string }[], id: number): string {
  return list.find((item) => item.id === id)?.name ?? `№ ${id}`;
}

function valueText(name: FilterName, value: string | number, refs: SearchReferences): string {
  const n = Number(value);
  switch (name) {
    case 'mfo':
      return nameOf(refs.creditors, n);
    case 'executor':
      return nameOf(refs.executors, n);
    case 'projectState':
      return nameOf(refs.states, n);
    case 'projectIndustry':
      return nameOf(
        refs.fields.map((f) => ({ id: f.id, name: f.fieldNameUkr })),
        n,
      );
    case 'quarter':
      return `${quarterNames[n - 1] ?? n} квартал`;
    case 'monthFrom':
    case 'monthTo':
      return monthNames[n - 1] ?? String(value);
    case 'amountFrom':
    case 'amountTo':
      return formatAmount(n) ?? String(value);
    case 'signDate':
    case 'validityDate':
      return formatDate(String(value)) ?? String(value);
    case 'projectName':
    case 'beneficiary':
      return `«${value}»`;
    default:
      return String(value);
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
        label: filterLabels[name],
        value: valueText(name, value, refs),
        removeHref: `/projects${projectQueryString({ filters: rest, sort: query.sort, page: 1 })}`,
      },
    ];
  });
}

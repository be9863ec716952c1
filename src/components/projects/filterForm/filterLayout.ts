import {
  filterNames,
  filterSpec,
  type FilterName,
  type FilterSpec,
} from '../../../lib/projectFilters';

export type LayoutPart =
  | FilterName
  | { group: NonNullable<FilterSpec['group']>; names: FilterName[] };

/** The catalogue in order, with the consecutive members of a group gathered in one fieldset. */
export function filterLayout(): LayoutPart[] {
  const parts: LayoutPart[] = [];
  for (const name of filterNames) {
    const group = filterSpec(name).group;
    const last = parts.at(-1);
    if (!group) parts.push(name);
    else if (typeof last === 'object' && last.group === group) last.names.push(name);
    else parts.push({ group, names: [name] });
  }
  return parts;
}

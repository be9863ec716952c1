import { Fragment, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import {
  filterGroupLegends,
  filterNames,
  filterSpec,
  type FilterName,
  type FilterSpec,
  type ReferenceList,
} from '../../lib/projectFilters';
import type { FieldErrors, ProjectSort } from '../../lib/projectQuery';
import { paths } from '../../lib/routes';
import * as css from './FilterForm.css';
import * as resultsCss from './SearchResults.css';
import { SortSelect } from './SortSelect';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import type { FilterValues, SearchReferences } from './types';
import { pluralUk } from '../../lib/ukrainianPlural';
import { regionsOfFilter } from '../../lib/filterValues';
import { regionCodes, regions } from '../../lib/regions';

// The registry filter form (spec §3), drawn from the filter catalogue (lib/projectFilters.ts):
// each filter's label and control, in the catalogue's order and groups. A plain GET form:
// without JavaScript the browser submits it and the server renders the results from the query string. With JavaScript the search leaf
// passes `onValueChange`/`onSubmit` and the form stays the same markup.
// The form sits in a disclosure that says how many filters are in force, so on phones and in
// large fonts the results come first; on wide screens CSS keeps it open (FilterForm.css.ts).

export interface FilterFormProps {
  references: SearchReferences;
  values: FilterValues;
  errors: FieldErrors;
  /** The list's sort (its select shows in the card view); absent where nothing is sorted. */
  sort?: ProjectSort;
  /** How many filters are in force (shown on the disclosure). */
  activeCount: number;
  /** `immediate` is false for text typing (the caller debounces). */
  onValueChange?: (name: FilterName, value: string, immediate: boolean) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Another screen filtering projects the same way (/changes): its path, title and own fields. */
  action?: string;
  resetHref?: string;
  toggleTitle?: string;
  children?: ReactNode;
  /** Errors of those own fields: in the summary (linking to `inputId`), and the form opens. */
  extraErrors?: { inputId: string; label: string; message: string }[];
}

const filterInputId = (name: string) => `filter-${name}`;

/** The regions as a visitor looks for them: alphabetically (the table is in ISO code order). */
const regionsByName = [...regions].sort((a, b) => a.name.localeCompare(b.name, 'uk'));
const filterErrorId = (name: string) => `filter-${name}-error`;

interface SelectOption {
  value: string | number;
  label: string;
}

function referenceOptions(references: SearchReferences, list: ReferenceList): SelectOption[] {
  if (list === 'fields')
    return references.fields.map((f) => ({ value: f.id, label: f.fieldNameUkr }));
  return references[list].map((item) => ({ value: item.id, label: item.name }));
}

type LayoutPart = FilterName | { group: NonNullable<FilterSpec['group']>; names: FilterName[] };

/** The catalogue in order, with the consecutive members of a group gathered in one fieldset. */
function filterLayout(): LayoutPart[] {
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

/** '(2 активні)': how many filters are in force, on the disclosure. */
export function activeText(n: number): string {
  if (n === 0) return '(фільтри не задано)';
  return `(${n} ${pluralUk(n, ['активний', 'активні', 'активних'])})`;
}

export function FilterForm(props: FilterFormProps) {
  const { references, values, errors, sort, activeCount, onValueChange, onSubmit } = props;
  const { action = '/projects', resetHref = paths.projects, toggleTitle, children } = props;
  const fieldErrors = filterNames.filter((name) => errors[name]);
  const extraErrors = props.extraErrors ?? [];
  const anyError = fieldErrors.length + extraErrors.length > 0;

  const change =
    (name: FilterName, immediate: boolean) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onValueChange?.(name, event.target.value, immediate);

  // Controlled only when the search leaf listens; otherwise plain defaults for the server HTML.
  const valueProps = (name: FilterName, immediate: boolean) =>
    onValueChange
      ? { value: values[name] ?? '', onChange: change(name, immediate) }
      : { defaultValue: values[name] ?? '' };

  const describedBy = (name: FilterName, hint?: string) =>
    [errors[name] ? filterErrorId(name) : undefined, hint].filter(Boolean).join(' ') || undefined;

  const inputClass = (name: FilterName) =>
    errors[name] ? `${css.control} ${css.invalid}` : css.control;

  const field = (name: FilterName, control: ReactNode, className = css.field) => (
    <div className={className}>
      <label className={css.label} htmlFor={filterInputId(name)}>
        {filterSpec(name).label}
      </label>
      {control}
      {errors[name] ? (
        <p className={css.error} id={filterErrorId(name)}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  const textInput = (name: FilterName, inputMode?: 'numeric' | 'decimal', hint?: string) => (
    <input
      id={filterInputId(name)}
      name={name}
      type="text"
      className={inputClass(name)}
      inputMode={inputMode}
      autoComplete="off"
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={describedBy(name, hint)}
      {...valueProps(name, inputMode !== undefined)}
    />
  );

  const dateInput = (name: FilterName) => (
    <input
      id={filterInputId(name)}
      name={name}
      type="date"
      className={inputClass(name)}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={describedBy(name)}
      {...valueProps(name, true)}
    />
  );

  const select = (name: FilterName, options: SelectOption[], all: string) => (
    <select
      id={filterInputId(name)}
      name={name}
      className={inputClass(name)}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={describedBy(name)}
      {...valueProps(name, true)}
    >
      <option value="">{all}</option>
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );

  const controlOf = (name: FilterName): ReactNode => {
    const control = filterSpec(name).control;
    switch (control.kind) {
      case 'text':
        return textInput(name);
      case 'number':
        return textInput(name, 'numeric', control.signingPeriodHint ? 'filters-hint' : undefined);
      case 'amount':
        return textInput(name, 'decimal');
      case 'date':
        return dateInput(name);
      case 'reference':
        return select(name, referenceOptions(references, control.list), 'Усі');
      case 'choice':
        return select(
          name,
          control.options.map((label, i) => ({ value: i + 1, label })),
          control.anyLabel,
        );
    }
  };

  // The regions: a checkbox each, named alike, so a plain GET repeats `region=` per checked box.
  const regionGroup = (name: FilterName) => {
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
        {errors[name] ? (
          <p className={css.error} id={filterErrorId(name)}>
            {errors[name]}
          </p>
        ) : null}
      </fieldset>
    );
  };

  const fieldOf = (name: FilterName) => {
    const control = filterSpec(name).control;
    if (control.kind === 'regions') return regionGroup(name);
    const wide = control.kind === 'text' && control.wide;
    return (
      <Fragment key={name}>
        {field(name, controlOf(name), wide ? `${css.field} ${css.wide}` : css.field)}
      </Fragment>
    );
  };

  return (
    <details className={css.disclosure} open={anyError ? true : undefined}>
      <summary className={css.toggle}>
        <span className={css.toggleTitle}>{toggleTitle ?? 'Фільтри і сортування'}</span>{' '}
        <span className={css.badge}>{activeText(activeCount)}</span>
      </summary>
      <form
        method="get"
        action={action}
        className={css.form}
        aria-labelledby="filters-title"
        onSubmit={onSubmit}
      >
        <h2 id="filters-title" className={`${visuallyHidden} ${css.title}`}>
          Фільтри пошуку
        </h2>
        {anyError ? (
          <div className={css.summary} aria-labelledby="filters-errors-title">
            <h3 className={css.summaryTitle} id="filters-errors-title">
              Виправте значення фільтрів (їх не враховано):
            </h3>
            <ul>
              {fieldErrors.map((name) => (
                <li key={name}>
                  <a href={`#${filterInputId(name)}`}>
                    {filterSpec(name).label}: {errors[name]}
                  </a>
                </li>
              ))}
              {extraErrors.map((e) => (
                <li key={e.inputId}>
                  <a href={`#${e.inputId}`}>
                    {e.label}: {e.message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className={css.hint} id="filters-hint">
          Рік, квартал і місяці відбирають проєкти за датою підписання угоди.
        </p>
        <div className={css.grid}>
          {sort ? <SortSelect sort={sort} className={resultsCss.cardView} /> : null}
          {filterLayout().map((part) =>
            typeof part === 'string' ? (
              fieldOf(part)
            ) : (
              <fieldset key={part.group} className={css.fieldset}>
                <legend className={css.legend}>{filterGroupLegends[part.group]}</legend>
                {part.names.map(fieldOf)}
              </fieldset>
            ),
          )}
          {children}
        </div>
        <input type="hidden" name="page" value="1" />
        <div className={css.actions}>
          <button type="submit" className={css.submit}>
            Знайти
          </button>
          <a href={resetHref}>Скинути фільтри</a>
        </div>
      </form>
    </details>
  );
}

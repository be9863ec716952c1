import type { FormEvent, ReactNode } from 'react';
import { filterGroupLegends, filterNames } from '../../lib/projectFilters';
import type { FieldErrors, ProjectSort } from '../../lib/projectQuery';
import { paths } from '../../lib/routes';
import * as css from './FilterForm.css';
import * as resultsCss from './SearchResults.css';
import { SortSelect } from './SortSelect';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import type { FilterValues, SearchReferences } from './types';
import type { FieldState } from './filterForm/fieldState';
import { filterDisclosure } from './filterForm/filterDisclosure';
import { filterErrorSummary, type ExtraError } from './filterForm/filterErrorSummary';
import { filterField } from './filterForm/filterField';
import { filterLayout } from './filterForm/filterLayout';

// The registry filter form (spec §3), drawn from the filter catalogue (lib/projectFilters.ts):
// each filter's label and control, in the catalogue's order and groups (filterForm/). A plain GET
// form: without JavaScript the browser submits it and the server renders the results from the
// query string. With JavaScript the search leaf passes `onValueChange`/`onSubmit` and the form
// stays the same markup.

export interface FilterFormProps {
  references: SearchReferences;
  values: FilterValues;
  errors: FieldErrors;
  /** The list's sort (its select shows in the card view); absent where nothing is sorted. */
  sort?: ProjectSort;
  /** How many filters are in force (shown on the disclosure). */
  activeCount: number;
  onValueChange?: FieldState['onValueChange'];
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Another screen filtering projects the same way (/changes): its path, title and own fields. */
  action?: string;
  resetHref?: string;
  toggleTitle?: string;
  children?: ReactNode;
  /** Errors of those own fields: in the summary (linking to `inputId`), and the form opens. */
  extraErrors?: ExtraError[];
}

export function FilterForm(props: FilterFormProps) {
  const { references, values, errors, sort, activeCount, onValueChange, onSubmit } = props;
  const { action = '/projects', resetHref = paths.projects, toggleTitle, children } = props;
  const fieldErrors = filterNames.filter((name) => errors[name]);
  const extraErrors = props.extraErrors ?? [];
  const anyError = fieldErrors.length + extraErrors.length > 0;
  const state: FieldState = { values, errors, onValueChange };

  return filterDisclosure(
    toggleTitle ?? 'Фільтри і сортування',
    activeCount,
    anyError,
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
      {anyError ? filterErrorSummary(fieldErrors, errors, extraErrors) : null}
      <p className={css.hint} id="filters-hint">
        Рік, квартал і місяці відбирають проєкти за датою підписання угоди.
      </p>
      <div className={css.grid}>
        {sort ? <SortSelect sort={sort} className={resultsCss.cardView} /> : null}
        {filterLayout().map((part) =>
          typeof part === 'string' ? (
            filterField(state, part, references)
          ) : (
            <fieldset key={part.group} className={css.fieldset}>
              <legend className={css.legend}>{filterGroupLegends[part.group]}</legend>
              {part.names.map((name) => filterField(state, name, references))}
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
    </form>,
  );
}

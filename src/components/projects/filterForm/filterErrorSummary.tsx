import { filterSpec, type FilterName } from '../../../lib/projectFilters';
import type { FieldErrors } from '../../../lib/projectQuery';
import * as css from '../FilterForm.css';
import { filterInputId } from './fieldState';

/** An error of a screen's own field (outside the catalogue), linked by its input's id. */
export interface ExtraError {
  inputId: string;
  label: string;
  message: string;
}

/** The errors at the top of the form, each linking to its control. */
export function filterErrorSummary(
  fieldErrors: FilterName[],
  errors: FieldErrors,
  extraErrors: ExtraError[],
) {
  return (
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
  );
}

import type { ChangesErrors, ParsedChangesQuery } from '../../lib/changesQuery';
import { CHANGES_PATH } from '../../lib/changesQuery';
import type { FieldErrors } from '../../lib/projectQuery';
import { FilterForm } from '../projects/FilterForm';
import * as formCss from '../projects/FilterForm.css';
import type { SearchReferences } from '../projects/types';

// The /projects filter form, sent to /changes (the changes of the projects it selects), plus
// the first day of the changes; a one-project view keeps its project through the form.

const SINCE_ID = 'filter-since';

function SinceField({ value, error }: { value: string | undefined; error: string | undefined }) {
  return (
    <div className={formCss.field}>
      <label className={formCss.label} htmlFor={SINCE_ID}>
        Зміни від дати
      </label>
      <input
        id={SINCE_ID}
        name="since"
        type="date"
        className={error ? `${formCss.control} ${formCss.invalid}` : formCss.control}
        defaultValue={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${SINCE_ID}-error` : undefined}
      />
      {error ? (
        <p className={formCss.error} id={`${SINCE_ID}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ChangesFilters({
  parsed,
  references,
}: {
  parsed: ParsedChangesQuery;
  references: SearchReferences;
}) {
  const { query, values } = parsed;
  const errors: ChangesErrors = parsed.errors;
  const active =
    Object.keys(query.filters).length + (query.since ? 1 : 0) + (query.project ? 1 : 0);
  return (
    <FilterForm
      references={references}
      values={values}
      errors={errors as FieldErrors}
      activeCount={active}
      action={CHANGES_PATH}
      resetHref={CHANGES_PATH}
      toggleTitle="Фільтри"
      extraErrors={
        errors.since ? [{ inputId: SINCE_ID, label: 'Зміни від дати', message: errors.since }] : []
      }
    >
      <SinceField value={values.since} error={errors.since} />
      {query.project ? <input type="hidden" name="project" value={query.project} /> : null}
    </FilterForm>
  );
}

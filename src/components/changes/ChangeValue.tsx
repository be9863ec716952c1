import { DASH } from '../../lib/format';
import { catalogueField } from '../../lib/projectFieldCatalogue';
import {
  changeValueText,
  type ChangeValue as Value,
  type TrackedField,
} from '../../lib/projectChanges';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as css from './Changes.css';

/**
 * A recorded value as the project page shows it; no value is a dash, read as «немає даних».
 * `together`: an amount or a date never breaks over two lines (in a table that scrolls).
 */
export function ChangeValue({
  field,
  value,
  together = false,
}: {
  field: TrackedField;
  value: Value;
  together?: boolean;
}) {
  const text = changeValueText(field, value);
  if (text === null) {
    return (
      <span className={css.empty}>
        <span aria-hidden="true">{DASH}</span>
        <span className={visuallyHidden}>немає даних</span>
      </span>
    );
  }
  const kind = catalogueField(field).kind;
  const unit = together && (kind === 'amount' || kind === 'date');
  return <span className={unit ? css.unit : css.value}>{text}</span>;
}

import { DASH } from '../../lib/format';
import { catalogueField } from '../../lib/projectFieldCatalogue';
import {
  changeValueText,
  type ChangeValue as Value,
  type TrackedField,
} from '../../lib/projectChanges';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import * as css from './Changes.css';

/** A recorded value as the project page shows it; no value is a dash, read as «немає даних». */
export function ChangeValue({ field, value }: { field: TrackedField; value: Value }) {
  const text = changeValueText(field, value);
  if (text === null) {
    return (
      <span className={css.empty}>
        <span aria-hidden="true">{DASH}</span>
        <span className={visuallyHidden}>немає даних</span>
      </span>
    );
  }
  // An amount or a date reads as one unit: it never breaks over two lines.
  const kind = catalogueField(field).kind;
  const unit = kind === 'amount' || kind === 'date';
  return <span className={unit ? css.unit : css.value}>{text}</span>;
}

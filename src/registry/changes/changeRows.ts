import 'server-only';
import { changeFieldLabel, isTrackedField, type ChangeValue } from '../../lib/projectChanges';
import type { FieldChangeItem } from './changeSchemas';

// Stored change rows as the history's readers publish them.

/** A stored JSON value; text that is not JSON (never written so) is kept as text. */
function storedValue(text: string | null): ChangeValue {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : null;
  } catch {
    return text;
  }
}

/** A changed-field row, typed and labelled; null for a field the catalogue no longer has. */
export function fieldChange(row: {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}): FieldChangeItem | null {
  if (!isTrackedField(row.field)) return null;
  return {
    field: row.field,
    label: changeFieldLabel(row.field),
    was: storedValue(row.oldValue),
    became: storedValue(row.newValue),
  };
}

import type { FormEvent } from 'react';
import * as styles from './StateFilter.css';

// A plain GET form (`/?p=analytics&state=…`) that works without JavaScript; the board passes
// handlers that refresh the figures in place instead.
export function StateFilter({
  states,
  selected,
  onSubmit,
  onChange,
}: {
  states: { id: number; name: string }[];
  selected?: number;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onChange?: (stateId: number | undefined) => void;
}) {
  return (
    <form method="get" action="/" className={styles.form} onSubmit={onSubmit}>
      <input type="hidden" name="p" value="analytics" />
      <div className={styles.field}>
        <label htmlFor="statistics-state" className={styles.label}>
          Стан проєктів
        </label>
        <select
          id="statistics-state"
          name="state"
          className={styles.select}
          value={selected === undefined ? '' : String(selected)}
          onChange={(e) => onChange?.(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">Усі стани</option>
          {states.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={styles.button}>
        Показати
      </button>
    </form>
  );
}

import * as css from './FailureAlert.css';

// What a failed live refresh says (search, news pages, statistics): a Ukrainian message that
// screen readers announce at once (role="alert") and a retry button. The caller keeps the old
// data on screen inside <StaleMark>, so nobody takes it for the answer.

export function FailureAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={css.alert} role="alert">
      <p className={css.text}>{message}</p>
      <button type="button" className={css.retry} onClick={onRetry}>
        Спробувати ще раз
      </button>
    </div>
  );
}

export const staleText = 'Застарілі дані: оновити не вдалося';

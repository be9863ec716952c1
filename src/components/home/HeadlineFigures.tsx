import { formatAmount } from '../../lib/format';
import type { RegistrySummary } from '../../registry/schemas';
import { formatThousands } from '../statistics/amountScale';
import * as styles from './HeadlineFigures.css';

/** The registry in three figures, computed from the database on every render. */
export function HeadlineFigures({ summary }: { summary: RegistrySummary }) {
  return (
    <section aria-labelledby="home-figures" className={styles.section}>
      <h2 id="home-figures" className={styles.heading}>
        Реєстр у цифрах
      </h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.label}>Проєктів у реєстрі</dt>
          <dd className={styles.value}>{summary.projectCount}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>Загальна вартість проєктів</dt>
          <dd className={styles.value}>
            {formatThousands(summary.totalAmount)}
            <span className={styles.exact}>{formatAmount(summary.totalAmount)}</span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.label}>Кредиторів (МФО)</dt>
          <dd className={styles.value}>{summary.creditorCount}</dd>
        </div>
      </dl>
    </section>
  );
}

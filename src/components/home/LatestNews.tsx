import { formatDate } from '../../lib/format';
import { paths } from '../../lib/routes';
import type { NewsItem } from '../../registry/schemas';
import * as styles from './LatestNews.css';
import { PageLink } from '../common/PageLink';

export function LatestNews({ news }: { news: NewsItem[] }) {
  return (
    <section aria-labelledby="home-news" className={styles.section}>
      <h2 id="home-news" className={styles.heading}>
        Останні новини
      </h2>
      {news.length === 0 ? (
        <p>Новин поки немає.</p>
      ) : (
        <ul className={styles.list}>
          {news.map((n) => (
            <li key={n.id} className={styles.item}>
              <time dateTime={n.newsDate} className={styles.date}>
                {formatDate(n.newsDate)}
              </time>
              <span>{n.newsTitle}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <PageLink href={paths.news}>Усі новини</PageLink>
      </p>
    </section>
  );
}

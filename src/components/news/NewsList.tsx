import { formatDate } from '../../lib/format';
import type { NewsItem } from '../../registry/schemas';
import * as css from './News.css';

/** News items; newsText is HTML already sanitised on the server (registry/content/news.ts). */
export function NewsList({ items }: { items: NewsItem[] }) {
  if (items.length === 0) return <p>На цій сторінці новин немає.</p>;
  return (
    <ul className={css.list}>
      {items.map((item) => (
        <li key={item.key} className={css.item}>
          <article id={`news-${item.key}`} aria-labelledby={`news-${item.key}-title`}>
            <h2 id={`news-${item.key}-title`} className={css.title}>
              {item.newsTitle}
            </h2>
            <p className={css.date}>
              <time dateTime={item.newsDate}>{formatDate(item.newsDate) ?? item.newsDate}</time>
            </p>
            <div className={css.text} dangerouslySetInnerHTML={{ __html: item.newsText }} />
          </article>
        </li>
      ))}
    </ul>
  );
}

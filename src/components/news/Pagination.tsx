import type { MouseEvent } from 'react';
import * as css from './Pagination.css';
import { newsPageHref, pageLinks } from './newsQuery';

interface Props {
  page: number;
  pageCount: number;
  /** With JavaScript: open a page without reloading (plain links otherwise). */
  onNavigate?: (page: number) => void;
}

/** Page links that work as plain links; a click with JavaScript pages in place instead. */
export function Pagination({ page, pageCount, onNavigate }: Props) {
  if (pageCount <= 1) return null;
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(target);
  };
  const step = (target: number, label: string) =>
    target >= 1 && target <= pageCount ? (
      <li>
        <a className={css.link} href={newsPageHref(target)} onClick={follow(target)}>
          {label}
        </a>
      </li>
    ) : null;
  return (
    <nav aria-label="Сторінки новин">
      <ul className={css.list}>
        {step(page - 1, '‹ Попередня')}
        {pageLinks(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className={css.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a
                className={p === page ? css.current : css.link}
                href={newsPageHref(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Сторінка ${p}`}
                onClick={follow(p)}
              >
                {p}
              </a>
            </li>
          ),
        )}
        {step(page + 1, 'Наступна ›')}
      </ul>
    </nav>
  );
}

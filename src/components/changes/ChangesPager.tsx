import { CHANGES_PATH, changesQueryString, type ChangesQuery } from '../../lib/changesQuery';
import { pageWindow } from '../projects/Pagination';
import * as css from '../projects/Pagination.css';

// The portal's pager (the /projects one: first, last and two on each side of the current page)
// over pages of changes; every link keeps the filters, so each page is a shareable URL.

export function ChangesPager({ query, pageCount }: { query: ChangesQuery; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (page: number) => `${CHANGES_PATH}${changesQueryString({ ...query, page })}`;
  const page = Math.min(query.page, pageCount);
  return (
    <nav className={css.nav} aria-label="Сторінки змін">
      <ul className={css.list}>
        {query.page > 1 ? (
          <li>
            <a className={css.link} href={href(Math.min(query.page - 1, pageCount))} rel="prev">
              ‹ Попередня
            </a>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className={css.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a
                className={p === query.page ? css.current : css.link}
                href={href(p)}
                aria-current={p === query.page ? 'page' : undefined}
                aria-label={p === query.page ? `Сторінка ${p}, поточна` : `Сторінка ${p}`}
              >
                {p}
              </a>
            </li>
          ),
        )}
        {query.page < pageCount ? (
          <li>
            <a className={css.link} href={href(query.page + 1)} rel="next">
              Наступна ›
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

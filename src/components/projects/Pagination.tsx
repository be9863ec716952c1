import { projectQueryString, type ProjectSearchQuery } from '../../lib/projectQuery';
import * as css from './Pagination.css';

// Page links 1-based: first, last, and two on each side of the current page; links keep the
// filters and the sort, so every page is a shareable URL.

export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= pageCount) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

export function Pagination({
  query,
  pageCount,
  pageHref,
  label = 'Сторінки результатів',
}: {
  query: Pick<ProjectSearchQuery, 'page'> & Partial<ProjectSearchQuery>;
  pageCount: number;
  /** Another list's page addresses (/changes); by default the /projects search's. */
  pageHref?: (page: number) => string;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const href =
    pageHref ??
    ((page: number) =>
      `/projects${projectQueryString({ filters: query.filters, sort: query.sort, page })}`);
  const page = Math.min(query.page, pageCount);
  return (
    <nav className={css.nav} aria-label={label}>
      <ul className={css.list}>
        {query.page > 1 ? (
          <li>
            <a
              className={css.link}
              href={href(page - (query.page > pageCount ? 0 : 1))}
              data-search-link=""
              rel="prev"
            >
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
              {p === query.page ? (
                <a
                  className={css.current}
                  href={href(p)}
                  aria-current="page"
                  aria-label={`Сторінка ${p}, поточна`}
                >
                  {p}
                </a>
              ) : (
                <a
                  className={css.link}
                  href={href(p)}
                  data-search-link=""
                  aria-label={`Сторінка ${p}`}
                >
                  {p}
                </a>
              )}
            </li>
          ),
        )}
        {query.page < pageCount ? (
          <li>
            <a className={css.link} href={href(query.page + 1)} data-search-link="" rel="next">
              Наступна ›
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

// Registry-compatible paging: 0-based pages, the total in X-Total-Count, and a Link header with
// first/prev/next/last like GitHub's (and JHipster's PaginationUtil, which the registry used).

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

export function linkHeader(url: URL, page: number, size: number, total: number): string {
  const last = pageCount(total, size) - 1;
  const link = (p: number, rel: string) => {
    const target = new URL(url.pathname + url.search, 'http://x');
    target.searchParams.set('page', String(p));
    target.searchParams.set('size', String(size));
    return `<${target.pathname}${target.search}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page < last) links.push(link(page + 1, 'next'));
  if (page > 0) links.push(link(Math.min(page - 1, last), 'prev'));
  links.push(link(last, 'last'), link(0, 'first'));
  return links.join(', ');
}

export function pagingHeaders(url: URL, page: number, size: number, total: number) {
  return { 'X-Total-Count': String(total), Link: linkHeader(url, page, size, total) };
}

import { z } from 'zod';

// The news page's `page` query parameter (1-based). Anything else shows page 1 rather than an
// error: a mistyped page number is not worth a dead end.
const pageSchema = z.coerce.number().int().min(1).max(100_000);

export function newsPageFromQuery(query: string): number {
  const parsed = pageSchema.safeParse(new URLSearchParams(query).get('page') ?? undefined);
  return parsed.success ? parsed.data : 1;
}

export const newsPageHref = (page: number): string => (page <= 1 ? '/news' : `/news?page=${page}`);

/** Page numbers to show: all of a short list, else the ends and a window around the current. */
export function pageLinks(current: number, count: number): (number | 'gap')[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const shown = new Set([1, count, current - 1, current, current + 1]);
  const pages = [...shown].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

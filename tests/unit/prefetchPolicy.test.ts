import { describe, expect, it } from 'vitest';
import { isPageHref, isPrefetchable, mayPrefetch, pageTarget } from '../../src/lib/prefetchPolicy';

describe('link prefetching (spec §9)', () => {
  it('is skipped offline, on 2g and slow-2g, and with save-data', () => {
    expect(mayPrefetch({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
    expect(mayPrefetch({ onLine: true })).toBe(true);
    expect(mayPrefetch({ onLine: false })).toBe(false);
    expect(mayPrefetch({ connection: { effectiveType: '2g' } })).toBe(false);
    expect(mayPrefetch({ connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(mayPrefetch({ connection: { saveData: true, effectiveType: '4g' } })).toBe(false);
  });

  it('only prefetches other pages of this site', () => {
    const here = new URL('https://portal.test/projects?page=1');
    expect(isPrefetchable('/news', here)).toBe(true);
    expect(isPrefetchable('/projects?page=1', here)).toBe(false);
    expect(isPrefetchable('https://mof.gov.ua/', here)).toBe(false);
    expect(isPrefetchable('/api/projects/export.csv', here)).toBe(false);
    expect(isPrefetchable('/news/rss.xml', here)).toBe(false);
  });

  it('keeps files, feeds, API routes and other sites as plain links', () => {
    expect(isPageHref('/references/faq')).toBe(true);
    expect(isPageHref('/api#open-data')).toBe(true);
    expect(isPageHref('/data/api/api_fields.pdf')).toBe(false);
    expect(isPageHref('//evil.test/x')).toBe(false);
    expect(isPageHref('https://data.gov.ua/')).toBe(false);
    expect(isPageHref('#main-content')).toBe(false);
  });

  it('prefetches and soft-navigates a redirected route at its target', () => {
    expect(pageTarget('/references')).toBe('/references/glossary');
    expect(pageTarget('/projects')).toBe('/projects?page=1');
    expect(pageTarget('/projects?mfo=2#list')).toBe('/projects?mfo=2&page=1#list');
    expect(pageTarget('/news')).toBe('/news');
    expect(pageTarget('/data/api/api_fields.pdf')).toBe('/data/api/api_fields.pdf');
  });
});

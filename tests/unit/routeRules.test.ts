import { describe, expect, it } from 'vitest';
import { decideRoute, safeBackPath, ukrainianLocation } from '../../src/lib/redirectRules';
import { withStatusMeta } from '../../src/http/middleware/routeRules';

describe('route rules of spec §2', () => {
  it('redirects a project id shorter than 9 characters to page 1 of the list', () => {
    expect(decideRoute('/projects/12345678', '')).toEqual({
      kind: 'redirect',
      location: '/projects?page=1',
    });
  });

  it('asks for an existence check for a project id of 9 characters or more', () => {
    expect(decideRoute('/projects/123456789', '')).toEqual({
      kind: 'project',
      projectId: '123456789',
    });
  });

  it('redirects a glossary code shorter than 5 characters to the glossary list', () => {
    expect(decideRoute('/references/glossary/abcd', '')).toEqual({
      kind: 'redirect',
      location: '/references/glossary',
    });
    expect(decideRoute('/references/glossary/abcde', '')).toEqual({
      kind: 'glossaryTerm',
      code: 'abcde',
    });
  });

  it('counts characters, not UTF-16 units or bytes, in Ukrainian codes', () => {
    expect(decideRoute('/references/glossary/їжак', '').kind).toBe('redirect');
    expect(decideRoute('/references/glossary/їжаки', '').kind).toBe('glossaryTerm');
  });

  it('adds page=1 to the projects list without a page and keeps the rest of the query', () => {
    expect(decideRoute('/projects', '?year=2020')).toEqual({
      kind: 'redirect',
      location: '/projects?year=2020&page=1',
    });
    expect(decideRoute('/projects', '?page=3')).toEqual({ kind: 'pass' });
  });

  it('sends the references hub to the glossary list', () => {
    expect(decideRoute('/references', '')).toEqual({
      kind: 'redirect',
      location: '/references/glossary',
    });
  });

  it('lets every other path through', () => {
    expect(decideRoute('/news', '')).toEqual({ kind: 'pass' });
    expect(decideRoute('/projects/123456789/extra', '')).toEqual({ kind: 'pass' });
  });
});

describe('the English locale', () => {
  it('maps /en and /en/... to the Ukrainian route with the same query', () => {
    expect(ukrainianLocation('/en', '')).toBe('/');
    expect(ukrainianLocation('/en/', '?a=1')).toBe('/?a=1');
    expect(ukrainianLocation('/en/projects', '?page=2')).toBe('/projects?page=2');
  });

  it('leaves paths that only start with the letters "en" alone', () => {
    expect(ukrainianLocation('/english', '')).toBeNull();
    expect(ukrainianLocation('/news', '')).toBeNull();
  });
});

describe('the return path of the preference links', () => {
  it('accepts same-site paths and refuses other hosts', () => {
    expect(safeBackPath('/projects?page=2')).toBe('/projects?page=2');
    expect(safeBackPath('//evil.example/')).toBe('/');
    expect(safeBackPath('/\\evil.example/')).toBe('/');
    expect(safeBackPath('https://evil.example/')).toBe('/');
    expect(safeBackPath(undefined)).toBe('/');
  });
});

describe('the status tag of a page sent with another status', () => {
  const page = '<head><meta name="httpstatus" content="200"/><title>x</title></head>';

  it('says 410 for a removed project', () => {
    expect(withStatusMeta(page, 410)).toBe(
      '<head><meta name="httpstatus" content="410"/><title>x</title></head>',
    );
  });

  it('drops the tag for a 404, which the client router would take for its own 404 route', () => {
    expect(withStatusMeta(page, 404)).toBe('<head><title>x</title></head>');
  });
});

import { describe, expect, it } from 'vitest';
import { shortBreadcrumb } from '../../src/components/layout/breadcrumbText';
import { copyrightYears, footerLinks } from '../../src/components/layout/Footer';
import { isCurrentEntry, isProjectDetailsPath } from '../../src/components/layout/currentEntry';
import { menuEntries } from '../../src/lib/siteTree';

describe('breadcrumb titles on extra-small screens', () => {
  it('cuts a title over 25 characters to 21 plus "..."', () => {
    expect(shortBreadcrumb('Вибачте, сторінку не знайдено')).toBe('Вибачте, сторінку не ...');
    expect([...shortBreadcrumb('а'.repeat(26))]).toHaveLength(24);
  });

  it('keeps a title of 25 characters or fewer', () => {
    expect(shortBreadcrumb('а'.repeat(25))).toBe('а'.repeat(25));
    expect(shortBreadcrumb('Проєкти МФО')).toBe('Проєкти МФО');
  });
});

describe('footer', () => {
  it("shows '2019 - {year}', or just 2019 in 2019", () => {
    expect(copyrightYears(2026)).toBe('2019 - 2026');
    expect(copyrightYears(2019)).toBe('2019');
  });

  it('links the site map, API guide, open data, administrator and ministry', () => {
    expect(footerLinks.map((link) => link.href)).toEqual([
      '/site-map',
      '/data/api/api_fields.pdf',
      'https://data.gov.ua/',
      '/api#open-data',
      '/contact-us',
      'https://mof.gov.ua/',
    ]);
  });
});

describe('main menu', () => {
  it('has the ten entries of spec §2 in order (plus our /changes after the search), reference information with FAQ and glossary', () => {
    expect(menuEntries.map((entry) => entry.href)).toEqual([
      '/',
      '/projects?page=1',
      '/changes',
      '/?p=analytics',
      '/news',
      '/?p=docs',
      '/api',
      '/references/faq',
      '/contact-us',
      '/references/glossary',
      '/about-portal',
    ]);
    expect(menuEntries[7]!.children?.map((child) => child.href)).toEqual([
      '/references/faq',
      '/references/glossary',
    ]);
  });

  it('marks the home sections by the p query', () => {
    expect(isCurrentEntry('/', '/', '')).toBe(true);
    expect(isCurrentEntry('/', '/', 'p=analytics')).toBe(false);
    expect(isCurrentEntry('/?p=analytics', '/', 'p=analytics')).toBe(true);
    expect(isCurrentEntry('/?p=docs', '/', 'p=analytics')).toBe(false);
  });

  it('marks the projects entry on a project page and the glossary on a term', () => {
    expect(isCurrentEntry('/projects?page=1', '/projects/123456789', '')).toBe(true);
    expect(isCurrentEntry('/references/glossary', '/references/glossary/abcde', '')).toBe(true);
    expect(isCurrentEntry('/news', '/projects', '')).toBe(false);
  });
});

describe('header print button', () => {
  it('belongs to project details pages only', () => {
    expect(isProjectDetailsPath('/projects/123456789')).toBe(true);
    expect(isProjectDetailsPath('/projects')).toBe(false);
    expect(isProjectDetailsPath('/')).toBe(false);
  });
});

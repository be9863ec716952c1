// Route paths, screen names and the title template of spec §2, shared by pages, the menu,
// breadcrumbs and the site map.

export const TITLE_PREFIX = 'IFIs - ';

export function pageTitle(page: string): string {
  return `${TITLE_PREFIX}${page}`;
}

export const paths = {
  home: '/',
  analytics: '/?p=analytics',
  docs: '/?p=docs',
  projects: '/projects?page=1',
  news: '/news',
  api: '/api',
  contact: '/contact-us',
  about: '/about-portal',
  references: '/references',
  faq: '/references/faq',
  glossary: '/references/glossary',
  siteMap: '/site-map',
  error: '/error',
} as const;

/** Breadcrumb screen names (spec §2). */
export const screenNames = {
  home: 'Головна',
  analytics: 'Статистика',
  docs: 'Нормативна база',
  news: 'Новини',
  projects: 'Проєкти МФО',
  project: 'Проєкт',
  api: 'API',
  contact: 'Контакти',
  siteMap: 'Мапа сайту',
  faq: "Роз'яснення",
  glossary: 'Глосарій',
  about: 'Про портал',
  term: 'Термін',
} as const;

export const projectPath = (projectId: string): string =>
  `/projects/${encodeURIComponent(projectId)}`;
export const glossaryTermPath = (code: string): string =>
  `/references/glossary/${encodeURIComponent(code)}`;

import Database from 'better-sqlite3';

// Every route of the spec's table (spec §2), with the title each page must carry. The shell's
// axe and title tests run over this list. Project and term routes are filled with real records
// of the e2e portal's database when a test runs (their titles are the record names).
export interface SpecRoute {
  path: string;
  title: string;
}

function sampleRecords(): { projectId: string; projectName: string; code: string; term: string } {
  const file = process.env.E2E_DATABASE_PATH;
  if (!file) throw new Error('E2E_DATABASE_PATH is not set: run through the Playwright config');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const project = db
      .prepare('SELECT "projectId", "projectName" FROM projects ORDER BY "projectId" LIMIT 1')
      .get() as { projectId: string; projectName: string };
    const word = db
      .prepare('SELECT code, name FROM "glossaryWords" ORDER BY code LIMIT 1')
      .get() as { code: string; name: string };
    return { ...project, code: word.code, term: word.name };
  } finally {
    db.close();
  }
}

export const specRoutes: SpecRoute[] = [
  { path: '/', title: 'IFIs - Головна' },
  { path: '/?p=analytics', title: 'IFIs - Статистика' },
  { path: '/?p=docs', title: 'IFIs - Нормативна база' },
  { path: '/projects?page=1', title: 'IFIs - Проєкти МФО' },
  { path: '/projects/{project}', title: 'IFIs - {projectName}' },
  // Ours beyond the spec's table: what changed in the registry.
  { path: '/changes', title: 'IFIs - Зміни в реєстрі' },
  { path: '/news', title: 'IFIs - Новини' },
  { path: '/api', title: 'IFIs - API' },
  { path: '/contact-us', title: 'IFIs - Контакти' },
  { path: '/about-portal', title: 'IFIs - Про портал' },
  { path: '/references/faq', title: "IFIs - Роз'яснення" },
  { path: '/references/glossary', title: 'IFIs - Глосарій' },
  { path: '/references/glossary/{word}', title: 'IFIs - {term}' },
  { path: '/site-map', title: 'IFIs - Мапа сайту' },
  // Ours beyond the spec's table: one search across the portal.
  { path: '/search?q=школи', title: 'IFIs - Пошук' },
  { path: '/error', title: 'IFIs - Помилка' },
  { path: '/no-such-page', title: 'IFIs - Сторінку не знайдено' },
];

/** Fills {project} and {word} with real records; called inside a test (after global setup). */
export function resolveRoute(route: SpecRoute): SpecRoute {
  if (!route.path.includes('{')) return route;
  const sample = sampleRecords();
  return {
    path: route.path.replace('{project}', sample.projectId).replace('{word}', sample.code),
    title: route.title.replace('{projectName}', sample.projectName).replace('{term}', sample.term),
  };
}

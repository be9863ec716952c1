// Every route of the spec's table (spec §2), with the title each page must carry. The shell's
// axe and title tests run over this list. `onBranch: false` marks the routes whose pages other
// issues build: THE LEAD flips them to true (or drops the flag) after merging issues 4–8.
export interface SpecRoute {
  path: string;
  title: string;
  onBranch: boolean;
}

export const specRoutes: SpecRoute[] = [
  { path: '/', title: 'IFIs - Головна', onBranch: true },
  { path: '/?p=analytics', title: 'IFIs - Статистика', onBranch: false }, // issue 6
  { path: '/?p=docs', title: 'IFIs - Нормативна база', onBranch: false }, // issue 6
  { path: '/projects?page=1', title: 'IFIs - Проєкти МФО', onBranch: true },
  { path: '/projects/{project}', title: 'IFIs - Проєкт', onBranch: false }, // issue 5: a real id
  { path: '/news', title: 'IFIs - Новини', onBranch: false }, // issue 7
  { path: '/api', title: 'IFIs - API', onBranch: false }, // issue 8
  { path: '/contact-us', title: 'IFIs - Контакти', onBranch: false }, // issue 7
  { path: '/about-portal', title: 'IFIs - Про портал', onBranch: false }, // issue 7
  { path: '/references/faq', title: "IFIs - Роз'яснення", onBranch: false }, // issue 7
  { path: '/references/glossary', title: 'IFIs - Глосарій', onBranch: false }, // issue 7
  { path: '/references/glossary/{word}', title: 'IFIs - Термін', onBranch: false }, // issue 7
  { path: '/site-map', title: 'IFIs - Мапа сайту', onBranch: false }, // issue 7
  { path: '/error', title: 'IFIs - Помилка', onBranch: true },
  { path: '/no-such-page', title: 'IFIs - Сторінку не знайдено', onBranch: true }, // 404
];

/** Routes to visit on this branch; {project} and {word} need real ids once those pages exist. */
export const routesOnBranch = specRoutes.filter((route) => route.onBranch);

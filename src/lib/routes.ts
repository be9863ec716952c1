// The route table of spec §2 (every screen's address, name and description), the main menu's
// order and the title template: pages, the menu, breadcrumbs and the site map all read them here.

export const TITLE_PREFIX = 'IFIs - ';

export function pageTitle(page: string): string {
  return `${TITLE_PREFIX}${page}`;
}

const DESCRIPTION_MAX = 160;

/** A meta description: one line of plain text (tags dropped), cut at a word near 160 characters (what results show). */
export function describe(text: string): string {
  const line = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 100 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}

/** Glyphs of the side navigation (NavIcon), shown alone in its mini variant. */
export type MenuIcon =
  | 'home'
  | 'search'
  | 'changes'
  | 'chart'
  | 'news'
  | 'docs'
  | 'api'
  | 'info'
  | 'contact'
  | 'glossary'
  | 'about';

interface ScreenEntry {
  /** Its address (the registry list opens at page 1; the home route's sections by `p`). */
  path: string;
  /** Its name (spec §2): the heading, the breadcrumb and the `<title>`. */
  name: string;
  /** The meta description; project and term pages make their own. */
  description?: string;
}

/** The route table: every screen of the spec, said once. Menu, site tree, titles and breadcrumbs derive from it. */
export const screens = {
  home: {
    path: '/',
    name: 'Головна',
    description:
      'Портал проєктів, які в Україні фінансують міжнародні фінансові організації (Світовий банк, ЄБРР, ЄІБ, KfW та інші): реєстр, статистика, новини й відкриті дані.',
  },
  analytics: {
    path: '/?p=analytics',
    name: 'Статистика',
    description:
      'Статистика проєктів МФО в Україні: кількість і вартість проєктів за галузями, кредиторами, відповідальними виконавцями та періодами, з таблицями даних.',
  },
  docs: {
    path: '/?p=docs',
    name: 'Нормативна база',
    description:
      'Нормативна база щодо проєктів міжнародних фінансових організацій: закони, постанови Кабінету Міністрів, накази Мінфіну та інші акти.',
  },
  projects: {
    path: '/projects?page=1',
    name: 'Проєкти МФО',
    description:
      'Пошук у реєстрі проєктів МФО: за назвою, кредитором, галуззю, станом, відповідальним виконавцем і сумою; експорт результатів у CSV та XLSX.',
  },
  project: { path: '/projects', name: 'Проєкт' },
  changes: {
    path: '/changes',
    name: 'Зміни в реєстрі',
    description:
      'Що змінилося в реєстрі проєктів МФО після кожного оновлення: нові й вилучені проєкти, змінені суми, дати, стани; з фільтрами й підпискою Atom.',
  },
  news: {
    path: '/news',
    name: 'Новини',
    description:
      'Новини Міністерства фінансів про проєкти міжнародних фінансових організацій в Україні; підписка через RSS.',
  },
  api: {
    path: '/api',
    name: 'API',
    description:
      'Відкрите API порталу проєктів МФО: REST і типізований RPC, опис полів, приклади запитів і вивантаження даних.',
  },
  contact: {
    path: '/contact-us',
    name: 'Контакти',
    description:
      'Напишіть Міністерству фінансів України щодо проєктів міжнародних фінансових організацій або роботи порталу.',
  },
  about: {
    path: '/about-portal',
    name: 'Про портал',
    description:
      'Про портал проєктів МФО: для чого він, звідки дані, як ними користуватися, доступність і режим для людей з порушеннями зору.',
  },
  references: { path: '/references', name: 'Довідкова інформація' },
  faq: {
    path: '/references/faq',
    name: "Роз'яснення",
    description:
      'Роз’яснення: відповіді на поширені запитання про проєкти міжнародних фінансових організацій і про портал.',
  },
  glossary: {
    path: '/references/glossary',
    name: 'Глосарій',
    description:
      'Глосарій порталу проєктів МФО: терміни міжнародного фінансування, кредитів і грантів з поясненнями українською.',
  },
  term: { path: '/references/glossary', name: 'Термін' },
  siteMap: {
    path: '/site-map',
    name: 'Мапа сайту',
    description: 'Мапа сайту порталу проєктів МФО: усі розділи й сторінки на одній сторінці.',
  },
  // Ours beyond the spec: one search across projects, glossary, FAQ, news and documents.
  search: {
    path: '/search',
    name: 'Пошук',
    description:
      'Пошук по всьому порталу проєктів МФО: проєкти реєстру, терміни глосарію, роз’яснення, новини й нормативні документи.',
  },
  error: { path: '/error', name: 'Помилка' },
} as const satisfies Record<string, ScreenEntry>;

export type ScreenName = keyof typeof screens;

export interface MenuItem {
  screen: ScreenName;
  icon: MenuIcon;
  /** The menu's word where it differs from the screen's name. */
  label?: string;
  /** A group: its link opens its first page (the site tree links the group's own path). */
  children?: MenuItem[];
}

/** The main menu of spec §2, in its order (the glossary stands twice, as the spec lists it). */
export const mainMenu: MenuItem[] = [
  { screen: 'home', icon: 'home' },
  { screen: 'projects', icon: 'search', label: 'Пошук проєктів' },
  // Ours beyond the spec's menu: what changed in the registry, with feeds.
  { screen: 'changes', icon: 'changes' },
  { screen: 'analytics', icon: 'chart' },
  { screen: 'news', icon: 'news' },
  { screen: 'docs', icon: 'docs' },
  { screen: 'api', icon: 'api' },
  {
    screen: 'references',
    icon: 'info',
    children: [
      { screen: 'faq', icon: 'info' },
      { screen: 'glossary', icon: 'glossary' },
    ],
  },
  { screen: 'contact', icon: 'contact' },
  { screen: 'glossary', icon: 'glossary' },
  { screen: 'about', icon: 'about' },
];

type Column<K extends keyof ScreenEntry> = {
  [S in ScreenName]: (typeof screens)[S][K & keyof (typeof screens)[S]];
};
const column = <K extends keyof ScreenEntry>(key: K) =>
  Object.fromEntries(
    Object.entries(screens).map(([name, screen]) => [name, (screen as ScreenEntry)[key]]),
  ) as Column<K>;

/** Every screen's address. */
export const paths = column('path');
/** Every screen's name (spec §2 breadcrumbs and titles). */
export const screenNames = column('name');

/** The screens with a description of their own (first-level screens). */
export type DescribedScreen = {
  [S in ScreenName]: (typeof screens)[S] extends { description: string } ? S : never;
}[ScreenName];

export const screenDescriptions = Object.fromEntries(
  Object.entries(screens).flatMap(([name, screen]) =>
    'description' in screen ? [[name, screen.description]] : [],
  ),
) as Record<DescribedScreen, string>;

export const projectPath = (projectId: string): string =>
  `/projects/${encodeURIComponent(projectId)}`;
export const glossaryTermPath = (code: string): string =>
  `/references/glossary/${encodeURIComponent(code)}`;

// Route paths, screen names and the title template of spec §2, shared by pages, the menu,
// breadcrumbs and the site map.

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

export const paths = {
  home: '/',
  analytics: '/?p=analytics',
  docs: '/?p=docs',
  projects: '/projects?page=1',
  changes: '/changes',
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
  changes: 'Зміни в реєстрі',
  api: 'API',
  contact: 'Контакти',
  siteMap: 'Мапа сайту',
  faq: "Роз'яснення",
  glossary: 'Глосарій',
  about: 'Про портал',
  term: 'Термін',
} as const;

/** The meta description of each screen (spec route table); projects and terms make their own. */
export const screenDescriptions = {
  home: 'Портал проєктів, які в Україні фінансують міжнародні фінансові організації (Світовий банк, ЄБРР, ЄІБ, KfW та інші): реєстр, статистика, новини й відкриті дані.',
  analytics:
    'Статистика проєктів МФО в Україні: кількість і вартість проєктів за галузями, кредиторами, відповідальними виконавцями та періодами, з таблицями даних.',
  docs: 'Нормативна база щодо проєктів міжнародних фінансових організацій: закони, постанови Кабінету Міністрів, накази Мінфіну та інші акти.',
  news: 'Новини Міністерства фінансів про проєкти міжнародних фінансових організацій в Україні; підписка через RSS.',
  projects:
    'Пошук у реєстрі проєктів МФО: за назвою, кредитором, галуззю, станом, відповідальним виконавцем і сумою; експорт результатів у CSV та XLSX.',
  changes:
    'Що змінилося в реєстрі проєктів МФО після кожного оновлення: нові й вилучені проєкти, змінені суми, дати, стани; з фільтрами й підпискою Atom.',
  api: 'Відкрите API порталу проєктів МФО: REST і типізований RPC, опис полів, приклади запитів і вивантаження даних.',
  contact:
    'Напишіть Міністерству фінансів України щодо проєктів міжнародних фінансових організацій або роботи порталу.',
  siteMap: 'Мапа сайту порталу проєктів МФО: усі розділи й сторінки на одній сторінці.',
  faq: 'Роз’яснення: відповіді на поширені запитання про проєкти міжнародних фінансових організацій і про портал.',
  glossary:
    'Глосарій порталу проєктів МФО: терміни міжнародного фінансування, кредитів і грантів з поясненнями українською.',
  about:
    'Про портал проєктів МФО: для чого він, звідки дані, як ними користуватися, доступність і режим для людей з порушеннями зору.',
} as const;

export const projectPath = (projectId: string): string =>
  `/projects/${encodeURIComponent(projectId)}`;
export const glossaryTermPath = (code: string): string =>
  `/references/glossary/${encodeURIComponent(code)}`;

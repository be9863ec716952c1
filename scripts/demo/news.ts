import { bareName } from './agreements';
import { LAST_SIGNING, addDays, dotted, minDate, yearOf } from './dates';
import { createRandom, type Random } from './random';
import { CREDITORS, creditorById, type CreditorInfo } from './referenceLists';
import { pickSector, pickTemplate } from './sectors';

// Ministry news about the IFI portfolio, 2019–2026. Keys NEWS-0001… follow the date, so
// sorting by key descending lists the newest first. Texts are simple HTML.

export const NEWS_STREAM = 3;
export const NEWS_COUNT = 48;

export interface NewsRow {
  key: string;
  newsDate: string;
  newsTitle: string;
  newsText: string;
}

const MOF_LINK =
  '<p>Детальніше — на <a href="https://mof.gov.ua/uk/news">сайті Міністерства фінансів України</a>.</p>';

const lower = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** 'Фінансова угода' → 'фінансову угоду': the object of 'підписали'. */
function accusative(agreement: string): string {
  return lower(agreement.replace(/\s*\(.*\)$/, ''))
    .replace(/^(\S+)а угода/, '$1у угоду')
    .replace(/^угода/, 'угоду');
}

function money(rnd: Random, creditor: CreditorInfo): string {
  const usd = creditor.latin === 'IBRD' || creditor.latin === 'IFC' || creditor.latin === 'GAC';
  return `${rnd.int(15, 450)} млн ${usd ? 'доларів США' : 'євро'}`;
}

interface Story {
  title: string;
  text: string;
}

interface NewsProject {
  name: string;
  purpose: string;
  works: string;
  creditor: CreditorInfo;
}

/** A plausible project for a story, financed by one of its sector's usual lenders. */
function projectFor(rnd: Random, year: number): NewsProject {
  const sector = pickSector(rnd);
  const text = pickTemplate(rnd, sector, year).make({ rnd, year });
  return {
    name: bareName(text.name),
    purpose: text.purpose,
    works: rnd.pick(sector.components),
    creditor: creditorById(rnd.weighted(sector.creditors)),
  };
}

const stories: readonly ((rnd: Random, date: string) => Story)[] = [
  (rnd, date) => {
    const project = projectFor(rnd, yearOf(date));
    const creditor = project.creditor;
    const agreement = accusative(creditor.agreement);
    return {
      title: `Україна та ${creditor.shortName} підписали ${agreement} для проєкту «${project.name}»`,
      text: [
        `<p>${dotted(date)} у Міністерстві фінансів України підписано ${agreement} між Україною та ${creditor.instrumental} для реалізації проєкту «${project.name}».</p>`,
        `<p>Сума позики становить <strong>${money(rnd, creditor)}</strong>. ${project.purpose}</p>`,
        '<p>Угода набере чинності після ратифікації Верховною Радою України та виконання інших умов, передбачених угодою.</p>',
        MOF_LINK,
      ].join(''),
    };
  },
  (rnd, date) => {
    const project = projectFor(rnd, yearOf(date));
    const creditor = project.creditor;
    return {
      title: `Верховна Рада ратифікувала угоду з ${creditor.shortInstrumental} щодо проєкту «${project.name}»`,
      text: [
        `<p>Верховна Рада України ухвалила закон про ратифікацію угоди між Україною та ${creditor.instrumental} щодо проєкту «${project.name}».</p>`,
        `<p>${project.purpose}</p>`,
        '<p>Після підписання закону Президентом України та обміну нотами угода набере чинності, і розпочнеться вибірка коштів.</p>',
        MOF_LINK,
      ].join(''),
    };
  },
  (rnd, date) => {
    const project = projectFor(rnd, yearOf(date));
    const creditor = project.creditor;
    return {
      title: `Набрала чинності угода з ${creditor.shortInstrumental} щодо проєкту «${project.name}»`,
      text: [
        `<p>З ${dotted(date)} набрала чинності угода між Україною та ${creditor.instrumental} щодо проєкту «${project.name}».</p>`,
        `<p>Відповідальний виконавець розпочинає закупівлі за правилами ${creditor.shortGenitive}. Перші роботи заплановано на ${yearOf(date) + 1} рік.</p>`,
        MOF_LINK,
      ].join(''),
    };
  },
  (rnd, date) => {
    const project = projectFor(rnd, yearOf(date));
    const creditor = project.creditor;
    return {
      title: `Оголошено тендер у межах проєкту «${project.name}»`,
      text: [
        `<p>У межах проєкту «${project.name}», що фінансується ${creditor.instrumental}, оголошено відкриті торги за напрямом «${lower(project.works)}».</p>`,
        '<p>Учасникам необхідно:</p>',
        '<ul><li>зареєструватися на електронному майданчику кредитора;</li><li>подати тендерну пропозицію та забезпечення до встановленого строку;</li><li>підтвердити досвід виконання аналогічних договорів.</li></ul>',
        `<p>Пропозиції приймаються до <strong>${dotted(addDays(date, rnd.int(30, 60)))}</strong>.</p>`,
        MOF_LINK,
      ].join(''),
    };
  },
  (rnd, date) => {
    const year = yearOf(date) - 1;
    return {
      title: `Мінфін оприлюднив звіт про стан реалізації проєктів МФО за ${year} рік`,
      text: [
        `<p>Міністерство фінансів України оприлюднило звіт про стан реалізації проєктів, що підтримуються міжнародними фінансовими організаціями, за ${year} рік.</p>`,
        '<p>Основні результати:</p>',
        `<ul><li>у портфелі — <strong>${rnd.int(70, 140)}</strong> проєктів;</li><li>рівень використання коштів — ${rnd.int(18, 45)}% від запланованого на рік обсягу;</li><li>${rnd.int(3, 15)} проєктів завершено, ${rnd.int(2, 9)} — продовжено.</li></ul>`,
        '<p>Дані звіту вже відображено в реєстрі проєктів на цьому порталі.</p>',
        MOF_LINK,
      ].join(''),
    };
  },
  (rnd) => {
    const creditor = rnd.pick(CREDITORS);
    return {
      title: `Відбувся спільний огляд портфеля проєктів ${creditor.shortGenitive} в Україні`,
      text: [
        `<p>Представники Уряду України та ${creditor.shortGenitive} провели спільний огляд портфеля проєктів.</p>`,
        '<p>Сторони погодили:</p>',
        '<ul><li>план заходів для прискорення проєктів з низьким рівнем використання коштів;</li><li>перерозподіл заощаджених коштів на відновлення критичної інфраструктури;</li><li>графік наступних місій кредитора.</li></ul>',
        MOF_LINK,
      ].join(''),
    };
  },
  (rnd, date) => {
    const project = projectFor(rnd, yearOf(date));
    const until = `${yearOf(date) + rnd.int(1, 3)}-12-31`;
    return {
      title: `Продовжено строк реалізації проєкту «${project.name}»`,
      text: [
        `<p>За погодженням з кредитором строк реалізації проєкту «${project.name}» продовжено до <strong>${dotted(until)}</strong>.</p>`,
        '<p>Продовження дасть змогу завершити роботи, відкладені через воєнний стан, без залучення додаткових коштів.</p>',
        MOF_LINK,
      ].join(''),
    };
  },
  (rnd, date) => ({
    title: `Оновлено дані реєстру проєктів МФО станом на ${dotted(date)}`,
    text: [
      '<p>У реєстрі проєктів оновлено інформацію про:</p>',
      `<ul><li>суми використаних коштів — для ${rnd.int(20, 90)} проєктів;</li><li>стани проєктів і дати набрання чинності угодами;</li><li>прикріплені документи та звіти про виконання.</li></ul>`,
      '<p>Дані доступні також через <a href="/api">публічний API</a> порталу.</p>',
    ].join(''),
  }),
];

const LAUNCH: Story = {
  title: 'Запрацював портал проєктів, що підтримуються міжнародними фінансовими організаціями',
  text: [
    '<p>Міністерство фінансів України запустило публічний портал з інформацією про проєкти, що реалізуються за підтримки міжнародних фінансових організацій.</p>',
    '<p>На порталі можна:</p>',
    '<ul><li>знайти проєкт за назвою, кредитором, бенефіціаром або галуззю;</li><li>переглянути суми позик і стан використання коштів;</li><li>завантажити угоди та звіти про виконання.</li></ul>',
    '<p>Портал створено для підвищення <strong>прозорості</strong> використання публічних коштів.</p>',
    MOF_LINK,
  ].join(''),
};

export function makeNews(seed: number): NewsRow[] {
  const rnd = createRandom(seed, NEWS_STREAM);
  const start = '2019-02-14';
  const step = 59;
  const rows: NewsRow[] = [];
  const usedTitles = new Set<string>();
  for (let i = 0; i < NEWS_COUNT; i++) {
    const date = minDate(addDays(start, i * step + rnd.int(0, 40)), LAST_SIGNING);
    let story = i === 0 ? LAUNCH : rnd.pick(stories)(rnd, date);
    // Titles are what readers scan; draw again rather than repeat one.
    for (let attempt = 0; attempt < 10 && usedTitles.has(story.title); attempt++) {
      story = rnd.pick(stories)(rnd, date);
    }
    usedTitles.add(story.title);
    rows.push({
      key: `NEWS-${String(i + 1).padStart(4, '0')}`,
      newsDate: date,
      newsTitle: story.title,
      newsText: story.text,
    });
  }
  return rows;
}

import { CHECKPOINTS, HYDRO_PLANTS, PORTS, RAIL_LINES, RIVERS, ROADS, SUBSTATIONS } from './places';
import { CREDITOR, EXECUTOR, FIELD } from './referenceLists';
import {
  administration,
  anyCity,
  anyOblast,
  grouped,
  type Sector,
  type TemplateContext,
} from './sectorTypes';

// Sectors of physical infrastructure: energy, transport, housing and utilities, water,
// ecology and digital networks. Names follow the wording of real IFI projects in Ukraine.

const roadAgency = (ctx: TemplateContext): string =>
  ctx.year >= 2023
    ? 'Державне агентство відновлення та розвитку інфраструктури України'
    : 'Державне агентство автомобільних доріг України (Укравтодор)';

export const energy: Sector = {
  field: FIELD.energy,
  weight: 12,
  creditors: [
    [CREDITOR.ebrd, 5],
    [CREDITOR.eib, 4],
    [CREDITOR.ibrd, 3],
    [CREDITOR.kfw, 2],
    [CREDITOR.nefco, 2],
    [CREDITOR.jica, 1],
  ],
  executors: [
    [EXECUTOR.energy, 3],
    [EXECUTOR.ukrenergo, 4],
    [EXECUTOR.hydro, 2],
    [EXECUTOR.minregion, 2],
  ],
  components: [
    'Реконструкція та модернізація енергетичного обладнання',
    'Впровадження заходів з енергоефективності',
    'Будівництво та реконструкція ліній електропередачі',
    'Встановлення автоматизованих систем обліку енергоресурсів',
    'Зміцнення інституційної спроможності енергетичних компаній',
  ],
  params: (rnd) =>
    `Встановлена потужність — ${rnd.int(5, 400)} МВт; очікувана економія енергії — ${rnd.int(12, 900)} ГВт·год на рік`,
  templates: [
    {
      executors: [
        [EXECUTOR.minregion, 2],
        [EXECUTOR.energy, 1],
      ],
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Підвищення енергоефективності громадських будівель м. ${city.name}`,
          purpose: `Термомодернізація шкіл, дитячих садків і лікарень м. ${city.name} для зменшення споживання теплової енергії щонайменше на 30%. Проєкт передбачає також встановлення індивідуальних теплових пунктів і систем обліку.`,
          beneficiar: city.council,
        };
      },
    },
    {
      executors: [
        [EXECUTOR.minregion, 2],
        [EXECUTOR.energy, 1],
      ],
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Проєкт «Підвищення енергоефективності в громадах ${oblast.gen}»`,
          purpose: `Енергоефективна модернізація об'єктів бюджетної сфери в територіальних громадах ${oblast.gen} та зменшення витрат місцевих бюджетів на енергоносії.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
    {
      executors: [
        [EXECUTOR.energy, 2],
        [EXECUTOR.minregion, 1],
      ],
      make: (ctx) => {
        const city = anyCity(ctx);
        const mw = ctx.rnd.int(4, 60);
        return {
          name: `Будівництво когенераційних установок у системі теплопостачання м. ${city.name}`,
          purpose: `Забезпечення стійкого теплопостачання м. ${city.name} шляхом встановлення когенераційних установок загальною потужністю ${mw} МВт та зменшення залежності від централізованої енергосистеми.`,
          beneficiar: city.heat,
        };
      },
    },
    {
      executors: [
        [EXECUTOR.ukrenergo, 3],
        [EXECUTOR.energy, 1],
      ],
      make: (ctx) => ({
        name: `Реконструкція підстанції 330 кВ «${ctx.rnd.pick(SUBSTATIONS)}»`,
        purpose:
          "Підвищення надійності передачі електроенергії та інтеграція відновлюваних джерел енергії в об'єднану енергосистему України. Проєкт передбачає заміну застарілого обладнання та впровадження цифрових систем релейного захисту.",
        beneficiar: 'НЕК «Укренерго»',
      }),
    },
    {
      executors: [
        [EXECUTOR.hydro, 3],
        [EXECUTOR.energy, 1],
      ],
      make: (ctx) => ({
        name: `Реабілітація гідроагрегатів ${ctx.rnd.pick(HYDRO_PLANTS)}`,
        purpose:
          'Продовження строку експлуатації гідроагрегатів, підвищення їх потужності та маневреності для балансування енергосистеми.',
        beneficiar: 'ПрАТ «Укргідроенерго»',
      }),
    },
    {
      minYear: 2022,
      executors: [
        [EXECUTOR.ukrenergo, 2],
        [EXECUTOR.energy, 1],
      ],
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Відновлення енергетичної інфраструктури ${oblast.gen}, пошкодженої внаслідок збройної агресії`,
          purpose: `Невідкладне відновлення пошкоджених підстанцій і розподільчих мереж ${oblast.gen} та закупівля автотрансформаторів для стабільного електропостачання споживачів.`,
          beneficiar: 'НЕК «Укренерго»',
        };
      },
    },
    {
      executors: [[EXECUTOR.ukrenergo, 1]],
      make: () => ({
        name: 'Розвиток системи передачі електроенергії та синхронізація з ENTSO-E',
        purpose:
          "Модернізація магістральних мереж і систем диспетчерського керування для стабільної роботи об'єднаної енергосистеми України синхронно з енергосистемою континентальної Європи.",
        beneficiar: 'НЕК «Укренерго»',
      }),
    },
  ],
};

export const transport: Sector = {
  field: FIELD.transport,
  weight: 14,
  creditors: [
    [CREDITOR.ebrd, 5],
    [CREDITOR.eib, 5],
    [CREDITOR.ibrd, 3],
    [CREDITOR.jica, 2],
    [CREDITOR.afd, 1],
  ],
  executors: [
    [EXECUTOR.roads, 4],
    [EXECUTOR.railways, 3],
    [EXECUTOR.restoration, 3],
    [EXECUTOR.ports, 1],
    [EXECUTOR.minregion, 1],
  ],
  components: [
    "Будівництво та реконструкція об'єктів транспортної інфраструктури",
    'Підвищення безпеки руху',
    'Технічний нагляд за виконанням робіт',
    'Інституційний розвиток і навчання персоналу',
  ],
  params: (rnd) =>
    `Протяжність ділянки — ${rnd.int(8, 260)} км; кількість мостів і шляхопроводів — ${rnd.int(1, 40)}`,
  templates: [
    {
      executors: [
        [EXECUTOR.roads, 1],
        [EXECUTOR.restoration, 1],
      ],
      make: (ctx) => {
        const road = ctx.rnd.pick(ROADS);
        return {
          name: `Відновлення мостової інфраструктури на автодорозі ${road}`,
          purpose: `Відновлення та капітальний ремонт мостів і шляхопроводів на автомобільній дорозі державного значення ${road} для безпечного руху транспорту та вантажних перевезень.`,
          beneficiar: roadAgency(ctx),
        };
      },
    },
    {
      executors: [
        [EXECUTOR.roads, 1],
        [EXECUTOR.restoration, 1],
      ],
      make: (ctx) => {
        const road = ctx.rnd.pick(ROADS);
        return {
          name: `Капітальний ремонт автомобільної дороги ${road}`,
          purpose: `Приведення дороги ${road} у відповідність до європейських стандартів безпеки: влаштування освітлення, огороджень і безпечних пішохідних переходів.`,
          beneficiar: roadAgency(ctx),
        };
      },
    },
    {
      executors: [[EXECUTOR.minregion, 1]],
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Оновлення рухомого складу міського електротранспорту м. ${city.name}`,
          purpose: `Придбання енергоефективних трамваїв і тролейбусів та модернізація депо для підвищення якості пасажирських перевезень у м. ${city.name}.`,
          beneficiar: city.council,
        };
      },
    },
    {
      executors: [[EXECUTOR.railways, 1]],
      make: (ctx) => {
        const line = ctx.rnd.pick(RAIL_LINES);
        return {
          name: `Модернізація залізничної ділянки ${line}`,
          purpose: `Підвищення пропускної спроможності та швидкості руху поїздів на ділянці ${line}, електрифікація та оновлення систем сигналізації.`,
          beneficiar: 'АТ «Укрзалізниця»',
        };
      },
    },
    {
      executors: [
        [EXECUTOR.roads, 1],
        [EXECUTOR.restoration, 1],
      ],
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Будівництво об'їзної дороги навколо м. ${city.name}`,
          purpose: `Виведення транзитного вантажного транспорту з центральної частини м. ${city.name}, зменшення заторів і шкідливих викидів.`,
          beneficiar: roadAgency(ctx),
        };
      },
    },
    {
      executors: [
        [EXECUTOR.customs, 1],
        [EXECUTOR.restoration, 1],
      ],
      make: (ctx) => ({
        name: `Розбудова пункту пропуску «${ctx.rnd.pick(CHECKPOINTS)}» на державному кордоні`,
        purpose:
          'Збільшення пропускної спроможності пункту пропуску, скорочення часу перетину кордону та впровадження електронної черги для вантажного транспорту.',
        beneficiar: 'Державна митна служба України',
      }),
    },
    {
      executors: [
        [EXECUTOR.roads, 1],
        [EXECUTOR.interior, 1],
      ],
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Підвищення безпеки дорожнього руху на автомобільних дорогах ${oblast.gen}`,
          purpose: `Облаштування аварійно небезпечних ділянок доріг ${oblast.gen}, встановлення засобів організації руху та автоматичної фіксації порушень.`,
          beneficiar: roadAgency(ctx),
        };
      },
    },
    {
      executors: [[EXECUTOR.ports, 1]],
      make: (ctx) => ({
        name: `Модернізація морського порту «${ctx.rnd.pick(PORTS)}»`,
        purpose:
          "Поглиблення акваторії, реконструкція причалів і під'їзних шляхів для збільшення експорту через морські порти України.",
        beneficiar: 'ДП «Адміністрація морських портів України»',
      }),
    },
  ],
};

export const housing: Sector = {
  field: FIELD.housing,
  weight: 10,
  creditors: [
    [CREDITOR.ebrd, 5],
    [CREDITOR.eib, 3],
    [CREDITOR.nefco, 2],
    [CREDITOR.ceb, 2],
    [CREDITOR.ibrd, 1],
  ],
  executors: [
    [EXECUTOR.minregion, 4],
    [EXECUTOR.restoration, 2],
  ],
  components: [
    'Реконструкція котелень і теплових мереж',
    'Модернізація систем вуличного освітлення',
    'Відновлення житлового фонду',
    'Будівництво сміттєпереробних потужностей',
    'Заміна ліфтового обладнання',
    'Консультаційна підтримка комунальних підприємств',
  ],
  params: (rnd) =>
    `Кількість об'єктів — ${rnd.int(3, 180)}; протяжність мереж — ${rnd.int(5, 140)} км`,
  templates: [
    {
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Модернізація системи централізованого теплопостачання м. ${city.name}`,
          purpose: `Реконструкція котелень і заміна зношених теплових мереж м. ${city.name} із застосуванням попередньо ізольованих труб для зменшення втрат тепла та витрат природного газу.`,
          beneficiar: city.heat,
        };
      },
    },
    {
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Поводження з твердими побутовими відходами у м. ${city.name}`,
          purpose: `Будівництво сміттєсортувальної лінії та сучасного полігону для м. ${city.name} відповідно до вимог директив ЄС щодо відходів.`,
          beneficiar: city.council,
        };
      },
    },
    {
      minYear: 2022,
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Відновлення пошкоджених житлових будинків у м. ${city.name}`,
          purpose: `Відновлення багатоквартирних житлових будинків м. ${city.name}, пошкоджених унаслідок ракетних ударів, та повернення мешканців до своїх домівок.`,
          beneficiar: city.council,
        };
      },
    },
    {
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Оновлення ліфтового господарства житлового фонду м. ${city.name}`,
          purpose: `Заміна ліфтів, що відпрацювали нормативний строк, у багатоквартирних будинках м. ${city.name} та зменшення споживання електроенергії.`,
          beneficiar: city.council,
        };
      },
    },
    {
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Модернізація системи вуличного освітлення м. ${city.name}`,
          purpose: `Заміна світильників на світлодіодні та впровадження автоматизованої системи керування освітленням вулиць м. ${city.name}.`,
          beneficiar: city.council,
        };
      },
    },
  ],
};

export const water: Sector = {
  field: FIELD.water,
  weight: 9,
  creditors: [
    [CREDITOR.ebrd, 4],
    [CREDITOR.eib, 3],
    [CREDITOR.ibrd, 3],
    [CREDITOR.nefco, 2],
    [CREDITOR.kfw, 2],
    [CREDITOR.jica, 1],
  ],
  executors: [
    [EXECUTOR.minregion, 3],
    [EXECUTOR.restoration, 2],
  ],
  components: [
    'Реконструкція водопровідних мереж',
    'Модернізація насосних станцій',
    'Будівництво та реконструкція очисних споруд',
    'Впровадження систем обліку та зменшення втрат води',
    'Посилення спроможності водоканалу',
  ],
  params: (rnd) =>
    `Протяжність мереж — ${rnd.int(6, 220)} км; продуктивність очисних споруд — ${rnd.int(10, 600)} тис. м³ на добу`,
  templates: [
    {
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Модернізація системи водопостачання м. ${city.name}`,
          purpose: `Забезпечення мешканців м. ${city.name} якісною питною водою, заміна аварійних водогонів і насосного обладнання.`,
          beneficiar: city.water,
        };
      },
    },
    {
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Реконструкція каналізаційних очисних споруд м. ${city.name}`,
          purpose: `Зменшення скидів неочищених стічних вод у водні об'єкти та впровадження біологічного очищення з видаленням азоту і фосфору в м. ${city.name}.`,
          beneficiar: city.water,
        };
      },
    },
    {
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Розвиток міської інфраструктури: водопостачання та водовідведення м. ${city.name}`,
          purpose: `Реконструкція мереж водопостачання і водовідведення м. ${city.name} та підвищення енергоефективності водоканалу.`,
          beneficiar: city.council,
        };
      },
    },
    {
      minYear: 2022,
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Відновлення водопостачання об'єктів критичної інфраструктури ${oblast.gen}`,
          purpose: `Відновлення пошкоджених водогонів і встановлення резервних джерел живлення насосних станцій у громадах ${oblast.gen}.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
    {
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Зменшення втрат води в мережах м. ${city.name}`,
          purpose: `Зонування мереж, встановлення приладів обліку та регуляторів тиску для скорочення непродуктивних втрат води в м. ${city.name}.`,
          beneficiar: city.water,
        };
      },
    },
  ],
};

export const ecology: Sector = {
  field: FIELD.ecology,
  weight: 6,
  creditors: [
    [CREDITOR.nefco, 4],
    [CREDITOR.eib, 3],
    [CREDITOR.ebrd, 2],
    [CREDITOR.kfw, 2],
    [CREDITOR.afd, 1],
  ],
  executors: [
    [EXECUTOR.environment, 3],
    [EXECUTOR.minregion, 1],
  ],
  components: [
    'Будівництво природоохоронних споруд',
    'Моніторинг стану довкілля',
    'Рекультивація порушених земель',
    'Зменшення викидів забруднювальних речовин',
    'Інформаційна кампанія для населення',
  ],
  params: (rnd) => `Зменшення викидів CO₂ — ${rnd.int(2, 350)} тис. т на рік`,
  templates: [
    {
      make: (ctx) => {
        const river = ctx.rnd.pick(RIVERS);
        return {
          name: `Екологічне оздоровлення басейну річки ${river}`,
          purpose: `Зменшення забруднення річки ${river} стічними водами, відновлення прибережних захисних смуг і створення системи моніторингу якості води.`,
          beneficiar: 'Державне агентство водних ресурсів України',
        };
      },
    },
    {
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Зменшення забруднення атмосферного повітря у м. ${city.name}`,
          purpose: `Створення мережі автоматичних постів моніторингу якості повітря та модернізація найбільших джерел викидів у м. ${city.name}.`,
          beneficiar: city.council,
        };
      },
    },
    {
      minYear: 2022,
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Екологічне відновлення територій ${oblast.gen}, постраждалих від бойових дій`,
          purpose: `Обстеження та рекультивація забруднених земель ${oblast.gen}, ліквідація наслідків пошкодження об'єктів з небезпечними речовинами.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
    {
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Відновлення лісів і полезахисних лісових смуг ${oblast.gen}`,
          purpose: `Створення нових лісових насаджень і відновлення полезахисних смуг ${oblast.gen} для адаптації до зміни клімату.`,
          beneficiar: 'Державне агентство лісових ресурсів України',
        };
      },
    },
    {
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Рекультивація полігону твердих побутових відходів м. ${city.name}`,
          purpose: `Закриття та рекультивація переповненого полігону м. ${city.name}, збирання і утилізація звалищного газу.`,
          beneficiar: city.council,
        };
      },
    },
  ],
};

export const digital: Sector = {
  field: FIELD.digital,
  weight: 5,
  creditors: [
    [CREDITOR.ibrd, 4],
    [CREDITOR.eib, 2],
    [CREDITOR.ebrd, 1],
    [CREDITOR.eu, 1],
  ],
  executors: [
    [EXECUTOR.digital, 4],
    [EXECUTOR.health, 1],
  ],
  components: [
    'Розроблення та впровадження інформаційних систем',
    'Закупівля обладнання та програмного забезпечення',
    'Захист інформації та кібербезпека',
    'Навчання користувачів',
  ],
  params: (rnd) =>
    `Кількість підключених закладів — ${grouped(rnd.int(40, 4000))}; кількість користувачів — ${rnd.int(20, 900)} тис.`,
  templates: [
    {
      minYear: 2020,
      make: () => ({
        name: 'Розвиток цифрових публічних послуг на порталі «Дія»',
        purpose:
          'Переведення найпопулярніших адміністративних послуг в електронну форму та інтеграція державних реєстрів для надання послуг за принципом «одного вікна».',
        beneficiar: 'Міністерство цифрової трансформації України',
      }),
    },
    {
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Розбудова широкосмугового доступу до Інтернету в сільських громадах ${oblast.gen}`,
          purpose: `Підключення шкіл, амбулаторій і центрів надання адміністративних послуг ${oblast.gen} до оптоволоконного Інтернету.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
    {
      executors: [[EXECUTOR.digital, 1]],
      make: () => ({
        name: 'Зміцнення кібербезпеки державних інформаційних ресурсів',
        purpose:
          'Створення захищеної урядової хмарної інфраструктури та центрів реагування на кіберінциденти.',
        beneficiar: 'Державна служба спеціального зв’язку та захисту інформації України',
      }),
    },
    {
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Цифровізація адміністративних послуг у м. ${city.name}`,
          purpose: `Впровадження електронного документообігу та онлайн-сервісів центру надання адміністративних послуг м. ${city.name}.`,
          beneficiar: city.council,
        };
      },
    },
    {
      executors: [
        [EXECUTOR.health, 2],
        [EXECUTOR.digital, 1],
      ],
      make: () => ({
        name: "Розбудова електронної системи охорони здоров'я",
        purpose:
          'Розвиток центральної бази даних електронної системи охорони здоров’я, електронних медичних записів і електронних рецептів.',
        beneficiar: "Національна служба здоров'я України",
      }),
    },
  ],
};

import { BANKS } from './places';
import { CREDITOR, EXECUTOR, FIELD } from './referenceLists';
import {
  administration,
  anyCity,
  anyOblast,
  grouped,
  inOblast,
  southernOblast,
  type Sector,
} from './sectorTypes';

// Sectors of public services and institutions: health, education, agriculture, the financial
// sector, public administration and social protection.

export const health: Sector = {
  field: FIELD.health,
  weight: 9,
  creditors: [
    [CREDITOR.ibrd, 5],
    [CREDITOR.eib, 3],
    [CREDITOR.ceb, 2],
    [CREDITOR.jica, 1],
  ],
  executors: [[EXECUTOR.health, 1]],
  components: [
    'Модернізація закладів охорони здоров’я',
    'Закупівля медичного обладнання',
    'Підготовка та підвищення кваліфікації медичних працівників',
    'Розвиток системи екстреної медичної допомоги',
    'Цифровізація медичних послуг',
  ],
  params: (rnd) =>
    `Кількість закладів — ${rnd.int(2, 120)}; охоплення населення — ${grouped(rnd.int(50, 3500))} тис. осіб`,
  templates: [
    {
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Покращення охорони здоров'я на службі у людей ${inOblast(oblast)}`,
          purpose: `Підвищення якості медичних послуг на первинному та вторинному рівнях ${inOblast(oblast)}, оснащення лікарень сучасним обладнанням і навчання медичного персоналу.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
    {
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Реконструкція лікарні швидкої медичної допомоги м. ${city.name}`,
          purpose: `Реконструкція приймального відділення та операційного блоку лікарні м. ${city.name} і закупівля діагностичного обладнання.`,
          beneficiar: city.council,
        };
      },
    },
    {
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Розвиток мережі центрів екстреної медичної допомоги та медицини катастроф ${oblast.gen}`,
          purpose: `Скорочення часу доїзду бригад екстреної допомоги ${inOblast(oblast)} завдяки новим підстанціям, санітарним автомобілям і єдиній диспетчерській службі.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
    {
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Закупівля медичного обладнання для закладів охорони здоров'я ${oblast.gen}`,
          purpose: `Оснащення опорних лікарень ${oblast.gen} комп'ютерними томографами, ангіографами та обладнанням для інтенсивної терапії.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
    {
      make: () => ({
        name: "Реформування системи охорони здоров'я: підтримка програми медичних гарантій",
        purpose:
          'Фінансування медичних послуг за програмою медичних гарантій і посилення спроможності Національної служби здоров’я України.',
        beneficiar: "Національна служба здоров'я України",
      }),
    },
    {
      minYear: 2022,
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Створення реабілітаційного центру для ветеранів у м. ${city.name}`,
          purpose: `Будівництво та оснащення центру фізичної і психологічної реабілітації ветеранів війни та постраждалих цивільних у м. ${city.name}.`,
          beneficiar: city.council,
        };
      },
    },
  ],
};

export const education: Sector = {
  field: FIELD.education,
  weight: 7,
  creditors: [
    [CREDITOR.eib, 4],
    [CREDITOR.ibrd, 3],
    [CREDITOR.ceb, 3],
    [CREDITOR.kfw, 1],
  ],
  executors: [
    [EXECUTOR.education, 4],
    [EXECUTOR.minregion, 1],
  ],
  components: [
    'Реконструкція та термомодернізація закладів освіти',
    'Облаштування укриттів',
    'Закупівля навчального обладнання',
    'Підвищення кваліфікації педагогічних працівників',
  ],
  params: (rnd) =>
    `Кількість закладів освіти — ${rnd.int(3, 160)}; кількість учнів і студентів — ${rnd.int(2, 120)} тис.`,
  templates: [
    {
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Створення опорних закладів освіти в громадах ${oblast.gen}`,
          purpose: `Реконструкція та оснащення опорних шкіл ${oblast.gen} і забезпечення підвезення учнів шкільними автобусами.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
    {
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Енергомодернізація шкіл і дитячих садків м. ${city.name}`,
          purpose: `Утеплення фасадів і дахів, заміна вікон та систем опалення в закладах освіти м. ${city.name}.`,
          beneficiar: city.council,
        };
      },
    },
    {
      minYear: 2022,
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Відновлення зруйнованих об'єктів освіти ${inOblast(oblast)}`,
          purpose: `Відбудова шкіл і дитячих садків ${oblast.gen}, зруйнованих або пошкоджених унаслідок бойових дій, з облаштуванням укриттів.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
    {
      make: () => ({
        name: 'Розвиток вищої освіти та науки в інтересах економіки',
        purpose:
          'Модернізація лабораторної бази університетів і запровадження фінансування закладів вищої освіти на основі результатів діяльності.',
        beneficiar: 'Міністерство освіти і науки України',
      }),
    },
    {
      minYear: 2022,
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Облаштування укриттів у закладах освіти м. ${city.name}`,
          purpose: `Будівництво та переобладнання укриттів для безпечного очного навчання в школах м. ${city.name}.`,
          beneficiar: city.council,
        };
      },
    },
  ],
};

export const agriculture: Sector = {
  field: FIELD.agriculture,
  weight: 6,
  creditors: [
    [CREDITOR.ibrd, 3],
    [CREDITOR.ebrd, 2],
    [CREDITOR.ifc, 2],
    [CREDITOR.eib, 1],
  ],
  executors: [
    [EXECUTOR.agrarian, 4],
    [EXECUTOR.economy, 1],
  ],
  components: [
    'Відновлення меліоративних систем',
    'Кредитування сільськогосподарських виробників',
    'Розвиток лабораторної мережі',
    'Консультаційні послуги для фермерів',
  ],
  params: (rnd) =>
    `Площа зрошення — ${rnd.int(5, 180)} тис. га; кількість господарств-учасників — ${grouped(rnd.int(40, 5000))}`,
  templates: [
    {
      make: (ctx) => {
        const oblast = southernOblast(ctx);
        return {
          name: `Відновлення зрошувальних систем ${oblast.gen}`,
          purpose: `Реконструкція насосних станцій і магістральних каналів ${oblast.gen} для відновлення зрошення земель сільськогосподарського призначення.`,
          beneficiar: 'Державне агентство водних ресурсів України',
        };
      },
    },
    {
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Підтримка малих і середніх фермерських господарств ${oblast.gen}`,
          purpose: `Доступ фермерів ${oblast.gen} до пільгових кредитів на придбання техніки та створення потужностей зберігання продукції.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
    {
      make: () => ({
        name: 'Модернізація державної лабораторної мережі безпечності харчових продуктів',
        purpose:
          'Оснащення державних лабораторій сучасним обладнанням для контролю безпечності харчових продуктів відповідно до вимог ЄС.',
        beneficiar:
          'Державна служба України з питань безпечності харчових продуктів та захисту споживачів',
      }),
    },
    {
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Розвиток сільських територій та доступу до ринків ${inOblast(oblast)}`,
          purpose: `Будівництво під'їзних доріг, оптових ринків і кооперативних пунктів приймання молока ${inOblast(oblast)}.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
    {
      make: () => ({
        name: 'Розбудова Державного земельного кадастру',
        purpose:
          'Завершення інвентаризації земель, наповнення кадастру та запровадження прозорого ринку земель сільськогосподарського призначення.',
        beneficiar: 'Державна служба України з питань геодезії, картографії та кадастру',
      }),
    },
  ],
};

export const finance: Sector = {
  field: FIELD.finance,
  weight: 5,
  creditors: [
    [CREDITOR.ebrd, 3],
    [CREDITOR.ifc, 3],
    [CREDITOR.eib, 2],
    [CREDITOR.ibrd, 2],
    [CREDITOR.kfw, 1],
    [CREDITOR.canada, 1],
  ],
  executors: [
    [EXECUTOR.minfin, 3],
    [EXECUTOR.economy, 2],
  ],
  components: [
    'Кредитні лінії для малого та середнього бізнесу',
    'Часткові кредитні гарантії',
    'Посилення системи управління ризиками банків',
    'Технічна допомога фінансовим установам',
  ],
  params: (rnd) =>
    `Кількість субкредитів — ${grouped(rnd.int(30, 2500))}; середній розмір субкредиту — ${rnd.int(50, 900)} тис. євро`,
  templates: [
    {
      make: (ctx) => {
        const bank = ctx.rnd.pick(BANKS);
        return {
          name: `Кредитна лінія для підтримки малого та середнього підприємництва через ${bank}`,
          purpose: `Надання субкредитів малим і середнім підприємствам через ${bank} для збереження робочих місць та інвестицій в обладнання.`,
          beneficiar: bank,
        };
      },
    },
    {
      make: (ctx) => {
        const bank = ctx.rnd.pick(BANKS);
        return {
          name: `Фінансування експортно орієнтованих підприємств через ${bank}`,
          purpose:
            'Розширення доступу експортерів до довгострокового фінансування та торговельних гарантій.',
          beneficiar: bank,
        };
      },
    },
    {
      executors: [[EXECUTOR.minfin, 1]],
      make: () => ({
        name: 'Підтримка Фонду гарантування вкладів фізичних осіб',
        purpose:
          'Посилення фінансової спроможності Фонду гарантування вкладів фізичних осіб і захист вкладників банків.',
        beneficiar: 'Фонд гарантування вкладів фізичних осіб',
      }),
    },
    {
      executors: [
        [EXECUTOR.minfin, 1],
        [EXECUTOR.economy, 1],
      ],
      make: () => ({
        name: 'Розвиток ринків капіталу та інфраструктури фінансового сектору',
        purpose:
          'Удосконалення регулювання ринків капіталу, запровадження центрального контрагента та розвиток ринку державних облігацій.',
        beneficiar: 'Національна комісія з цінних паперів та фондового ринку',
      }),
    },
    {
      minYear: 2020,
      executors: [
        [EXECUTOR.economy, 1],
        [EXECUTOR.minfin, 1],
      ],
      make: () => ({
        name: 'Фінансування програми «Доступні кредити 5-7-9%»',
        purpose:
          'Компенсація відсоткових ставок за кредитами мікро- і малих підприємств у межах державної програми фінансової підтримки бізнесу.',
        beneficiar: 'Фонд розвитку підприємництва',
      }),
    },
  ],
};

export const government: Sector = {
  field: FIELD.government,
  weight: 6,
  creditors: [
    [CREDITOR.ibrd, 4],
    [CREDITOR.eu, 3],
    [CREDITOR.canada, 1],
    [CREDITOR.eib, 1],
  ],
  executors: [
    [EXECUTOR.minfin, 2],
    [EXECUTOR.tax, 2],
    [EXECUTOR.customs, 2],
    [EXECUTOR.treasury, 1],
    [EXECUTOR.interior, 1],
  ],
  components: [
    'Впровадження інформаційних систем управління',
    'Удосконалення бізнес-процесів і нормативної бази',
    'Підвищення кваліфікації державних службовців',
    'Бюджетна підтримка реформ',
  ],
  params: (rnd) => `Кількість користувачів системи — ${rnd.int(2, 80)} тис.`,
  templates: [
    {
      executors: [[EXECUTOR.minfin, 1]],
      make: () => ({
        name: 'Модернізація управління державними фінансами',
        purpose:
          'Впровадження інтегрованої інформаційної системи управління державними фінансами та середньострокового бюджетного планування.',
        beneficiar: 'Міністерство фінансів України',
      }),
    },
    {
      executors: [[EXECUTOR.tax, 1]],
      make: () => ({
        name: 'Модернізація Державної податкової служби України',
        purpose:
          'Впровадження ризик-орієнтованого податкового контролю, електронних сервісів для платників податків і сучасної ІТ-інфраструктури.',
        beneficiar: 'Державна податкова служба України',
      }),
    },
    {
      executors: [[EXECUTOR.customs, 1]],
      make: () => ({
        name: 'Розбудова інформаційних систем Державної митної служби',
        purpose:
          'Запровадження національної системи NCTS, системи управління ризиками та електронного декларування товарів.',
        beneficiar: 'Державна митна служба України',
      }),
    },
    {
      executors: [[EXECUTOR.minregion, 1]],
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Підтримка реформи децентралізації та спроможності громад ${oblast.gen}`,
          purpose: `Підвищення спроможності територіальних громад ${oblast.gen} планувати розвиток, управляти бюджетом і надавати якісні послуги.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
    {
      executors: [
        [EXECUTOR.minfin, 1],
        [EXECUTOR.treasury, 1],
      ],
      make: () => ({
        name: 'Зміцнення системи державного внутрішнього фінансового контролю',
        purpose:
          'Удосконалення внутрішнього аудиту та фінансового контролю в органах влади відповідно до міжнародних стандартів.',
        beneficiar: 'Державна казначейська служба України',
      }),
    },
    {
      minYear: 2022,
      executors: [[EXECUTOR.minfin, 1]],
      make: () => ({
        name: 'Підтримка державних видатків для забезпечення стійкості державного управління (PEACE)',
        purpose:
          'Фінансування першочергових соціальних видатків державного бюджету — заробітної плати працівників бюджетної сфери та пенсій — в умовах воєнного стану.',
        beneficiar: 'Міністерство фінансів України',
      }),
    },
  ],
};

export const social: Sector = {
  field: FIELD.social,
  weight: 6,
  creditors: [
    [CREDITOR.ibrd, 4],
    [CREDITOR.ceb, 3],
    [CREDITOR.eu, 2],
    [CREDITOR.kfw, 1],
  ],
  executors: [[EXECUTOR.social, 1]],
  components: [
    'Виплата соціальної допомоги',
    'Модернізація інформаційної системи соціальної сфери',
    'Розвиток соціальних послуг у громадах',
    'Будівництво та придбання житла',
  ],
  params: (rnd) => `Кількість отримувачів допомоги — ${grouped(rnd.int(5, 4000))} тис. осіб`,
  templates: [
    {
      make: () => ({
        name: 'Модернізація системи соціальної підтримки населення України',
        purpose:
          'Посилення адресності соціальної допомоги та створення єдиної інформаційної системи соціальної сфери.',
        beneficiar: 'Міністерство соціальної політики України',
      }),
    },
    {
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Створення центрів надання соціальних послуг у громадах ${oblast.gen}`,
          purpose: `Розвиток мережі соціальних послуг для літніх людей, осіб з інвалідністю та сімей з дітьми в громадах ${oblast.gen}.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
    {
      minYear: 2015,
      make: (ctx) => {
        const city = anyCity(ctx);
        return {
          name: `Житло для внутрішньо переміщених осіб у м. ${city.name}`,
          purpose: `Реконструкція гуртожитків і будівництво соціального житла для внутрішньо переміщених осіб у м. ${city.name}.`,
          beneficiar: city.council,
        };
      },
    },
    {
      minYear: 2022,
      make: () => ({
        name: 'Підтримка внутрішньо переміщених осіб: допомога на проживання',
        purpose:
          'Фінансування щомісячної допомоги на проживання внутрішньо переміщеним особам, які втратили житло внаслідок війни.',
        beneficiar: 'Міністерство соціальної політики України',
      }),
    },
    {
      make: (ctx) => {
        const oblast = anyOblast(ctx);
        return {
          name: `Безбар'єрна соціальна інфраструктура ${inOblast(oblast)}`,
          purpose: `Облаштування будівель соціальних установ ${oblast.gen} відповідно до вимог доступності для людей з інвалідністю та маломобільних груп населення.`,
          beneficiar: administration(ctx, oblast),
        };
      },
    },
  ],
};

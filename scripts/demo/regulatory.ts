// The regulatory base: real Ukrainian acts that govern IFI projects, with their official
// numbers, dates and links to the Verkhovna Rada legislation portal.

import type { RegulatoryRow } from '../../src/registry/sync/registryReplace';

const RADA = 'Верховна Рада України';
const KMU = 'Кабінет Міністрів України';
const MOF = 'Міністерство фінансів України';

const zakon = (code: string): string =>
  `https://zakon.rada.gov.ua/laws/show/${encodeURIComponent(code)}`;

export const REGULATORY_DOCUMENTS: readonly RegulatoryRow[] = [
  {
    kind: 'Кодекс',
    title: 'Бюджетний кодекс України',
    number: '2456-VI',
    date: '2010-07-08',
    issuer: RADA,
    url: zakon('2456-17'),
  },
  {
    kind: 'Кодекс',
    title: 'Податковий кодекс України',
    number: '2755-VI',
    date: '2010-12-02',
    issuer: RADA,
    url: zakon('2755-17'),
  },
  {
    kind: 'Кодекс',
    title: 'Цивільний кодекс України',
    number: '435-IV',
    date: '2003-01-16',
    issuer: RADA,
    url: zakon('435-15'),
  },
  {
    kind: 'Закон',
    title: 'Про міжнародні договори України',
    number: '1906-IV',
    date: '2004-06-29',
    issuer: RADA,
    url: zakon('1906-15'),
  },
  {
    kind: 'Закон',
    title: 'Про публічні закупівлі',
    number: '922-VIII',
    date: '2015-12-25',
    issuer: RADA,
    url: zakon('922-19'),
  },
  {
    kind: 'Закон',
    title: 'Про оцінку впливу на довкілля',
    number: '2059-VIII',
    date: '2017-05-23',
    issuer: RADA,
    url: zakon('2059-19'),
  },
  {
    kind: 'Закон',
    title: 'Про доступ до публічної інформації',
    number: '2939-VI',
    date: '2011-01-13',
    issuer: RADA,
    url: zakon('2939-17'),
  },
  {
    kind: 'Закон',
    title: 'Про відкритість використання публічних коштів',
    number: '183-VIII',
    date: '2015-02-11',
    issuer: RADA,
    url: zakon('183-19'),
  },
  {
    kind: 'Закон',
    title: "Про державну допомогу суб'єктам господарювання",
    number: '1555-VII',
    date: '2014-07-01',
    issuer: RADA,
    url: zakon('1555-18'),
  },
  {
    kind: 'Закон',
    title: 'Про правовий режим воєнного стану',
    number: '389-VIII',
    date: '2015-05-12',
    issuer: RADA,
    url: zakon('389-19'),
  },
  {
    kind: 'Закон',
    title:
      'Про ратифікацію Угоди про позику (Проект «Україна — розвиток через Інтернет») між Україною та Міжнародним банком реконструкції та розвитку',
    number: '1979-IV',
    date: '2004-07-01',
    issuer: RADA,
    url: zakon('1979-15'),
  },
  {
    kind: 'Постанова КМУ',
    title:
      'Про порядок підготовки, реалізації, проведення моніторингу та завершення реалізації проектів економічного і соціального розвитку України, що підтримуються міжнародними фінансовими організаціями',
    number: '70',
    date: '2016-01-27',
    issuer: KMU,
    url: zakon('70-2016-п'),
  },
  {
    kind: 'Постанова КМУ',
    title:
      'Про створення єдиної системи залучення, використання та моніторингу міжнародної технічної допомоги',
    number: '153',
    date: '2002-02-15',
    issuer: KMU,
    url: zakon('153-2002-п'),
  },
  {
    kind: 'Постанова КМУ',
    title:
      'Деякі питання використання коштів для реалізації проектів у рамках Надзвичайної кредитної програми для відновлення України',
    number: '1068',
    date: '2015-11-25',
    issuer: KMU,
    url: zakon('1068-2015-п'),
  },
  {
    kind: 'Постанова КМУ',
    title:
      'Деякі питання реалізації проектів у рамках Надзвичайної кредитної програми для відновлення України',
    number: '712',
    date: '2016-09-22',
    issuer: KMU,
    url: zakon('712-2016-п'),
  },
  {
    kind: 'Постанова КМУ',
    title: 'Про затвердження Методики оцінювання фіскальних ризиків',
    number: '351',
    date: '2019-04-24',
    issuer: KMU,
    url: zakon('351-2019-п'),
  },
  {
    kind: 'Постанова КМУ',
    title:
      'Про затвердження Положення про набори даних, які підлягають оприлюдненню у формі відкритих даних',
    number: '835',
    date: '2015-10-21',
    issuer: KMU,
    url: zakon('835-2015-п'),
  },
  {
    kind: 'Постанова КМУ',
    title: 'Деякі питання реалізації інструменту Ukraine Facility',
    number: '1318',
    date: '2024-11-15',
    issuer: KMU,
    url: zakon('1318-2024-п'),
  },
  {
    kind: 'Розпорядження КМУ',
    title:
      'Про схвалення Стратегії реформування системи управління державними фінансами на 2017—2020 роки',
    number: '142-р',
    date: '2017-02-08',
    issuer: KMU,
    url: zakon('142-2017-р'),
  },
  {
    kind: 'Наказ Мінфіну',
    title:
      'Про затвердження Порядку ведення реєстру проектів економічного і соціального розвитку України, що підтримуються міжнародними фінансовими організаціями',
    number: '53',
    date: '2019-02-08',
    issuer: MOF,
    url: zakon('z0230-19'),
  },
  {
    kind: 'Наказ Мінфіну',
    title: 'Про огляди витрат державного бюджету',
    number: '446',
    date: '2019-10-23',
    issuer: MOF,
    url: zakon('z1277-19'),
  },
];

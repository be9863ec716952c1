// The small reference tables: project states, industries, creditors (IFIs), responsible
// executors and event types. Ids are fixed so that links, tests and bookmarks stay stable.

export const STATE = {
  preparation: 1,
  negotiation: 2,
  signed: 3,
  entryIntoForce: 4,
  implementation: 5,
  completed: 6,
  suspended: 7,
} as const;
export type StateId = (typeof STATE)[keyof typeof STATE];

export const PROJECT_STATES: readonly { id: StateId; name: string; sortOrder: number }[] = [
  { id: STATE.preparation, name: 'Підготовка', sortOrder: 1 },
  { id: STATE.negotiation, name: 'Переговори', sortOrder: 2 },
  { id: STATE.signed, name: 'Підписано', sortOrder: 3 },
  { id: STATE.entryIntoForce, name: 'Набрання чинності', sortOrder: 4 },
  { id: STATE.implementation, name: 'Реалізація', sortOrder: 5 },
  { id: STATE.completed, name: 'Завершено', sortOrder: 6 },
  { id: STATE.suspended, name: 'Призупинено', sortOrder: 7 },
];

/** Share of projects per state; preparation and negotiation come without cost statistics. */
export const STATE_WEIGHTS: readonly (readonly [StateId, number])[] = [
  [STATE.preparation, 5],
  [STATE.negotiation, 4],
  [STATE.signed, 5],
  [STATE.entryIntoForce, 4],
  [STATE.implementation, 47],
  [STATE.completed, 30],
  [STATE.suspended, 5],
];

export const FIELD = {
  energy: 1,
  transport: 2,
  health: 3,
  education: 4,
  housing: 5,
  agriculture: 6,
  finance: 7,
  government: 8,
  ecology: 9,
  social: 10,
  water: 11,
  digital: 12,
} as const;
export type FieldId = (typeof FIELD)[keyof typeof FIELD];

export const PROJECT_FIELDS: readonly { id: FieldId; fieldNameUkr: string }[] = [
  { id: FIELD.energy, fieldNameUkr: 'Енергетика' },
  { id: FIELD.transport, fieldNameUkr: 'Транспорт та інфраструктура' },
  { id: FIELD.health, fieldNameUkr: "Охорона здоров'я" },
  { id: FIELD.education, fieldNameUkr: 'Освіта' },
  { id: FIELD.housing, fieldNameUkr: 'Житлово-комунальне господарство' },
  { id: FIELD.agriculture, fieldNameUkr: 'Сільське господарство' },
  { id: FIELD.finance, fieldNameUkr: 'Фінансовий сектор' },
  { id: FIELD.government, fieldNameUkr: 'Державне управління' },
  { id: FIELD.ecology, fieldNameUkr: 'Екологія' },
  { id: FIELD.social, fieldNameUkr: 'Соціальний захист' },
  { id: FIELD.water, fieldNameUkr: 'Водопостачання та водовідведення' },
  { id: FIELD.digital, fieldNameUkr: 'Цифрова трансформація' },
];

export const CREDITOR = {
  ibrd: 1,
  ebrd: 2,
  eib: 3,
  kfw: 4,
  ceb: 5,
  jica: 6,
  nefco: 7,
  ifc: 8,
  eu: 9,
  canada: 10,
  afd: 11,
} as const;
export type CreditorId = (typeof CREDITOR)[keyof typeof CREDITOR];

export interface CreditorInfo {
  id: CreditorId;
  name: string;
  shortName: string;
  /** Instrumental case for 'між Україною та …'. */
  instrumental: string;
  /** The short name where a case is needed ('лист …', 'з …'); abbreviations do not decline. */
  shortGenitive: string;
  shortInstrumental: string;
  /** Latin code used in the creditor's own letter numbers. */
  latin: string;
  /** What the loan agreement is called in Ukrainian practice for this lender. */
  agreement: string;
  /** Interest base of the loan; null for fixed-rate concessional lenders. */
  rateBase: 'EURIBOR' | 'SOFR' | null;
}

export const CREDITORS: readonly CreditorInfo[] = [
  {
    id: CREDITOR.ibrd,
    name: 'Міжнародний банк реконструкції та розвитку',
    shortName: 'МБРР',
    shortGenitive: 'МБРР',
    shortInstrumental: 'МБРР',
    instrumental: 'Міжнародним банком реконструкції та розвитку',
    latin: 'IBRD',
    agreement: 'Угода про позику',
    rateBase: 'SOFR',
  },
  {
    id: CREDITOR.ebrd,
    name: 'Європейський банк реконструкції та розвитку',
    shortName: 'ЄБРР',
    shortGenitive: 'ЄБРР',
    shortInstrumental: 'ЄБРР',
    instrumental: 'Європейським банком реконструкції та розвитку',
    latin: 'EBRD',
    agreement: 'Угода про позику',
    rateBase: 'EURIBOR',
  },
  {
    id: CREDITOR.eib,
    name: 'Європейський інвестиційний банк',
    shortName: 'ЄІБ',
    shortGenitive: 'ЄІБ',
    shortInstrumental: 'ЄІБ',
    instrumental: 'Європейським інвестиційним банком',
    latin: 'EIB',
    agreement: 'Фінансова угода',
    rateBase: 'EURIBOR',
  },
  {
    id: CREDITOR.kfw,
    name: 'Кредитна установа для відбудови',
    shortName: 'KfW',
    shortGenitive: 'KfW',
    shortInstrumental: 'KfW',
    instrumental: 'Кредитною установою для відбудови',
    latin: 'KfW',
    agreement: 'Кредитний договір',
    rateBase: 'EURIBOR',
  },
  {
    id: CREDITOR.ceb,
    name: 'Банк розвитку Ради Європи',
    shortName: 'БРРЄ',
    shortGenitive: 'БРРЄ',
    shortInstrumental: 'БРРЄ',
    instrumental: 'Банком розвитку Ради Європи',
    latin: 'CEB',
    agreement: 'Рамкова угода про позику',
    rateBase: 'EURIBOR',
  },
  {
    id: CREDITOR.jica,
    name: 'Японське агентство міжнародного співробітництва',
    shortName: 'JICA',
    shortGenitive: 'JICA',
    shortInstrumental: 'JICA',
    instrumental: 'Японським агентством міжнародного співробітництва',
    latin: 'JICA',
    agreement: 'Кредитна угода',
    rateBase: null,
  },
  {
    id: CREDITOR.nefco,
    name: 'Північна екологічна фінансова корпорація',
    shortName: 'НЕФКО',
    shortGenitive: 'НЕФКО',
    shortInstrumental: 'НЕФКО',
    instrumental: 'Північною екологічною фінансовою корпорацією',
    latin: 'NEFCO',
    agreement: 'Угода про позику',
    rateBase: 'EURIBOR',
  },
  {
    id: CREDITOR.ifc,
    name: 'Міжнародна фінансова корпорація',
    shortName: 'МФК',
    shortGenitive: 'МФК',
    shortInstrumental: 'МФК',
    instrumental: 'Міжнародною фінансовою корпорацією',
    latin: 'IFC',
    agreement: 'Кредитна угода',
    rateBase: 'SOFR',
  },
  {
    id: CREDITOR.eu,
    name: 'Європейський Союз',
    shortName: 'ЄС',
    shortGenitive: 'ЄС',
    shortInstrumental: 'ЄС',
    instrumental: 'Європейським Союзом',
    latin: 'ECFIN',
    agreement: 'Кредитна угода (макрофінансова допомога)',
    rateBase: null,
  },
  {
    id: CREDITOR.canada,
    name: 'Уряд Канади',
    shortName: 'Канада',
    shortGenitive: 'Уряду Канади',
    shortInstrumental: 'Урядом Канади',
    instrumental: 'Урядом Канади',
    latin: 'GAC',
    agreement: 'Кредитна угода',
    rateBase: null,
  },
  {
    id: CREDITOR.afd,
    name: 'Французьке агентство розвитку',
    shortName: 'AFD',
    shortGenitive: 'AFD',
    shortInstrumental: 'AFD',
    instrumental: 'Французьким агентством розвитку',
    latin: 'AFD',
    agreement: 'Кредитний договір',
    rateBase: 'EURIBOR',
  },
];

export function creditorById(id: CreditorId): CreditorInfo {
  const creditor = CREDITORS.find((c) => c.id === id);
  if (!creditor) throw new Error(`unknown creditor ${id}`);
  return creditor;
}

export const EXECUTOR = {
  minfin: 1,
  minregion: 2,
  health: 3,
  education: 4,
  energy: 5,
  restoration: 6,
  roads: 7,
  railways: 8,
  ukrenergo: 9,
  agrarian: 10,
  social: 11,
  customs: 12,
  digital: 13,
  economy: 14,
  environment: 15,
  interior: 16,
  tax: 17,
  treasury: 18,
  hydro: 19,
  ports: 20,
} as const;
export type ExecutorId = (typeof EXECUTOR)[keyof typeof EXECUTOR];

export interface ExecutorInfo {
  id: ExecutorId;
  name: string;
  /** Short genitive form for document references: 'Лист Мінфіну від …'. */
  genitive: string;
}

export const EXECUTORS: readonly ExecutorInfo[] = [
  { id: EXECUTOR.minfin, name: 'Міністерство фінансів України', genitive: 'Мінфіну' },
  {
    id: EXECUTOR.minregion,
    name: 'Міністерство розвитку громад та територій України',
    genitive: 'Мінрозвитку',
  },
  { id: EXECUTOR.health, name: "Міністерство охорони здоров'я України", genitive: 'МОЗ' },
  { id: EXECUTOR.education, name: 'Міністерство освіти і науки України', genitive: 'МОН' },
  { id: EXECUTOR.energy, name: 'Міністерство енергетики України', genitive: 'Міненерго' },
  {
    id: EXECUTOR.restoration,
    name: 'Державне агентство відновлення та розвитку інфраструктури України',
    genitive: 'Агентства відновлення',
  },
  {
    id: EXECUTOR.roads,
    name: 'Державне агентство автомобільних доріг України (Укравтодор)',
    genitive: 'Укравтодору',
  },
  { id: EXECUTOR.railways, name: 'АТ «Укрзалізниця»', genitive: 'АТ «Укрзалізниця»' },
  { id: EXECUTOR.ukrenergo, name: 'НЕК «Укренерго»', genitive: 'НЕК «Укренерго»' },
  {
    id: EXECUTOR.agrarian,
    name: 'Міністерство аграрної політики та продовольства України',
    genitive: 'Мінагрополітики',
  },
  {
    id: EXECUTOR.social,
    name: 'Міністерство соціальної політики України',
    genitive: 'Мінсоцполітики',
  },
  { id: EXECUTOR.customs, name: 'Державна митна служба України', genitive: 'Держмитслужби' },
  {
    id: EXECUTOR.digital,
    name: 'Міністерство цифрової трансформації України',
    genitive: 'Мінцифри',
  },
  { id: EXECUTOR.economy, name: 'Міністерство економіки України', genitive: 'Мінекономіки' },
  {
    id: EXECUTOR.environment,
    name: 'Міністерство захисту довкілля та природних ресурсів України',
    genitive: 'Міндовкілля',
  },
  { id: EXECUTOR.interior, name: 'Міністерство внутрішніх справ України', genitive: 'МВС' },
  { id: EXECUTOR.tax, name: 'Державна податкова служба України', genitive: 'ДПС' },
  {
    id: EXECUTOR.treasury,
    name: 'Державна казначейська служба України',
    genitive: 'Казначейства',
  },
  { id: EXECUTOR.hydro, name: 'ПрАТ «Укргідроенерго»', genitive: 'ПрАТ «Укргідроенерго»' },
  {
    id: EXECUTOR.ports,
    name: 'ДП «Адміністрація морських портів України»',
    genitive: 'АМПУ',
  },
];

export function executorById(id: ExecutorId): ExecutorInfo {
  const executor = EXECUTORS.find((e) => e.id === id);
  if (!executor) throw new Error(`unknown executor ${id}`);
  return executor;
}

export const EVENT_TYPES: readonly { id: number; key: string; name: string }[] = [
  { id: 1, key: 'PREPARATION', name: 'Початок підготовки проєкту' },
  { id: 2, key: 'NEGOTIATION', name: 'Переговори з МФО' },
  { id: 3, key: 'SIGNING', name: 'Підписання угоди' },
  { id: 4, key: 'RATIFICATION', name: 'Ратифікація угоди' },
  { id: 5, key: 'EFFECTIVENESS', name: 'Набрання угодою чинності' },
  { id: 6, key: 'DISBURSEMENT', name: 'Вибірка коштів' },
  { id: 7, key: 'AMENDMENT', name: 'Внесення змін до угоди' },
  { id: 8, key: 'EXTENSION', name: 'Продовження строку реалізації' },
  { id: 9, key: 'SUSPENSION', name: 'Призупинення реалізації' },
  { id: 10, key: 'CLOSING', name: 'Завершення проєкту' },
];

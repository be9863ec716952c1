import type { RegionCode } from '../../lib/regions';
import {
  adjectivalFeminine,
  adjectivalMasculine,
  adjectivalNeuter,
  alternatingMasculine,
  feminine,
  hardMasculine,
  neuter,
  regionNameForms,
  softFeminine,
  twoWords,
} from './declension';

// The gazetteer the placement reads (placement.ts): Ukraine's 27 first-level units and their
// cities, as data. Apostrophes are U+0027, as the text is read.
//
// Sources:
// - the units and their ISO 3166-2:UA codes: src/lib/regions.ts (ISO 3166-2:UA; Constitution of
//   Ukraine, art. 133);
// - administrative centres: Constitution of Ukraine, art. 133, with the renamings of the
//   decommunisation laws (Verkhovna Rada resolutions of 2016: Дніпро, Кропивницький,
//   Кам'янське, Покровськ, Бахмут, Горішні Плавні…) and of 2022–2024 (Звягель, Шептицький,
//   Південноукраїнськ); Donetsk and Luhansk oblasts list their occupied centres and their
//   administrations' seats (Краматорськ, Сєвєродонецьк) alike;
// - cities: the cities of regional (oblast, republican) significance of the Verkhovna Rada's
//   reference book «Адміністративно-територіальний устрій України» as it stood before the 2020
//   raion reform, each with its unit;
// - case forms: the paradigms of declension.ts, spelled out where a name is irregular, checked
//   by tests/unit/places/declension.test.ts and, case by case, by tests/unit/placement.test.ts.
//
// How ambiguous names are decided (docs/places.md):
// - an oblast's adjective («Харківська», «Київської») names the oblast only when «область»,
//   «обл.», «обласн…» or ОДА/ОВА follows it, and a city only when «міськ…» follows it: «Київська
//   енергетична компанія», «Харківське шосе» or «Київський район м. Одеси» name no region;
// - «Київ», «м. Києва» are the city (UA-30); «Київська область» is UA-32;
// - a city name that is also a common word or a person's name («Дніпро» the river, «суми»,
//   «рівне», Богдан Хмельницький, Марко Кропивницький, «Славутич») counts only after «м.»,
//   «місто», «міста»… (`marker`);
// - names shared by two units, or not a city of regional significance, are left out (the port
//   «Південний», Первомайськ in both Mykolaiv and Luhansk oblasts).

export interface GazetteerUnit {
  code: RegionCode;
  /** The adjective stem of «… область» (Харківськ): oblasts only. */
  oblastAdjective?: string;
  /** Other names of the unit or its land, each in every case (Харківщина, Крим, Закарпаття). */
  names: readonly string[];
  /** The administrative centre (a city of the list below). */
  centre: string;
}

export interface GazetteerCity {
  /** The nominative name (as it is written on the page). */
  name: string;
  region: RegionCode;
  /** Every case form, the nominative first. */
  forms: readonly string[];
  /** The adjective stem of «… міська рада» (Харківськ → Харківська міська рада). */
  adjective?: string;
  /** True: the name is also a common word or a person's name, so only «м. …» counts. */
  marker?: boolean;
}

const unit = (
  code: RegionCode,
  oblastAdjective: string | undefined,
  centre: string,
  ...names: string[][]
): GazetteerUnit => ({
  code,
  ...(oblastAdjective ? { oblastAdjective } : {}),
  centre,
  names: names.flat(),
});

export const gazetteerUnits: readonly GazetteerUnit[] = [
  unit('UA-05', 'Вінницьк', 'Вінниця', regionNameForms('Вінниччина')),
  unit('UA-07', 'Волинськ', 'Луцьк', ['Волинь', 'Волині', 'Волинню']),
  unit('UA-09', 'Луганськ', 'Луганськ', regionNameForms('Луганщина')),
  unit('UA-12', 'Дніпропетровськ', 'Дніпро', regionNameForms('Дніпропетровщина')),
  unit('UA-14', 'Донецьк', 'Донецьк', regionNameForms('Донеччина')),
  unit('UA-18', 'Житомирськ', 'Житомир', regionNameForms('Житомирщина')),
  unit('UA-21', 'Закарпатськ', 'Ужгород', [
    'Закарпаття',
    'Закарпаттю',
    'Закарпатті',
    'Закарпаттям',
  ]),
  unit('UA-23', 'Запорізьк', 'Запоріжжя', regionNameForms('Запоріжчина')),
  unit('UA-26', 'Івано-Франківськ', 'Івано-Франківськ', regionNameForms('Івано-Франківщина'), [
    'Прикарпаття',
    'Прикарпаттю',
    'Прикарпатті',
    'Прикарпаттям',
  ]),
  unit('UA-30', undefined, 'Київ'),
  unit('UA-32', 'Київськ', 'Київ', regionNameForms('Київщина')),
  unit('UA-35', 'Кіровоградськ', 'Кропивницький', regionNameForms('Кіровоградщина')),
  unit('UA-40', undefined, 'Севастополь'),
  unit('UA-43', undefined, 'Сімферополь', hardMasculine('Крим'), ['АР Крим', 'АРК']),
  unit('UA-46', 'Львівськ', 'Львів', regionNameForms('Львівщина')),
  unit('UA-48', 'Миколаївськ', 'Миколаїв', regionNameForms('Миколаївщина')),
  unit('UA-51', 'Одеськ', 'Одеса', regionNameForms('Одещина')),
  unit('UA-53', 'Полтавськ', 'Полтава', regionNameForms('Полтавщина')),
  unit('UA-56', 'Рівненськ', 'Рівне', regionNameForms('Рівненщина')),
  unit('UA-59', 'Сумськ', 'Суми', regionNameForms('Сумщина')),
  unit('UA-61', 'Тернопільськ', 'Тернопіль', regionNameForms('Тернопільщина')),
  unit('UA-63', 'Харківськ', 'Харків', regionNameForms('Харківщина')),
  unit('UA-65', 'Херсонськ', 'Херсон', regionNameForms('Херсонщина')),
  unit('UA-68', 'Хмельницьк', 'Хмельницький', regionNameForms('Хмельниччина')),
  unit('UA-71', 'Черкаськ', 'Черкаси', regionNameForms('Черкащина')),
  unit('UA-74', 'Чернігівськ', 'Чернігів', regionNameForms('Чернігівщина')),
  unit('UA-77', 'Чернівецьк', 'Чернівці', regionNameForms('Буковина')),
];

type Forms = readonly string[];

const city = (
  region: RegionCode,
  forms: Forms,
  options: { adjective?: string; marker?: boolean } = {},
): GazetteerCity => ({ name: forms[0]!, region, forms, ...options });

const hard = (name: string) => hardMasculine(name);
/** -ськ/-цьк cities: the adjective is the name itself (Луцьк → Луцька міська рада). */
const sk = (region: RegionCode, name: string) => city(region, hard(name), { adjective: name });
const fem = (region: RegionCode, name: string, adjective?: string) =>
  city(region, feminine(name), adjective ? { adjective } : {});

export const gazetteerCities: readonly GazetteerCity[] = [
  // UA-05 Вінницька
  fem('UA-05', 'Вінниця', 'Вінницьк'),
  fem('UA-05', 'Жмеринка', 'Жмеринськ'),
  city('UA-05', hard('Козятин'), { adjective: 'Козятинськ' }),
  city('UA-05', ['Ладижин', 'Ладижина', 'Ладижині', 'Ладижином'], { adjective: 'Ладижинськ' }),
  city('UA-05', ['Могилів-Подільський', 'Могилева-Подільського', 'Могилеві-Подільському'], {
    adjective: 'Могилів-Подільськ',
  }),
  city('UA-05', hard('Хмільник'), { adjective: 'Хмільницьк' }),
  // UA-07 Волинська
  sk('UA-07', 'Луцьк'),
  city('UA-07', alternatingMasculine('Ковель', 'Ковел', true), { adjective: 'Ковельськ' }),
  sk('UA-07', 'Нововолинськ'),
  city('UA-07', ['Володимир', 'Володимира', 'Володимирі'], { marker: true }),
  city('UA-07', ['Володимир-Волинський', 'Володимира-Волинського', 'Володимирі-Волинському']),
  // UA-09 Луганська
  sk('UA-09', 'Луганськ'),
  sk('UA-09', 'Сєвєродонецьк'),
  sk('UA-09', 'Лисичанськ'),
  sk('UA-09', 'Алчевськ'),
  city('UA-09', adjectivalNeuter('Рубіжне'), { adjective: 'Рубіжанськ' }),
  fem('UA-09', 'Кадіївка'),
  sk('UA-09', 'Старобільськ'),
  city('UA-09', hard('Антрацит'), { adjective: 'Антрацитівськ' }),
  // UA-12 Дніпропетровська
  city('UA-12', neuter('Дніпро'), { adjective: 'Дніпровськ', marker: true }),
  sk('UA-12', 'Дніпропетровськ'),
  city(
    'UA-12',
    twoWords(['Кривий', 'Кривого', 'Кривому', 'Кривим'], ['Ріг', 'Рогу', 'Розі', 'Рогом']),
    {
      adjective: 'Криворізьк',
    },
  ),
  city('UA-12', adjectivalNeuter("Кам'янське"), { adjective: "Кам'янськ" }),
  city('UA-12', alternatingMasculine('Нікополь', 'Нікопол', true), { adjective: 'Нікопольськ' }),
  city('UA-12', hard('Павлоград'), { adjective: 'Павлоградськ' }),
  sk('UA-12', 'Новомосковськ'),
  // Новомосковськ since 2024; «Самара» is also the river.
  city('UA-12', hard('Самар'), { marker: true }),
  city(
    'UA-12',
    twoWords(
      ['Жовті', 'Жовтих', 'Жовтим', 'Жовтими', 'Жовтих'],
      ['Води', 'Вод', 'Водам', 'Водами', 'Водах'],
    ),
    { adjective: 'Жовтоводськ' },
  ),
  city('UA-12', ['Марганець', 'Марганця', 'Марганцю', 'Марганці', 'Марганцем'], {
    adjective: 'Марганецьк',
    marker: true,
  }),
  city('UA-12', hard('Покров'), { adjective: 'Покровськ', marker: true }),
  city('UA-12', adjectivalNeuter('Синельникове'), { adjective: 'Синельниківськ' }),
  sk('UA-12', 'Вільногірськ'),
  // UA-14 Донецька
  sk('UA-14', 'Донецьк'),
  sk('UA-14', 'Краматорськ'),
  city('UA-14', alternatingMasculine('Маріуполь', 'Маріупол', true), { adjective: 'Маріупольськ' }),
  city('UA-14', ["Слов'янськ", "Слов'янська", "Слов'янську", "Слов'янськом"], {
    adjective: "Слов'янськ",
  }),
  city('UA-14', hard('Бахмут'), { adjective: 'Бахмутськ' }),
  sk('UA-14', 'Покровськ'),
  fem('UA-14', 'Костянтинівка'),
  fem('UA-14', 'Дружківка'),
  fem('UA-14', 'Авдіївка'),
  fem('UA-14', 'Горлівка'),
  fem('UA-14', 'Макіївка'),
  sk('UA-14', 'Торецьк'),
  city('UA-14', hard('Мирноград'), { adjective: 'Мирноградськ' }),
  city('UA-14', ['Добропілля', 'Добропіллю', 'Добропіллі', 'Добропіллям']),
  city('UA-14', adjectivalNeuter('Єнакієве')),
  // UA-18 Житомирська
  city('UA-18', hard('Житомир'), { adjective: 'Житомирськ' }),
  city('UA-18', alternatingMasculine('Бердичів', 'Бердичев'), { adjective: 'Бердичівськ' }),
  city('UA-18', alternatingMasculine('Коростень', 'Коростен', true), { adjective: 'Коростенськ' }),
  city('UA-18', alternatingMasculine('Звягель', 'Звягел', true), { adjective: 'Звягельськ' }),
  city('UA-18', ['Новоград-Волинський', 'Новограда-Волинського', 'Новограді-Волинському']),
  city('UA-18', hard('Малин'), { adjective: 'Малинськ', marker: true }),
  // UA-21 Закарпатська
  city('UA-21', hard('Ужгород'), { adjective: 'Ужгородськ' }),
  city('UA-21', neuter('Мукачево'), { adjective: 'Мукачівськ' }),
  city('UA-21', adjectivalNeuter('Берегове'), { adjective: 'Берегівськ' }),
  city('UA-21', hard('Хуст'), { adjective: 'Хустськ' }),
  city('UA-21', hard('Чоп'), { adjective: 'Чопськ' }),
  // UA-23 Запорізька
  city('UA-23', ['Запоріжжя', 'Запоріжжю', 'Запоріжжі', 'Запоріжжям'], { adjective: 'Запорізьк' }),
  city('UA-23', alternatingMasculine('Мелітополь', 'Мелітопол', true), {
    adjective: 'Мелітопольськ',
  }),
  sk('UA-23', 'Бердянськ'),
  city('UA-23', hard('Енергодар'), { adjective: 'Енергодарськ' }),
  city('UA-23', hard('Токмак'), { adjective: 'Токмацьк' }),
  // UA-26 Івано-Франківська
  sk('UA-26', 'Івано-Франківськ'),
  city('UA-26', hard('Калуш'), { adjective: 'Калуськ' }),
  fem('UA-26', 'Коломия', 'Коломийськ'),
  city('UA-26', alternatingMasculine('Болехів', 'Болехов'), { adjective: 'Болехівськ' }),
  city('UA-26', ['Яремче', 'Яремчі'], { adjective: 'Яремчанськ' }),
  // UA-30 місто Київ
  city('UA-30', ['Київ', 'Києва', 'Києву', 'Києві', 'Києвом', 'Києве']),
  // UA-32 Київська
  city('UA-32', twoWords(adjectivalFeminine('Біла'), feminine('Церква')), {
    adjective: 'Білоцерківськ',
  }),
  city('UA-32', ['Бровари', 'Броварів', 'Броварам', 'Броварах', 'Броварами'], {
    adjective: 'Броварськ',
  }),
  city('UA-32', alternatingMasculine('Бориспіль', 'Бориспол', true), {
    adjective: 'Бориспільськ',
  }),
  city('UA-32', ['Ірпінь', 'Ірпеня', 'Ірпеню', 'Ірпені', 'Ірпенем'], { adjective: 'Ірпінськ' }),
  fem('UA-32', 'Буча', 'Бучанськ'),
  city('UA-32', alternatingMasculine('Фастів', 'Фастов'), { adjective: 'Фастівськ' }),
  city('UA-32', alternatingMasculine('Обухів', 'Обухов'), { adjective: 'Обухівськ' }),
  city('UA-32', alternatingMasculine('Васильків', 'Васильков'), {
    adjective: 'Васильківськ',
  }),
  city('UA-32', hard('Переяслав'), { adjective: 'Переяславськ' }),
  city('UA-32', hard('Вишгород'), { adjective: 'Вишгородськ' }),
  city('UA-32', hard('Славутич'), { adjective: 'Славутицьк', marker: true }),
  city('UA-32', ['Ржищів', 'Ржищева', 'Ржищеву', 'Ржищеві', 'Ржищевом'], {
    adjective: 'Ржищівськ',
  }),
  city('UA-32', ['Березань', 'Березані', 'Березанню'], { adjective: 'Березанськ' }),
  // UA-35 Кіровоградська
  city('UA-35', adjectivalMasculine('Кропивницький'), { adjective: 'Кропивницьк', marker: true }),
  city('UA-35', hard('Кіровоград'), { adjective: 'Кіровоградськ' }),
  fem('UA-35', 'Олександрія', 'Олександрійськ'),
  sk('UA-35', 'Світловодськ'),
  city('UA-35', ["Знам'янка", "Знам'янки", "Знам'янці", "Знам'янку", "Знам'янкою"], {
    adjective: "Знам'янськ",
  }),
  // UA-40 місто Севастополь
  city('UA-40', alternatingMasculine('Севастополь', 'Севастопол', true), {
    adjective: 'Севастопольськ',
  }),
  // UA-43 Автономна Республіка Крим
  city('UA-43', alternatingMasculine('Сімферополь', 'Сімферопол', true), {
    adjective: 'Сімферопольськ',
  }),
  fem('UA-43', 'Ялта', 'Ялтинськ'),
  fem('UA-43', 'Євпаторія', 'Євпаторійськ'),
  fem('UA-43', 'Феодосія', 'Феодосійськ'),
  city('UA-43', ['Керч', 'Керчі', 'Керчю'], { adjective: 'Керченськ' }),
  fem('UA-43', 'Алушта', 'Алуштинськ'),
  city('UA-43', hard('Джанкой'), { adjective: 'Джанкойськ' }),
  city('UA-43', hard('Судак'), { adjective: 'Судацьк', marker: true }),
  sk('UA-43', 'Армянськ'),
  sk('UA-43', 'Красноперекопськ'),
  // UA-46 Львівська
  city('UA-46', alternatingMasculine('Львів', 'Львов'), { adjective: 'Львівськ' }),
  city('UA-46', hard('Дрогобич'), { adjective: 'Дрогобицьк' }),
  city('UA-46', hard('Стрий'), { adjective: 'Стрийськ' }),
  city('UA-46', ['Трускавець', 'Трускавця', 'Трускавцю', 'Трускавці', 'Трускавцем'], {
    adjective: 'Трускавецьк',
  }),
  city('UA-46', hard('Борислав'), { adjective: 'Бориславськ' }),
  city('UA-46', alternatingMasculine('Самбір', 'Самбор'), { adjective: 'Самбірськ' }),
  city('UA-46', hard('Моршин'), { adjective: 'Моршинськ' }),
  city('UA-46', hard('Червоноград'), { adjective: 'Червоноградськ' }),
  city('UA-46', adjectivalMasculine('Шептицький'), { adjective: 'Шептицьк', marker: true }),
  city('UA-46', ['Новий Розділ', 'Нового Роздолу', 'Новому Роздолі']),
  // UA-48 Миколаївська
  city('UA-48', ['Миколаїв', 'Миколаєва', 'Миколаєву', 'Миколаєві', 'Миколаєвом'], {
    adjective: 'Миколаївськ',
  }),
  sk('UA-48', 'Вознесенськ'),
  sk('UA-48', 'Южноукраїнськ'),
  sk('UA-48', 'Південноукраїнськ'),
  city('UA-48', alternatingMasculine('Очаків', 'Очаков'), { adjective: 'Очаківськ' }),
  // UA-51 Одеська
  fem('UA-51', 'Одеса', 'Одеськ'),
  city('UA-51', hard('Ізмаїл'), { adjective: 'Ізмаїльськ' }),
  sk('UA-51', 'Чорноморськ'),
  city(
    'UA-51',
    ['Білгород-Дністровський', 'Білгорода-Дністровського', 'Білгороді-Дністровському'],
    {
      adjective: 'Білгород-Дністровськ',
    },
  ),
  sk('UA-51', 'Подільськ'),
  fem('UA-51', 'Балта', 'Балтськ'),
  city('UA-51', hard('Теплодар'), { adjective: 'Теплодарськ' }),
  // UA-53 Полтавська
  fem('UA-53', 'Полтава', 'Полтавськ'),
  city('UA-53', hard('Кременчук'), { adjective: 'Кременчуцьк' }),
  city('UA-53', ['Лубни', 'Лубен', 'Лубнам', 'Лубнах', 'Лубнами'], { adjective: 'Лубенськ' }),
  city('UA-53', hard('Миргород'), { adjective: 'Миргородськ' }),
  city(
    'UA-53',
    twoWords(
      ['Горішні', 'Горішніх', 'Горішнім', 'Горішніми', 'Горішніх'],
      ['Плавні', 'Плавнів', 'Плавням', 'Плавнями', 'Плавнях'],
    ),
    { adjective: 'Горішньоплавнівськ' },
  ),
  // UA-56 Рівненська
  city('UA-56', adjectivalNeuter('Рівне'), { adjective: 'Рівненськ', marker: true }),
  city('UA-56', neuter('Дубно'), { adjective: 'Дубенськ' }),
  city('UA-56', hard('Вараш'), { adjective: 'Вараськ' }),
  city('UA-56', hard('Кузнецовськ')),
  city('UA-56', hard('Острог'), { adjective: 'Острозьк' }),
  // UA-59 Сумська
  city('UA-59', ['Суми', 'Сум', 'Сумам', 'Сумах', 'Сумами'], { adjective: 'Сумськ', marker: true }),
  city('UA-59', hard('Конотоп'), { adjective: 'Конотопськ' }),
  fem('UA-59', 'Шостка', 'Шосткинськ'),
  fem('UA-59', 'Охтирка', 'Охтирськ'),
  city('UA-59', ['Ромни', 'Ромен', 'Ромнам', 'Ромнах', 'Ромнами'], { adjective: 'Роменськ' }),
  city('UA-59', alternatingMasculine('Глухів', 'Глухов'), { adjective: 'Глухівськ' }),
  city('UA-59', hard('Лебедин'), { adjective: 'Лебединськ' }),
  // UA-61 Тернопільська
  city('UA-61', alternatingMasculine('Тернопіль', 'Тернопол', true), {
    adjective: 'Тернопільськ',
  }),
  city('UA-61', alternatingMasculine('Чортків', 'Чортков'), { adjective: 'Чортківськ' }),
  city('UA-61', ['Кременець', 'Кременця', 'Кременцю', 'Кременці', 'Кременцем'], {
    adjective: 'Кременецьк',
  }),
  city('UA-61', ['Бережани', 'Бережан', 'Бережанам', 'Бережанах', 'Бережанами'], {
    adjective: 'Бережанськ',
  }),
  // UA-63 Харківська
  city('UA-63', alternatingMasculine('Харків', 'Харков'), { adjective: 'Харківськ' }),
  city('UA-63', ['Лозова', 'Лозової', 'Лозовій', 'Лозову', 'Лозовою'], {
    adjective: 'Лозівськ',
    marker: true,
  }),
  city('UA-63', hard('Ізюм'), { adjective: 'Ізюмськ', marker: true }),
  city('UA-63', ['Чугуїв', 'Чугуєва', 'Чугуєву', 'Чугуєві', 'Чугуєвом'], {
    adjective: 'Чугуївськ',
  }),
  city('UA-63', ["Куп'янськ", "Куп'янська", "Куп'янську", "Куп'янськом"], {
    adjective: "Куп'янськ",
  }),
  city('UA-63', hard('Люботин'), { adjective: 'Люботинськ' }),
  fem('UA-63', 'Балаклія', 'Балаклійськ'),
  // UA-65 Херсонська
  city('UA-65', hard('Херсон'), { adjective: 'Херсонськ' }),
  city('UA-65', twoWords(adjectivalFeminine('Нова'), feminine('Каховка')), {
    adjective: 'Новокаховськ',
  }),
  fem('UA-65', 'Каховка', 'Каховськ'),
  city('UA-65', twoWords(adjectivalFeminine('Гола'), softFeminine('Пристань')), {
    adjective: 'Голопристанськ',
  }),
  // UA-68 Хмельницька
  city('UA-68', adjectivalMasculine('Хмельницький'), { adjective: 'Хмельницьк', marker: true }),
  city(
    'UA-68',
    [
      "Кам'янець-Подільський",
      "Кам'янця-Подільського",
      "Кам'янцю-Подільському",
      "Кам'янці-Подільському",
      "Кам'янцем-Подільським",
    ],
    { adjective: "Кам'янець-Подільськ" },
  ),
  fem('UA-68', 'Шепетівка', 'Шепетівськ'),
  city('UA-68', hard('Нетішин'), { adjective: 'Нетішинськ' }),
  fem('UA-68', 'Славута', 'Славутськ'),
  city('UA-68', alternatingMasculine('Старокостянтинів', 'Старокостянтинов'), {
    adjective: 'Старокостянтинівськ',
  }),
  // UA-71 Черкаська
  city('UA-71', ['Черкаси', 'Черкас', 'Черкасам', 'Черкасах', 'Черкасами'], {
    adjective: 'Черкаськ',
  }),
  city('UA-71', ['Умань', 'Умані', 'Уманню'], { adjective: 'Уманськ' }),
  fem('UA-71', 'Сміла', 'Смілянськ'),
  city('UA-71', ['Золотоноша', 'Золотоноші', 'Золотоношу', 'Золотоношею'], {
    adjective: 'Золотоніськ',
  }),
  city('UA-71', alternatingMasculine('Канів', 'Канев'), { adjective: 'Канівськ' }),
  // UA-74 Чернігівська
  city('UA-74', alternatingMasculine('Чернігів', 'Чернігов'), { adjective: 'Чернігівськ' }),
  city('UA-74', hard('Ніжин'), { adjective: 'Ніжинськ' }),
  city('UA-74', ['Прилуки', 'Прилук', 'Прилукам', 'Прилуках', 'Прилуками'], {
    adjective: 'Прилуцьк',
  }),
  city('UA-74', ['Новгород-Сіверський', 'Новгорода-Сіверського', 'Новгороді-Сіверському'], {
    adjective: 'Новгород-Сіверськ',
  }),
  // UA-77 Чернівецька
  city('UA-77', ['Чернівці', 'Чернівців', 'Чернівцям', 'Чернівцях', 'Чернівцями'], {
    adjective: 'Чернівецьк',
  }),
  sk('UA-77', 'Новодністровськ'),
];

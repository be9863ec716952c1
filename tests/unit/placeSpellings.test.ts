import { describe, expect, it } from 'vitest';
import { regions } from '../../src/lib/regions';
import { lemmatiser } from '../../src/registry/search/lexicon';
import type { Lemmatiser } from '../../src/text/lemmatiser';
import { wordsOf } from '../../src/text/normalise';
import { russianForms, russianLatin, ukrainianLatin } from '../../src/text/placeForms';
import {
  placeSpellingEntries,
  placeSpellingsVersion,
  withPlaceSpellings,
} from '../../src/text/placeLemmas';
import { searchTerms, textMatches } from '../../src/text/searchTerms';

// A place typed in Russian or in Latin letters is read as the Ukrainian place: by the lemmas a
// word becomes, so the index, the query and the marking of found words all agree.

const lemmasOf = (text: string) => wordsOf(text).map((w) => lemmatiser().lemmas(w));
const finds = (query: string, text: string) =>
  textMatches(text, searchTerms(query, lemmatiser()), lemmatiser());

describe('Russian spellings', () => {
  it.each([
    ['Харьков', 'Харків'],
    ['Львов', 'Львів'],
    ['Одесса', 'Одеса'],
    ['Киев', 'Київ'],
    ['Николаев', 'Миколаїв'],
    ['Запорожье', 'Запоріжжя'],
    ['Днепр', 'Дніпро'],
    ['Днепропетровск', 'Дніпро'],
    ['Ровно', 'Рівне'],
    ['Кировоград', 'Кропивницький'],
    ['Чернигов', 'Чернігів'],
    ['Черновцы', 'Чернівці'],
    ['Винница', 'Вінниця'],
    ['Ивано-Франковск', 'Івано-Франківськ'],
    ['Симферополь', 'Сімферополь'],
    ['Кривой Рог', 'Кривий Ріг'],
    ['Белая Церковь', 'Біла Церква'],
    ['Харьковская область', 'Харківська область'],
    ['Днепропетровская область', 'Дніпропетровська область'],
    ['Автономная Республика Крым', 'Автономна Республіка Крим'],
  ])('«%s» is «%s»', (russian, ukrainian) => {
    const want = lemmasOf(ukrainian);
    lemmasOf(russian).forEach((lemmas, i) =>
      expect(lemmas).toEqual(expect.arrayContaining([...want[i]!])),
    );
  });

  it.each([
    ['в Харькове', 'в Харкові'],
    ['Харькова', 'Харкова'],
    ['Харьковской области', 'Харківської області'],
    ['в Харьковскую область', 'в Харківську область'],
    ['Одессы', 'Одеси'],
    ['в Одессе', 'в Одесі'],
    ['Одессой', 'Одесою'],
    ['Киева', 'Києва'],
    ['Львове', 'Львові'],
    ['Николаеве', 'Миколаєві'],
    ['Запорожья', 'Запоріжжя'],
    ['Днепре', 'Дніпрі'],
    ['Сумах', 'Сумах'],
    ['Черкассах', 'Черкасах'],
    ['Мариуполя', 'Маріуполя'],
    ['Кривом Роге', 'Кривому Розі'],
    ['областей', 'областей'],
  ])('case form «%s» finds «%s»', (russian, ukrainian) => {
    expect(finds(russian, ukrainian)).toBe(true);
  });

  it('makes a name’s case forms by its ending', () => {
    expect(russianForms('харьков')).toEqual(
      expect.arrayContaining(['харькова', 'харькову', 'харьковом', 'харькове']),
    );
    expect(russianForms('одесса')).toEqual(
      expect.arrayContaining(['одессы', 'одессе', 'одессу', 'одессой']),
    );
    expect(russianForms('харьковская')).toEqual(
      expect.arrayContaining(['харьковской', 'харьковскую']),
    );
    expect(russianForms('сумы')).toEqual(expect.arrayContaining(['сум', 'сумах', 'сумами']));
    expect(russianForms('запорожье')).toEqual(expect.arrayContaining(['запорожья', 'запорожьем']));
    expect(russianForms('мариуполь')).toEqual(expect.arrayContaining(['мариуполя', 'мариуполе']));
  });
});

describe('Latin spellings', () => {
  it.each([
    ['Kharkiv', 'Харків'],
    ['Kharkov', 'Харків'],
    ['Lviv', 'Львів'],
    ['Lvov', 'Львів'],
    ['Odesa', 'Одеса'],
    ['Odessa', 'Одеса'],
    ['Kyiv', 'Київ'],
    ['Kiev', 'Київ'],
    ['Dnipro', 'Дніпро'],
    ['Dnepropetrovsk', 'Дніпро'],
    ['Zaporizhzhia', 'Запоріжжя'],
    ['Zaporizhia', 'Запоріжжя'],
    ['Zaporozhye', 'Запоріжжя'],
    ['Mykolaiv', 'Миколаїв'],
    ['Nikolaev', 'Миколаїв'],
    ['Rivne', 'Рівне'],
    ['Rovno', 'Рівне'],
    ['Kropyvnytskyi', 'Кропивницький'],
    ['Kirovograd', 'Кропивницький'],
    ['Ivano-Frankivsk', 'Івано-Франківськ'],
    ['Chernihiv', 'Чернігів'],
    ['Chernivtsi', 'Чернівці'],
    ['Kryvyi Rih', 'Кривий Ріг'],
    ['Kharkivska oblast', 'Харківська область'],
    ['Kharkivskyi raion', 'Харківського району'],
  ])('«%s» finds «%s»', (latin, ukrainian) => {
    expect(finds(latin, ukrainian)).toBe(true);
  });

  it('writes Ukrainian by the national transliteration', () => {
    expect(ukrainianLatin('запоріжжя')).toBe('zaporizhzhia');
    expect(ukrainianLatin('київ')).toBe('kyiv');
    expect(ukrainianLatin('єнакієве')).toBe('yenakiieve');
    expect(ukrainianLatin('згурівка')).toBe('zghurivka');
    expect(ukrainianLatin("слов'янськ")).toBe('sloviansk');
    expect(russianLatin('запорожье')).toBe('zaporozhye');
    expect(russianLatin('харьков')).toBe('kharkov');
  });
});

describe('precision', () => {
  it('finds only the place named', () => {
    expect(finds('Харьков', 'у Херсоні')).toBe(false);
    expect(finds('Kharkiv', 'Київська область')).toBe(false);
    expect(finds('Одесса', 'Одеська область')).toBe(false); // the city, not the oblast
    expect(finds('Одесская область', 'Одеської області')).toBe(true);
  });

  it('leaves a Ukrainian word the dictionary knows to the dictionary', () => {
    // «сум» is the Russian genitive of Сумы and a form of сума: its lemmas stay the dictionary's.
    expect(lemmatiser().lemmas('сум')).toEqual(expect.arrayContaining(['сума', 'суми']));
    expect(lemmatiser().lemmas('херсона')).toEqual(['херсон']);
    // A form of a common word never becomes a place.
    expect(lemmatiser().lemmas('води')).not.toContain('жовті');
  });

  it('changes nothing for the Ukrainian words of the table', () => {
    const plain: Lemmatiser = { lemmas: (w) => (w === 'харків' ? ['харків'] : []) };
    const places = withPlaceSpellings(plain);
    expect(places.lemmas('харків')).toEqual(['харків']);
    expect(places.lemmas('kharkov')).toEqual(['харків']);
    expect(places.lemmas('харьковом')).toEqual(['харків']);
    expect(places.lemmas('ёлка')).toEqual([]);
  });

  it('reads ё as е', () => {
    expect(finds('Жёлтые Воды', 'Жовті Води')).toBe(true);
  });
});

describe('the table', () => {
  const entries = placeSpellingEntries();
  const ukrainian = new Set(entries.map((e) => e.ukrainian));

  it('holds every word of the 27 units’ names', () => {
    for (const region of regions)
      for (const word of wordsOf(region.name))
        if (word !== 'місто') expect(ukrainian, region.name).toContain(word);
  });

  it('holds at least 150 places’ words, each known to the dictionary or fixed', () => {
    expect(entries.length).toBeGreaterThanOrEqual(150);
    for (const entry of entries) {
      expect(entry.ukrainian).toMatch(/^[а-щьюяєіїґ']+$/u);
      if (!entry.fixed)
        expect(lemmatiser().lemmas(entry.ukrainian), entry.ukrainian).not.toEqual([]);
      for (const { form } of entry.russian) expect(form).toMatch(/^[а-яё]+$/u);
      for (const latin of entry.latin) expect(latin).toMatch(/^[a-z]+$/u);
    }
  });

  it('has a version that follows its rows', () => {
    expect(placeSpellingsVersion()).toMatch(/^[0-9a-z]+$/u);
  });
});

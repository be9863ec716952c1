import { z } from 'zod';

// Ukraine's 27 first-level units (24 oblasts, the Autonomous Republic of Crimea, and the cities
// of Kyiv and Sevastopol), keyed by their ISO 3166-2:UA codes, with the names the portal shows.
// Source of the codes: ISO 3166-2:UA (as in Natural Earth's admin-1 `iso_3166_2`); names are the
// official Ukrainian ones (Constitution of Ukraine, art. 133). One table: the placement, the
// filter, the map and the exports all read it.

export const regions = [
  { code: 'UA-05', name: 'Вінницька область' },
  { code: 'UA-07', name: 'Волинська область' },
  { code: 'UA-09', name: 'Луганська область' },
  { code: 'UA-12', name: 'Дніпропетровська область' },
  { code: 'UA-14', name: 'Донецька область' },
  { code: 'UA-18', name: 'Житомирська область' },
  { code: 'UA-21', name: 'Закарпатська область' },
  { code: 'UA-23', name: 'Запорізька область' },
  { code: 'UA-26', name: 'Івано-Франківська область' },
  { code: 'UA-30', name: 'місто Київ' },
  { code: 'UA-32', name: 'Київська область' },
  { code: 'UA-35', name: 'Кіровоградська область' },
  { code: 'UA-40', name: 'місто Севастополь' },
  { code: 'UA-43', name: 'Автономна Республіка Крим' },
  { code: 'UA-46', name: 'Львівська область' },
  { code: 'UA-48', name: 'Миколаївська область' },
  { code: 'UA-51', name: 'Одеська область' },
  { code: 'UA-53', name: 'Полтавська область' },
  { code: 'UA-56', name: 'Рівненська область' },
  { code: 'UA-59', name: 'Сумська область' },
  { code: 'UA-61', name: 'Тернопільська область' },
  { code: 'UA-63', name: 'Харківська область' },
  { code: 'UA-65', name: 'Херсонська область' },
  { code: 'UA-68', name: 'Хмельницька область' },
  { code: 'UA-71', name: 'Черкаська область' },
  { code: 'UA-74', name: 'Чернігівська область' },
  { code: 'UA-77', name: 'Чернівецька область' },
] as const;

export const regionCodes = regions.map((r) => r.code) as [RegionCode, ...RegionCode[]];

export type RegionCode = (typeof regions)[number]['code'];

/** A region code as a URL, RPC or Lucene value gives it: exactly one of the 27. */
export const regionCode = z.enum(regionCodes, {
  error: () => 'Оберіть область зі списку',
});

const names = new Map<string, string>(regions.map((r) => [r.code, r.name]));

/** The name the portal shows for a region code. */
export const regionName = (code: RegionCode): string => names.get(code)!;

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREDITORS, PROJECT_FIELDS, PROJECT_STATES } from '../../scripts/demo/referenceLists';
import { activityStatusOf, activityStatusTable } from '../../src/exports/iati/activityStatus';
import { codes, REPORTING_ORG } from '../../src/exports/iati/constants';
import {
  documentCategoryOf,
  documentCategoryRules,
  documentFormatOf,
  documentFormats,
  FALLBACK_DOCUMENT_CATEGORY,
} from '../../src/exports/iati/documentKinds';
import { ifiOrganisationOf, ifiOrganisations } from '../../src/exports/iati/organisations';
import { dacSectorOf, dacSectorTable } from '../../src/exports/iati/sectors';
import { codelist, IATI_FIXTURES, isActiveCode, readCsv } from '../support/iatiFixtures';

// MAPPING.md §0 "Fail": a lookup table holding a code that is not on its codelist is a
// configuration error, caught here rather than in a published file. Every table in
// src/exports/iati is checked against the official codelists (tests/fixtures/iati/codelists).

describe('IATI codes and lookup tables', () => {
  it('uses only active codes of the official codelists', () => {
    for (const [list, values] of Object.entries(codes)) {
      for (const [name, code] of Object.entries(values)) {
        expect(isActiveCode(list, code), `${list}.${name} = ${code}`).toBe(true);
      }
    }
    expect(isActiveCode('OrganisationType', REPORTING_ORG.type)).toBe(true);
    // The reporting org's ref starts with an approved registration agency (rule 1.14.8).
    expect(REPORTING_ORG.ref.startsWith('UA-EDR-')).toBe(true);
    expect(isActiveCode('OrganisationRegistrationAgency-subset', 'UA-EDR')).toBe(true);
  });

  it('maps every project state of the registry to an ActivityStatus code (table 2.1)', () => {
    for (const [state, code] of activityStatusTable) {
      expect(isActiveCode('ActivityStatus', code), state).toBe(true);
    }
    expect(PROJECT_STATES.map((s) => [s.name, activityStatusOf(s.name)])).toEqual([
      ['Підготовка', '1'],
      ['Переговори', '1'],
      ['Підписано', '1'],
      ['Набрання чинності', '2'],
      ['Реалізація', '2'],
      ['Завершено', '4'],
      ['Призупинено', '6'],
    ]);
    // Case, spacing and the apostrophe's form do not matter; an unknown state is unmapped.
    expect(activityStatusOf('  НАБРАННЯ   чинності ')).toBe('2');
    expect(activityStatusOf('Скасовано')).toBeUndefined();
  });

  it('holds the creditors of ifi-organisations.csv, refs and types included (table 2.2)', () => {
    const rows = readCsv(path.join(IATI_FIXTURES, 'ifi-organisations.csv'));
    expect(
      ifiOrganisations.map((org) => ({
        portal_short_name: org.shortName,
        portal_name_uk: org.nameUk,
        aliases: org.aliases.join('|'),
        iati_ref: org.ref ?? '',
        org_type: org.type ?? '',
        name_en: org.nameEn,
      })),
    ).toEqual(
      rows.map((row) => ({
        portal_short_name: row.portal_short_name,
        portal_name_uk: row.portal_name_uk,
        aliases: row.aliases,
        iati_ref: row.iati_ref,
        org_type: row.org_type,
        name_en: row.name_en,
      })),
    );
    for (const org of ifiOrganisations) {
      if (org.type) expect(isActiveCode('OrganisationType', org.type), org.nameEn).toBe(true);
    }
  });

  it('finds every demo creditor by its short or full name, and no stranger', () => {
    for (const creditor of CREDITORS) {
      expect(ifiOrganisationOf(creditor)?.nameUk, creditor.name).toBe(creditor.name);
    }
    expect(ifiOrganisationOf({ name: 'Світовий банк', shortName: 'СБ' })?.ref).toBe('44000');
    expect(ifiOrganisationOf({ name: 'Азійський банк', shortName: 'АБР' })).toBeUndefined();
  });

  it('maps every project field to an active DAC 5-digit sector (table 2.3)', () => {
    for (const [field, code] of dacSectorTable) {
      expect(isActiveCode('Sector', code), field).toBe(true);
    }
    for (const field of PROJECT_FIELDS) {
      expect(dacSectorOf(field.fieldNameUkr), field.fieldNameUkr).toBeDefined();
    }
    expect(dacSectorOf('Охорона здоровʼя')).toBe('12110');
  });

  it('reads each demo document title as the category MAPPING.md §2.4 lists', () => {
    for (const [code] of documentCategoryRules) {
      expect(isActiveCode('DocumentCategory', code), code).toBe(true);
    }
    expect(isActiveCode('DocumentCategory', FALLBACK_DOCUMENT_CATEGORY)).toBe(true);
    const expected: [string, string][] = [
      ['Угода про позику', 'A11'],
      ['Фінансова угода', 'A11'],
      ['Кредитний договір', 'A11'],
      ['Звіт про виконання проєкту за 2024 рік', 'A07'],
      ['Звіт про завершення реалізації проєкту', 'A07'],
      ['Техніко-економічне обґрунтування', 'A01'],
      ['Звіт з оцінки впливу на довкілля', 'A01'],
      ['План закупівель на 2025 рік', 'A10'],
      ['Концепція проєкту', 'A02'],
      ['Розпорядження КМУ про погодження проєкту угоди', 'A02'],
      ['Лист підтримки ЄБРР', 'A02'],
      ['Меморандум про взаєморозуміння', 'A09'],
      ['Стратегія розвитку галузі', 'B11'],
    ];
    for (const [title, code] of expected) {
      expect(documentCategoryOf({ title, fileName: 'file.pdf' }), title).toBe(code);
    }
    // Cyrillic word edges: «ТЕО» alone is a feasibility study, inside a word it is not.
    expect(documentCategoryOf({ title: 'Додаток', fileName: 'ТЕО проєкту.pdf' })).toBe('A01');
    expect(documentCategoryOf({ title: 'Теорія змін', fileName: 'x.pdf' })).toBe('A02');
  });

  it('writes document formats that are on FileFormat, and octet-stream for the rest', () => {
    for (const format of documentFormats) {
      expect(isActiveCode('FileFormat', format), format).toBe(true);
    }
    expect(documentFormatOf('Application/PDF; charset=binary')).toBe('application/pdf');
    expect(documentFormatOf('application/x-unheard-of')).toBe('application/octet-stream');
    expect(codelist('FileFormat').get('application/font-woff')?.status).toBe('withdrawn');
  });
});

import { describe, expect, it } from 'vitest';
import {
  displayField,
  fieldsOfSection,
  projectFields,
  type ProjectFieldDefinition,
} from '../../src/lib/projectFields';
import { getProject } from '../../src/registry/projects/projects';
import { testRegistry } from '../support/testRegistry';

// Spec §3 field lists, in order.
const MAIN = [
  'projectName',
  'projectStateName',
  'projectFieldName',
  'projectPurpose',
  'creditorName',
  'initiator',
  'beneficiar',
  'responsibleExecutorName',
  'projectSum',
  'projectDate',
  'notes',
  'creditorSum',
];
const PREPARATION = [
  'respLetterAgreement',
  'mfuRequest',
  'mfoSupportLetter',
  'mfuOrder',
  'kmuDecreeExped',
  'orderFormationGroup',
  'orderCoordinator',
  'presidentOrder',
  'mfoInvitationLetter',
  'mfoTalksDate',
];
const FINANCE = [
  'grantSum',
  'ukrCofinSum',
  'creditSum',
  'creditNumDate',
  'creditName',
  'creditTextLink',
  'projectStructure',
  'projectParams',
  'finConditions',
  'ratificationDate',
  'creditDate',
  'fundsAvailable',
  'kmuOrderReportNum',
  'isCreditPaid',
  'effectiveDate',
  'amountMoneyUsed',
  'creditClose',
  'creditOpen',
];

const field = (key: string): ProjectFieldDefinition => {
  const found = projectFields.find((f) => f.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
};

describe('project field labels', () => {
  it('lists the twelve main, ten preparation and eighteen finance fields of spec §3 in order', () => {
    expect(fieldsOfSection('main').map((f) => f.key)).toEqual(MAIN);
    expect(fieldsOfSection('preparation').map((f) => f.key)).toEqual(PREPARATION);
    expect(fieldsOfSection('finance').map((f) => f.key)).toEqual(FINANCE);
  });

  it('gives every field a distinct Ukrainian label', () => {
    const labels = projectFields.map((f) => f.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const f of projectFields) expect(f.label, f.key).toMatch(/^[А-ЯІЇЄҐ][^A-Za-z]*$/u);
  });

  it('shows every field of a seeded project with a value or a dash, never undefined', async () => {
    const db = await testRegistry({ projects: 20 });
    const row = await db.selectFrom('projects').select('projectId').executeTakeFirstOrThrow();
    const project = await getProject(db, row.projectId);
    for (const f of projectFields) {
      const shown = displayField(project!, f);
      expect(shown.text === null || typeof shown.text === 'string', f.key).toBe(true);
      expect(shown.text ?? '', f.key).not.toMatch(/undefined|NaN|\[object/);
    }
    await db.destroy();
  }, 60_000);
});

describe('project field formats', () => {
  it('shows amounts with two decimals, space separators and the currency label', () => {
    for (const key of ['projectSum', 'creditorSum', 'grantSum', 'ukrCofinSum', 'creditSum']) {
      expect(displayField({ [key]: 1234567.891 }, field(key)).text).toBe(
        '1\u00a0234\u00a0567.89 грн.',
      );
    }
    expect(displayField({ fundsAvailable: 0 }, field('fundsAvailable')).text).toBe('0.00 грн.');
    expect(displayField({ amountMoneyUsed: null }, field('amountMoneyUsed')).text).toBeNull();
  });

  it('shows dates as DD.MM.YYYY', () => {
    const dates = ['mfoTalksDate', 'ratificationDate', 'creditDate', 'effectiveDate'];
    for (const key of [...dates, 'creditClose', 'creditOpen']) {
      expect(displayField({ [key]: '2021-03-09' }, field(key)).text, key).toBe('09.03.2021');
    }
    expect(displayField({ creditOpen: null }, field('creditOpen')).text).toBeNull();
  });

  it('shows the implementation period from its two dates, with a dash for an unknown end', () => {
    const period = field('projectDate');
    expect(
      displayField({ projectDateFrom: '2020-01-15', projectDateTo: '2024-12-31' }, period).text,
    ).toBe('15.01.2020 – 31.12.2024');
    expect(displayField({ projectDateFrom: '2020-01-15', projectDateTo: null }, period).text).toBe(
      '15.01.2020 – —',
    );
    expect(displayField({ projectDateFrom: null, projectDateTo: null }, period).text).toBeNull();
  });

  it('shows isCreditPaid as Так/Ні', () => {
    expect(displayField({ isCreditPaid: true }, field('isCreditPaid')).text).toBe('Так');
    expect(displayField({ isCreditPaid: false }, field('isCreditPaid')).text).toBe('Ні');
  });

  it('makes creditTextLink a link only for http(s) addresses', () => {
    const link = field('creditTextLink');
    expect(displayField({ creditTextLink: 'https://zakon.rada.gov.ua/laws/1' }, link)).toEqual({
      text: 'https://zakon.rada.gov.ua/laws/1',
      href: 'https://zakon.rada.gov.ua/laws/1',
    });
    expect(displayField({ creditTextLink: 'javascript:alert(1)' }, link)).toEqual({
      text: 'javascript:alert(1)',
    });
    expect(displayField({ creditTextLink: null }, link).text).toBeNull();
  });

  it('treats blank text as unknown, so the page shows a dash', () => {
    expect(displayField({ notes: '   ' }, field('notes')).text).toBeNull();
    expect(displayField({ notes: 'Примітка' }, field('notes')).text).toBe('Примітка');
  });
});

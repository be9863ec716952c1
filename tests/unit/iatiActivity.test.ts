import { describe, expect, it } from 'vitest';
import { singleActivityFile } from '../../src/exports/iati/activityFile';
import { agreementNumber } from '../../src/exports/iati/activityOrgs';
import { exportContext, type ExportContext } from '../../src/exports/iati/context';
import type { ProjectRecord } from '../../src/registry/projects/projectRecords';
import { validateAgainstSchema } from '../support/iatiFixtures';
import { iatiRuleViolations } from '../support/iatiRules';
import { childOf, childrenOf, descendants, parseXml, type XmlElement } from '../support/iatiXml';

// The writer on hand-made records: each rule of MAPPING.md §3–§4 that the demo data does not
// exercise on its own (missing and invalid values, future dates, non-cumulative series, the
// rounding of the yearly split). Every file written here must also pass the schema and §5.

const NOW = new Date('2026-11-25T12:00:00Z');

function record(
  project: Partial<ProjectRecord['project']> = {},
  more: Partial<Omit<ProjectRecord, 'project'>> = {},
): ProjectRecord {
  return {
    project: {
      projectId: '100007936',
      projectName: 'Оновлення ліфтового господарства м. Львова',
      projectStateId: 5,
      projectStateName: 'Реалізація',
      projectFieldId: 5,
      projectFieldName: 'Житлово-комунальне господарство',
      creditorId: 2,
      creditorName: 'Європейський банк реконструкції та розвитку',
      creditorShortName: 'ЄБРР',
      beneficiar: 'Львівська міська рада',
      projectSum: 2567362424.71,
      responsibleExecutorId: 2,
      responsibleExecutorName: 'Міністерство розвитку громад та територій України',
      projectPurpose: 'Заміна ліфтів',
      creditDateBegin: '2020-09-25',
      agreementEffective: '2021-01-08',
      initiator: 'Львівська міська рада',
      projectDateFrom: '2021-01-08',
      projectDateTo: '2027-10-06',
      notes: null,
      creditorSum: 2186157504.99,
      respLetterAgreement: null,
      mfuRequest: null,
      mfoSupportLetter: null,
      mfuOrder: null,
      kmuDecreeExped: null,
      orderFormationGroup: null,
      orderCoordinator: null,
      presidentOrder: null,
      mfoInvitationLetter: null,
      mfoTalksDate: null,
      grantSum: null,
      ukrCofinSum: 381204919.72,
      creditSum: 2186157504.99,
      creditNumDate: '№ 55369 від 25.09.2020',
      creditName: 'Угода про позику',
      creditTextLink: 'https://zakon.rada.gov.ua/laws/show/982_310',
      projectStructure: 'Компонент 1.\nКомпонент 2.',
      projectParams: 'Кількість ліфтів — 420',
      finConditions: null,
      ratificationDate: null,
      creditDate: null,
      fundsAvailable: null,
      kmuOrderReportNum: null,
      isCreditPaid: false,
      effectiveDate: '2021-01-08',
      amountMoneyUsed: 1000,
      creditClose: null,
      creditOpen: null,
      updatedAt: '2024-11-13T14:44:49.000Z',
      ...project,
    },
    documents: [],
    stats: [],
    ...more,
  };
}

function write(r: ProjectRecord, log: string[] = []): XmlElement {
  const context: ExportContext = exportContext('https://ifi.example', NOW, (l) => log.push(l));
  const file = singleActivityFile(r, context);
  if ('skip' in file) throw new Error(`skipped: ${file.skip.log}`);
  const schema = validateAgainstSchema(file.xml);
  expect(schema.output).toMatch(/validates$/);
  const doc = parseXml(file.xml);
  expect(iatiRuleViolations(doc)).toEqual([]);
  return childOf(doc, 'iati-activity')!;
}

const values = (activity: XmlElement, type: string) =>
  childrenOf(activity, 'transaction')
    .filter((t) => childOf(t, 'transaction-type')!.attributes.code === type)
    .map((t) => ({
      date: childOf(t, 'transaction-date')!.attributes['iso-date'],
      value: childOf(t, 'value')!.text,
      description: childOf(t, 'description') && descendants(t, 'narrative')[0]!.text,
    }));

const skipOf = (r: ProjectRecord) => {
  const log: string[] = [];
  const file = singleActivityFile(
    r,
    exportContext('https://ifi.example', NOW, (l) => log.push(l)),
  );
  return { skip: 'skip' in file ? file.skip : undefined, log };
};

describe('IATI activity of one project', () => {
  it('skips a project without a start date or with an unmapped state, saying why', () => {
    const noDates = skipOf(
      record({ projectDateFrom: null, agreementEffective: ' ', effectiveDate: '2021-02-30' }),
    );
    expect(noDates.skip?.log).toBe('no start date');
    expect(noDates.skip?.message).toMatch(/дати початку/);
    expect(noDates.log).toEqual([
      'iati: 100007936: invalid date effectiveDate «2021-02-30»',
      'iati: skipped 100007936: no start date',
    ]);
    const state = skipOf(record({ projectStateName: 'Скасовано' }));
    expect(state.skip?.log).toBe('unmapped state «Скасовано»');
    expect(state.skip?.message).toContain('«Скасовано»');
    expect(skipOf(record({ projectId: 'bad id/100000' })).skip).toBeDefined();
  });

  it('starts at the first real start date: actual when implementation started, planned before', () => {
    const implementing = write(record({ projectDateFrom: null }));
    expect(childrenOf(implementing, 'activity-date').map((d) => d.attributes)).toEqual([
      { type: '2', 'iso-date': '2021-01-08' },
      { type: '3', 'iso-date': '2027-10-06' },
    ]);
    const signed = write(record({ projectStateName: 'Підписано', projectDateFrom: '2025-01-01' }));
    expect(childOf(signed, 'activity-status')!.attributes.code).toBe('1');
    expect(childrenOf(signed, 'activity-date')[0]!.attributes.type).toBe('1');
    // A suspended project whose start is still ahead has not actually started.
    const ahead = write(record({ projectStateName: 'Призупинено', projectDateFrom: '2027-01-01' }));
    expect(childrenOf(ahead, 'activity-date')[0]!.attributes.type).toBe('1');
  });

  it('writes an actual end only for a closed project ending in the past; drops an end before the start', () => {
    const closed = write(
      record({ projectStateName: 'Завершено', projectDateTo: '2024-07-01', amountMoneyUsed: 0 }),
    );
    expect(childrenOf(closed, 'activity-date')[1]!.attributes).toEqual({
      type: '4',
      'iso-date': '2024-07-01',
    });
    const log: string[] = [];
    const backwards = write(record({ projectDateTo: '2020-01-01' }), log);
    expect(childrenOf(backwards, 'activity-date')).toHaveLength(1);
    expect(log).toContain(
      'iati: 100007936: end 2020-01-01 is before start 2021-01-08: end date left out',
    );
  });

  it('describes the project in Ukrainian, with a sentence when structure and parameters are missing', () => {
    const full = write(record({ grantSum: 0, notes: '  ' }));
    const text = (a: XmlElement) =>
      childrenOf(a, 'description').map((d) => [
        d.attributes.type,
        descendants(d, 'narrative')[0]!.text,
      ]);
    expect(text(full)).toEqual([
      ['1', 'Компонент 1.\nКомпонент 2.\n\nКількість ліфтів — 420'],
      ['2', 'Заміна ліфтів'],
      ['3', 'Бенефіціар: Львівська міська рада'],
      [
        '4',
        'Ініціатор проєкту: Львівська міська рада\n' +
          'Фінансування: сума проєкту — 2 567 362 424.71 грн.; кредит (позика) — 2 186 157 504.99 грн.; ' +
          'співфінансування з боку України — 381 204 919.72 грн.',
      ],
    ]);
    const bare = write(
      record({
        projectStructure: null,
        projectParams: '',
        projectPurpose: null,
        beneficiar: null,
        initiator: null,
        projectSum: null,
        creditSum: null,
        ukrCofinSum: null,
      }),
    );
    expect(text(bare)).toEqual([
      [
        '1',
        'Проєкт, що фінансується міжнародною фінансовою організацією. Кредитор: Європейський банк ' +
          'реконструкції та розвитку. Галузь: Житлово-комунальне господарство. Стан: Реалізація.',
      ],
    ]);
  });

  it('names the creditor by its IATI ref, and an unknown one by its Ukrainian name only', () => {
    const known = write(record());
    expect(childrenOf(known, 'participating-org').map((o) => o.attributes)).toEqual([
      { ref: 'XI-IATI-EBRD', type: '40', role: '1' },
      { ref: 'UA-EDR-00013480', type: '10', role: '2' },
      { role: '4' },
    ]);
    const log: string[] = [];
    const unknown = write(
      record({ creditorName: 'Азійський банк розвитку', creditorShortName: 'АБР' }),
      log,
    );
    const funder = childrenOf(unknown, 'participating-org')[0]!;
    expect(funder.attributes).toEqual({ role: '1' });
    expect(childrenOf(funder, 'narrative').map((n) => n.text)).toEqual(['Азійський банк розвитку']);
    expect(log).toEqual([
      'iati: creditor «Азійський банк розвитку» has no IATI organisation: written by its Ukrainian name only',
    ]);
    const byMinistry = write(record({ responsibleExecutorName: 'Міністерство фінансів України' }));
    expect(childrenOf(byMinistry, 'participating-org')[2]!.attributes).toEqual({
      ref: 'UA-EDR-00013480',
      type: '10',
      role: '4',
    });
  });

  it('reads the loan agreement number from «№ … від DD.MM.YYYY»', () => {
    expect(agreementNumber('№ 55369 від 25.09.2020')).toBe('55369');
    expect(agreementNumber('FI № 96.963 від 03.04.2013')).toBe('FI 96.963');
    expect(agreementNumber('Угода 8921-UA')).toBe('Угода 8921-UA');
    expect(agreementNumber(' № ')).toBeUndefined();
    expect(agreementNumber(null)).toBeUndefined();
  });

  it('budgets each year the cumulative cost grew, and none when the series is not cumulative', () => {
    const stats = [
      { period: '2021', amount: 100, usedAmount: 10 },
      { period: '2022', amount: 250.5, usedAmount: 30 },
      { period: '2023', amount: 250.5, usedAmount: 30 },
      { period: '2024', amount: 400, usedAmount: 60 },
    ];
    const budgets = (a: XmlElement) =>
      childrenOf(a, 'budget').map((b) => [
        childOf(b, 'period-start')!.attributes['iso-date'],
        childOf(b, 'value')!.text,
      ]);
    expect(budgets(write(record({}, { stats })))).toEqual([
      ['2021-01-01', '100.00'],
      ['2022-01-01', '150.50'],
      ['2024-01-01', '149.50'],
    ]);
    const log: string[] = [];
    const falling = [...stats, { period: '2025', amount: 300, usedAmount: 60 }];
    expect(budgets(write(record({}, { stats: falling }), log))).toEqual([]);
    expect(log).toContain('iati: 100007936: cost dynamics not cumulative: no budgets');
  });

  it('splits the money used by year so that it adds up to amountMoneyUsed exactly', () => {
    const stats = [
      { period: '2024', amount: 100, usedAmount: 1 },
      { period: '2025', amount: 200, usedAmount: 2 },
      { period: '2026', amount: 300, usedAmount: 3 },
      // Future years are forecasts: not money used.
      { period: '2027', amount: 400, usedAmount: 4 },
    ];
    const activity = write(record({ amountMoneyUsed: 100 }, { stats }));
    const funds = values(activity, '1');
    expect(funds).toEqual([
      { date: '2024-12-31', value: '33.33', description: 'Використано коштів позики у 2024 році' },
      { date: '2025-12-31', value: '33.33', description: 'Використано коштів позики у 2025 році' },
      {
        date: '2026-11-25',
        value: '33.34',
        description: 'Використано коштів позики у 2026 році (станом на 25.11.2026)',
      },
    ]);
  });

  it('dates the money used by the last update when there is no yearly split', () => {
    const activity = write(record({ amountMoneyUsed: 55.5, updatedAt: '2025-03-01T10:00:00Z' }));
    expect(values(activity, '1')).toEqual([
      {
        date: '2025-03-01',
        value: '55.50',
        description: 'Використано коштів позики (накопичено станом на 01.03.2025)',
      },
    ]);
    expect(activity.attributes['last-updated-datetime']).toBe('2025-03-01T10:00:00Z');
    const later = write(record({ amountMoneyUsed: 1, updatedAt: '2030-01-01T00:00:00Z' }));
    expect(values(later, '1')[0]!.date).toBe('2026-11-25');
    // Never after the file's own time (rule 11.1.1).
    expect(later.attributes['last-updated-datetime']).toBe('2026-11-25T12:00:00Z');
  });

  it('commits the loan once signed, never with a future signing date', () => {
    expect(values(write(record()), '11')).toEqual([
      { date: '2020-09-25', value: '2186157504.99', description: 'Угода про позику' },
    ]);
    expect(values(write(record({ creditName: null })), '11')[0]!.description).toBe(
      'Угода № 55369 від 25.09.2020',
    );
    const log: string[] = [];
    expect(values(write(record({ creditDateBegin: '2027-01-01' }), log), '11')).toEqual([]);
    expect(log).toContain(
      'iati: 100007936: signing date 2027-01-01 is in the future: no commitment yet',
    );
  });

  it('links the project page, the agreement text over http(s) only, and each document', () => {
    const activity = write(
      record(
        { creditTextLink: 'javascript:alert(1)' },
        {
          documents: [
            {
              id: 41,
              projectId: '100007936',
              title: 'Угода про позику',
              fileName: 'Угода про позику.pdf',
              contentType: 'application/pdf',
              size: 10,
            },
            {
              id: 42,
              projectId: '100007936',
              title: ' ',
              fileName: 'Звіт.docx',
              contentType: 'application/x-unknown',
              size: 10,
            },
          ],
        },
      ),
    );
    expect(
      childrenOf(activity, 'document-link').map((l) => [
        l.attributes.url,
        l.attributes.format,
        childOf(l, 'category')!.attributes.code,
      ]),
    ).toEqual([
      ['https://ifi.example/projects/100007936', 'text/html', 'A12'],
      [
        'https://ifi.example/api/public/files/41/%D0%A3%D0%B3%D0%BE%D0%B4%D0%B0%20%D0%BF%D1%80%D0%BE%20%D0%BF%D0%BE%D0%B7%D0%B8%D0%BA%D1%83.pdf',
        'application/pdf',
        'A11',
      ],
      [
        'https://ifi.example/api/public/files/42/%D0%97%D0%B2%D1%96%D1%82.docx',
        'application/octet-stream',
        'A07',
      ],
    ]);
    const pdf = write(record({ creditTextLink: 'https://example.org/agreement.PDF' }));
    expect(childrenOf(pdf, 'document-link')[1]!.attributes.format).toBe('application/pdf');
  });

  it('keeps forbidden characters out and line breaks in', () => {
    const activity = write(record({ projectName: 'Назва\u0001 <з> & "лапками"', notes: 'a\nb' }));
    expect(descendants(childOf(activity, 'title')!, 'narrative')[0]!.text).toBe(
      'Назва <з> & "лапками"',
    );
    expect(
      descendants(childrenOf(activity, 'description')[3]!, 'narrative')[0]!.text.endsWith(
        'Примітки: a\nb',
      ),
    ).toBe(true);
  });
});

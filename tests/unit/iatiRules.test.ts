import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { IATI_FIXTURES, validateAgainstSchema } from '../support/iatiFixtures';
import { iatiRuleViolations } from '../support/iatiRules';
import { parseXml } from '../support/iatiXml';

// The checks the export tests rely on must be able to fail: the spec's hand-checked example
// passes both, and copies broken on purpose are caught, each by the rule it breaks.

const example = fs.readFileSync(path.join(IATI_FIXTURES, 'example-activity.xml'), 'utf8');

describe('IATI checks used by the export tests', () => {
  it('accept the spec example: schema and MAPPING.md §5 rules', () => {
    expect(validateAgainstSchema(example)).toMatchObject({ ok: true });
    expect(iatiRuleViolations(parseXml(example))).toEqual([]);
  });

  it('reject elements out of the schema order', () => {
    const moved = example
      .replace('    <activity-status code="2"/>\n', '')
      .replace(
        '    <participating-org ref="XI-IATI-EBRD"',
        '    <activity-status code="2"/>\n    <participating-org ref="XI-IATI-EBRD"',
      );
    const result = validateAgainstSchema(moved);
    expect(result.ok).toBe(false);
    expect(result.output).toContain("Element 'activity-status': This element is not expected");
  });

  it('report each broken rule by its validator id', () => {
    const broken = example
      .replace(
        '<activity-date type="2" iso-date="2021-01-08"/>',
        '<activity-date type="2" iso-date="2027-01-08"/>',
      )
      .replace(
        '<sector vocabulary="1" code="43030" percentage="100"/>',
        '<sector vocabulary="1" code="43030" percentage="50"/>',
      )
      .replace(
        '<activity-date type="2" iso-date="2019-07-02"/>',
        '<activity-date type="2" iso-date="2022-01-01"/>',
      )
      .replace('<activity-status code="4"/>', '<activity-status code="9"/>')
      .replace('UA-EDR-00013480-100115822', 'UA-EDR-00013480-100007936')
      .replace('<period-end iso-date="2019-12-31"/>', '<period-end iso-date="2020-06-30"/>')
      .replace(
        '<transaction-date iso-date="2019-03-14"/>',
        '<transaction-date iso-date="2026-12-01"/>',
      )
      .replace(
        '<narrative xml:lang="uk">Бенефіціар: Полтавська обласна військова адміністрація</narrative>',
        '<narrative xml:lang="uk"> </narrative>',
      );
    const rules = iatiRuleViolations(parseXml(broken)).map((v) => v.split(' ')[0]);
    expect(rules.sort()).toEqual(
      ['1.1.2', '11.1.3', '11.1.4', '11.2.1', '2.1.x/12.3.1', '4.3.1/4.4.1', '7.5.3', '9.x'].sort(),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportContext } from '../../src/exports/iati/context';
import { searchActivityFile } from '../../src/exports/iati/registryActivities';
import { regionName, type RegionCode } from '../../src/lib/regions';
import type { Registry } from '../../src/registry/database/db';
import { validateAgainstSchema } from '../support/iatiFixtures';
import { iatiRuleViolations } from '../support/iatiRules';
import { childOf, childrenOf, parseXml } from '../support/iatiXml';
import { testRegistry } from '../support/testRegistry';

// The IATI file of a region's projects gives each activity a `location` per region
// (name, administrative region, approximate), and stays valid (XSD and the §5 rules).

let db: Registry;
beforeAll(async () => {
  db = await testRegistry();
});
afterAll(() => db.destroy());

describe('IATI locations', () => {
  it('one location per region, valid against the schema and the rules', async () => {
    const context = exportContext('https://ifi.example', new Date(), () => {});
    const file = await searchActivityFile(db, { filters: { region: 'UA-46' } }, context);
    expect(file.kind).toBe('file');
    const xml = file.kind === 'file' ? await new Response(file.body).text() : '';
    expect(validateAgainstSchema(xml).output).toMatch(/validates$/);
    const doc = parseXml(xml);
    expect(iatiRuleViolations(doc)).toEqual([]);
    const activities = childrenOf(doc, 'iati-activity');
    expect(activities.length).toBeGreaterThan(0);
    for (const activity of activities) {
      const places = childrenOf(activity, 'location');
      const lviv = places.find((l) => l.attributes.ref === 'UA-46');
      expect(lviv).toBeDefined();
      expect(childOf(childOf(lviv!, 'name')!, 'narrative')!.text).toBe(
        regionName('UA-46' as RegionCode),
      );
      expect(childOf(lviv!, 'exactness')!.attributes.code).toBe('2');
      expect(childOf(lviv!, 'location-class')!.attributes.code).toBe('1');
    }
  });
});

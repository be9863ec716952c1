import { regionName, type RegionCode } from '../../lib/regions';
import { element, type XmlNode } from './xmlTree';
import { narrative } from './narrative';

// A `location` per region the project's text names (registry/places). Only what can
// be checked is written: the region's name, that it is an administrative region
// (GeographicLocationClass 1) and that the place is approximate (GeographicExactness 2). No
// `location-id` or `administrative` code: IATI's geographic vocabularies (GAUL, SALB, GADM,
// GeoNames, OSM) have no ISO 3166-2 list, and codes we cannot verify are not published; the ISO
// 3166-2 code is the location's own reference (`ref`, free text by the standard).

const ADMINISTRATIVE_REGION = '1';
const APPROXIMATE = '2';

export function locations(regions: readonly RegionCode[]): XmlNode[] {
  return regions.map((code) =>
    element('location', { ref: code }, [
      element('name', {}, [narrative(regionName(code))]),
      element('exactness', { code: APPROXIMATE }),
      element('location-class', { code: ADMINISTRATIVE_REGION }),
    ]),
  );
}

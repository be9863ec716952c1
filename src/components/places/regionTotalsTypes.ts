import type { RegionCode } from '../../lib/regions';

// A local copy of the placement's query result (src/registry/places/regionTotals.ts on the
// placement branch), until that branch is merged; then these become type imports from it.
export interface RegionTotal {
  region: RegionCode;
  count: number;
  amount: number;
}
export interface RegionTotals {
  regions: RegionTotal[];
  nationwide: { count: number; amount: number };
}

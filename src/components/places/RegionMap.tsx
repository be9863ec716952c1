import { regionName, type RegionCode } from '../../lib/regions';
import { mapMeasures, type MapMeasure } from './mapMeasure';
import { rangeText, shortFigure, unitTitle } from './mapLabels';
import { SHADE_CLASSES, hatchId, shadeClasses, shadeLevel } from './mapShading';
import { regionMapViewBox, regionShapes, type RegionShape } from './regionShapes';
import type { RegionTotals } from '../../registry/places/regionTotals';
import { REGION_MAP_ID } from './regionLinks';
import { RegionTable } from './RegionTable';
import * as styles from './RegionMap.css';

// Projects by region: a server-rendered SVG map (no client JavaScript) with a legend and the
// same numbers as a table. Each unit large enough to hit (24 CSS px even on a phone) is a link
// to the list filtered by it; Kyiv city and Sevastopol are drawn but linked from the table only.
// Crimea and Sevastopol are drawn and named as Ukraine (names: src/lib/regions.ts).

/** A unit narrower or lower than this (viewBox units; the map is ≥ 40 % of its width on a
 * 390 px phone) would be under 24 px there: no link on the map, the table has one. */
export const MIN_LINK_SIZE = 48;
export const isLinkedOnMap = (shape: Pick<RegionShape, 'size'>): boolean =>
  Math.min(...shape.size) >= MIN_LINK_SIZE;

const measureNames: Record<MapMeasure, string> = {
  count: 'кількість проєктів',
  amount: 'вартість проєктів',
};

/** Hatching of growing density for the high-contrast theme and paper (RegionMap.css.ts). */
function HatchPatterns() {
  return (
    <defs>
      {Array.from({ length: SHADE_CLASSES }, (_, i) => {
        const level = i + 1;
        const gap = [9, 6, 6, 4, 3][i]!;
        const crossed = level >= 3;
        return (
          <pattern
            key={level}
            id={hatchId(level)}
            patternUnits="userSpaceOnUse"
            width={gap}
            height={gap}
          >
            <rect width={gap} height={gap} fill="#fff" />
            <path
              d={`M0,${gap}L${gap},0${crossed ? `M0,0L${gap},${gap}` : ''}`}
              stroke="#000"
              strokeWidth={level === 5 ? 1.6 : 1}
            />
          </pattern>
        );
      })}
    </defs>
  );
}

export function RegionMap({
  totals,
  measure,
  hrefFor,
  measureHrefFor,
  scope,
  collapsed = false,
}: {
  totals: RegionTotals;
  measure: MapMeasure;
  /** The filtered list of one unit. */
  hrefFor: (code: RegionCode) => string;
  /** The same page with the map switched to a measure. */
  measureHrefFor: (measure: MapMeasure) => string;
  /** What the figures cover, after «Враховано» ('проєкти в усіх станах'). */
  scope: string;
  /** Behind a closed disclosure (above the list, whose results come first). */
  collapsed?: boolean;
}) {
  const byCode = new Map(totals.regions.map((r) => [r.region, r]));
  const figures = (code: RegionCode) => byCode.get(code) ?? { count: 0, amount: 0 };
  const classes = shadeClasses(totals.regions.map((r) => r[measure]));
  const headingId = `${REGION_MAP_ID}-heading`;
  const labels = regionShapes.filter(isLinkedOnMap).map((shape) => ({
    code: shape.code,
    x: shape.label[0],
    y: shape.label[1],
    text: shortFigure(measure, figures(shape.code)[measure]),
  }));
  const content = (
    <div className={styles.layout}>
      {/* The heading goes with the map, so that on paper they stay on one page. */}
      <div className={styles.mapColumn}>
        <h2 id={headingId}>Проєкти за областями</h2>
        <p className={styles.lead}>
          Враховано {scope}. Місце проєкту визначено за його назвою, метою, вигодонабувачами та
          виконавцями.
        </p>
        <p className={styles.switcher}>
          <span>Відтінок на карті:</span>
          {mapMeasures.map((m) =>
            m === measure ? (
              <strong key={m} className={styles.switchCurrent} aria-current="true">
                {measureNames[m]}
              </strong>
            ) : (
              <a key={m} href={measureHrefFor(m)}>
                {measureNames[m]}
              </a>
            ),
          )}
        </p>
        <div className={styles.drawing}>
          <svg
            viewBox={regionMapViewBox}
            className={styles.map}
            role="group"
            aria-label={`Карта України за областями: ${measureNames[measure]}`}
          >
            <HatchPatterns />
            {regionShapes.map((shape) => {
              const { count, amount } = figures(shape.code);
              const level = shadeLevel(measure === 'count' ? count : amount, classes);
              const path = <path d={shape.d} className={`${styles.unit} ${styles.shade[level]}`} />;
              return isLinkedOnMap(shape) ? (
                <a key={shape.code} href={hrefFor(shape.code)} className={styles.unitLink}>
                  <title>{unitTitle(regionName(shape.code), count, amount)}</title>
                  {path}
                </a>
              ) : (
                <g key={shape.code}>{path}</g>
              );
            })}
            {/* Each figure twice: a halo in the background colour under the figure (the
              checker's CSS grammar knows no paint-order). */}
            <g aria-hidden="true" className={styles.labels}>
              {[styles.halo, styles.label].map((layer) => (
                <g key={layer} className={layer}>
                  {labels.map(({ code, x, y, text }) => (
                    <text key={code} x={x} y={y}>
                      {text}
                    </text>
                  ))}
                </g>
              ))}
            </g>
          </svg>
          <div>
            <ul className={styles.legend} aria-label="Легенда карти">
              <LegendItem level={0} text="немає проєктів" />
              {classes.map((c) => (
                <LegendItem key={c.level} level={c.level} text={rangeText(measure, c.min, c.max)} />
              ))}
            </ul>
            <p className={styles.note}>
              Число на області —{' '}
              {measure === 'count' ? 'кількість проєктів' : 'вартість у млн грн.'}; місто Київ і
              місто Севастополь замалі для карти: їхні посилання — у таблиці.
            </p>
          </div>
        </div>
      </div>
      <div className={styles.tableBox}>
        <RegionTable totals={totals} hrefFor={hrefFor} captionId={`${REGION_MAP_ID}-table`} />
      </div>
    </div>
  );
  return (
    <section id={REGION_MAP_ID} aria-labelledby={headingId} className={styles.section}>
      {collapsed ? (
        <details className={styles.disclosure}>
          <summary className={styles.summary}>Карта і таблиця: проєкти за областями</summary>
          {content}
        </details>
      ) : (
        content
      )}
    </section>
  );
}

function LegendItem({ level, text }: { level: number; text: string }) {
  return (
    <li className={styles.legendItem}>
      <svg className={styles.swatch} viewBox="0 0 24 16" aria-hidden="true">
        <rect
          x="0.5"
          y="0.5"
          width="23"
          height="15"
          className={`${styles.unit} ${styles.shade[level]}`}
        />
      </svg>
      {text}
    </li>
  );
}

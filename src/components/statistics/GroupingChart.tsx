'use client';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { CURRENCY_THOUSAND_UAH } from '../../lib/format';
import type { Grouping } from '../../lib/statisticsQuery';
import type { StatisticsGroup } from '../../registry/schemas';
import { KeptDrawing, serverMarkup } from '../charts/ServerDrawing';
import { useVictoryCharts } from '../charts/useVictoryCharts';
import * as styles from './GroupingChart.css';

// The chart of one grouping. The server draws it at a usual width into the HTML (a responsive
// SVG: without JavaScript, in print, in the page's first seconds); the browser draws it again at
// its box's real width and font size once Victory has loaded, and for other data.

/** Bars beyond this many are in the table only: a chart of 40 bars is read by nobody. */
export const MAX_BARS = 10;

/** What the server draws at: a wide box at the usual font size; the SVG scales to its box. */
const SERVER_SIZE = { width: 640, fontSize: 16 };

export function GroupingChart({
  grouping,
  groups,
  title,
  summary,
}: {
  grouping: Grouping;
  groups: StatisticsGroup[];
  title: string;
  summary: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const charts = useVictoryCharts(box);
  // The server's drawing is of the groups it was given: kept until the browser draws, unless
  // the reader chose other data meanwhile (or the router drew the page in the browser).
  const [drawnGroups] = useState(groups);
  const [kept, setKept] = useState(true);
  const missing = useCallback(() => setKept(false), []);
  const [size, setSize] = useState<{ width: number; fontSize: number } | null>(null);

  // The chart is drawn at the box's real width and the page's font size (which grows in
  // accessibility mode), so labels keep their size instead of shrinking with a viewBox. The size
  // comes from the observer alone: it reports once the box is laid out, which in a section the
  // browser has not drawn yet (content-visibility) is when the reader comes near it; reading
  // clientWidth here would force that layout at hydration.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width === 0) return;
      const fontSize = parseFloat(getComputedStyle(element).fontSize) || 14;
      // Redrawing a chart is not urgent: in slices, as a transition (see useVictoryCharts).
      startTransition(() => setSize({ width, fontSize }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const shown = grouping === 'period' ? groups : groups.slice(0, MAX_BARS);
  // The unit once, in the caption: the ticks and labels are in thousands (amountScale.ts).
  const withUnit = `${title}, ${CURRENCY_THOUSAND_UAH}`;
  const caption =
    grouping !== 'period' && groups.length > MAX_BARS
      ? `${withUnit}: ${MAX_BARS} найбільших із ${groups.length} (усі — у таблиці нижче)`
      : withUnit;
  const chartProps = {
    groups: shown,
    title: caption,
    description: summary,
    className: styles.victory,
    name: `chart-${grouping}`,
  };
  const drawing = charts && size && size.width > 0 ? { charts, size } : null;
  const kind = grouping === 'period' ? 'period' : 'ranking';
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      <div ref={box} className={styles.box}>
        {drawing ? (
          <div className={styles.drawing}>
            {grouping === 'period' ? (
              <drawing.charts.PeriodChart {...chartProps} {...drawing.size} />
            ) : (
              <drawing.charts.RankingChart {...chartProps} {...drawing.size} />
            )}
          </div>
        ) : kept && groups === drawnGroups ? (
          <KeptDrawing
            className={styles.drawing}
            markup={serverMarkup?.statisticsChartMarkup(kind, { ...chartProps, ...SERVER_SIZE })}
            onMissing={missing}
          />
        ) : null}
      </div>
    </figure>
  );
}

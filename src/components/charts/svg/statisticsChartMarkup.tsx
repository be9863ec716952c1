import { renderToStaticMarkup } from 'react-dom/server';
import { PeriodChart, RankingChart } from '../victoryCharts';

// The statistics charts' drawings for the server's HTML, drawn by Victory to a string once per
// chart data. The statistics section has few distinct drawings (its data depends on the state
// chosen and the registry's version; any other query parameter leaves it as it is), so a small
// cache by data serves every further page, a crawler's too; four Victory charts cost ~20 ms.

type Props = Parameters<typeof RankingChart>[0];

const drawings = new Map<string, string>();
/** Four groupings × (all states + a few states) × the usual and the accessibility text size. */
const KEPT = 96;

export function statisticsChartMarkup(kind: 'ranking' | 'period', props: Props): string {
  const key = JSON.stringify([kind, props]);
  let markup = drawings.get(key);
  if (markup === undefined) {
    const Chart = kind === 'period' ? PeriodChart : RankingChart;
    markup = renderToStaticMarkup(<Chart {...props} />);
    if (drawings.size >= KEPT) drawings.delete(drawings.keys().next().value ?? '');
  } else {
    // Most recently used last: the oldest entry is the one dropped.
    drawings.delete(key);
  }
  drawings.set(key, markup);
  return markup;
}

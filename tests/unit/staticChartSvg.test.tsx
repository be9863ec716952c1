import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CostDynamicsBars,
  UsedFundsPie,
  costLegend,
  type ChartColors,
} from '../../src/components/charts/victoryCharts';
import { costDynamicsSvg } from '../../src/components/charts/svg/costDynamicsSvg';
import { barColors, pieColors } from '../../src/components/charts/svg/projectChartMarkup';
import { usedFundsSvg } from '../../src/components/charts/svg/usedFundsSvg';
import { usedFunds, type CostPoint } from '../../src/components/project/chartData';
import { palette } from '../../src/styles/tokens';

// The server draws the project charts as text (src/components/charts/svg/); the browser draws
// them again with Victory after a theme switch. Both must be the same drawing: the markup is
// compared element by element, numbers to 1e-3 of a unit. (The portal's builds write d3's paths
// with 3 decimals, d3-shape 3.2's default; Victory's CommonJS copy of d3, which this test runs,
// writes every digit.)

const colorsOf = (accessible: boolean): ChartColors => {
  const theme = accessible ? palette.contrast : palette.normal;
  return {
    className: 'chart',
    series: theme.chart,
    text: theme.text,
    grid: theme.border,
    fontSize: accessible ? 16 : 12,
  };
};

/** Markup with every number rounded, one element a line, so a difference reads as a diff
 * (colours first become letters, so their digits are not read as numbers). */
const normalised = (markup: string) =>
  markup
    .replace(/#[0-9a-f]{3,8}\b/gi, (c) => c.replace(/\d/g, (d) => 'ghijklmnop'.charAt(Number(d))))
    .replace(/-?\d+(\.\d+)?(e-?\d+)?/g, (n) => String(Math.round(Number(n) * 1e3) / 1e3 || 0))
    .replace(/></g, '>\n<');

/** A deterministic spread of amounts (no Math.random: a failure must reproduce). */
const amountAt = (seed: number) => Math.round(((seed * 7919) % 1000) ** 2.1 * 1371) + 1;

function costPoints(n: number, seed: number): CostPoint[] {
  return Array.from({ length: n }, (_, i) => {
    const amount = amountAt(seed + i);
    return {
      period: n > 10 ? `${2000 + i}-${i % 4}` : String(2015 + i),
      amount,
      usedAmount: seed % 3 === 0 ? 0 : Math.round((amount * ((seed + i) % 10)) / 9),
    };
  });
}

describe('server drawings of the project charts', () => {
  for (const accessible of [false, true]) {
    const colors = colorsOf(accessible);
    it(`cost dynamics, ${accessible ? 'accessibility mode' : 'usual theme'}`, () => {
      const legend = renderToStaticMarkup(costLegend(colors, false));
      let drawn = 0;
      for (let n = 1; n <= 18; n++) {
        for (const seed of [1, 2, 3, 17, 40]) {
          const points = costPoints(n, seed);
          const title = `Динаміка «${n}» & <${seed}>`;
          const text = costDynamicsSvg(points, barColors(colors), title, legend);
          if (text === null) continue;
          drawn += 1;
          const victory = renderToStaticMarkup(
            <CostDynamicsBars points={points} colors={colors} title={title} />,
          );
          expect(normalised(text), `${n} periods, seed ${seed}`).toBe(normalised(victory));
        }
      }
      // One to sixteen periods are drawn as text; longer series by Victory.
      expect(drawn).toBe(16 * 5);
    });

    it(`used funds, ${accessible ? 'accessibility mode' : 'usual theme'}`, () => {
      for (const [credit, used] of [
        [1000, 0],
        [1000, 1000],
        [1000, 1],
        [1000, 999],
        [2_000_000, 700_000],
        [3, 1],
        [1000, 126],
        [1000, 500],
        [1000, 875],
      ] as const) {
        const data = usedFunds({ creditSum: credit, amountMoneyUsed: used });
        if (!data) throw new Error('no data');
        const text = usedFundsSvg(data, pieColors(colors), 'Використання «коштів»');
        const victory = renderToStaticMarkup(
          <UsedFundsPie data={data} colors={colors} title="Використання «коштів»" />,
        );
        expect(normalised(text), `${used} of ${credit}`).toBe(normalised(victory));
      }
    });
  }
});

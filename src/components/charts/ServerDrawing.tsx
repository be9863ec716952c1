'use client';
import { useEffect, useRef } from 'react';
import type { VictoryCharts } from './useVictoryCharts';

type ProjectChartMarkup = typeof import('./svg/projectChartMarkup');

// Charts are drawn on the server, into the page's HTML: visible without JavaScript, printed at
// once, read by crawlers. Victory runs there only: in the browser build `import.meta.env.SSR`
// is false and this import is dropped, so Victory stays a chunk loaded only when a chart must be
// drawn again (useVictoryCharts).

/** The chart module on the server; undefined in the browser. */
export const serverCharts: VictoryCharts | undefined = import.meta.env.SSR
  ? await import('./victoryCharts')
  : undefined;

/** The project charts' drawings as markup (svg/), on the server; undefined in the browser. */
export const serverMarkup: ProjectChartMarkup | undefined = import.meta.env.SSR
  ? await import('./svg/projectChartMarkup')
  : undefined;

/**
 * The server's drawing given as `markup` (on the server) and, in the browser, until it draws the
 * chart itself, that drawing as React found it. React does not hydrate inside an element whose
 * content is `dangerouslySetInnerHTML`, so the server's SVG stays untouched (and is never sent
 * again in the RSC payload or a script). If the element is empty (the router drew this page in
 * the browser), `onMissing` says so.
 */
export function KeptDrawing({
  className,
  markup = '',
  onMissing,
}: {
  className?: string;
  markup?: string;
  onMissing: () => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current?.querySelector('svg')) onMissing();
  }, [onMissing]);
  return (
    <div
      ref={element}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

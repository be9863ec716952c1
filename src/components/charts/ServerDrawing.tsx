'use client';
import { useEffect, useRef } from 'react';

type ServerMarkup = typeof import('./svg/serverMarkup');

// Charts are drawn on the server, into the page's HTML: visible without JavaScript, printed at
// once, read by crawlers. They are written there as markup strings (svg/): React never builds
// their SVG elements, and the string is the element's inner HTML. In the browser build
// `import.meta.env.SSR` is false and this import is dropped, so Victory stays a chunk loaded only
// when a chart must be drawn again (useVictoryCharts).

/** The charts' drawings as markup, on the server; undefined in the browser. */
export const serverMarkup: ServerMarkup | undefined = import.meta.env.SSR
  ? await import('./svg/serverMarkup')
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

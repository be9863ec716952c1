// The page paints before its JavaScript is fetched. The HTML is the whole page (JavaScript only
// makes it faster and nicer), so on a slow phone connection the scripts should not share the
// line with it, nor their parsing the main thread with the first layout. The edge moves the
// page's script preloads into an inert <template> (src/server/firstPaintHead.ts), and Waku's
// bootstrap script is wrapped (scripts/hydrateAfterPaint.ts) so that, once the first frame has
// been drawn, it moves them into the head and imports the entry as before.

export const DEFERRED_PRELOADS_ID = 'deferred-preloads';

/** Wraps Waku's bootstrap code (`import("/assets/index-….js")`) to run after the first paint. */
export function afterFirstPaint(bootstrap: string): string {
  // A hidden tab draws no frames: there it starts at once.
  return `(function(){function go(){var t=document.getElementById(${JSON.stringify(DEFERRED_PRELOADS_ID)});if(t&&t.content)document.head.appendChild(t.content);${bootstrap}}if(document.visibilityState==="visible"&&typeof requestAnimationFrame==="function")requestAnimationFrame(function(){setTimeout(go,0)});else setTimeout(go,0)})();`;
}

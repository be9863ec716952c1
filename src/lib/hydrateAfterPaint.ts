// The page paints before its JavaScript is fetched. The HTML is the whole page (JavaScript only
// makes it faster and nicer), so on a slow phone connection the scripts should not share the
// line with it, nor their parsing the main thread with the first layout. The edge moves the
// page's script preloads into an inert <template> (src/http/middleware/firstPaintHead.ts), and Waku's
// bootstrap script is wrapped (src/buildTime/vitePlugins/hydrateAfterPaint.ts) so that, once the first frame has
// been drawn, it moves them into the head and imports the entry as before.

export const DEFERRED_PRELOADS_ID = 'deferred-preloads';

/**
 * Links moved into the head per task. Starting a module fetch costs 1–3 ms of main thread here
 * (measured in Lighthouse traces: five per task made 10–17 ms tasks, which a 4× slower phone
 * feels as 40–70 ms); two keep each task short.
 */
const PRELOADS_PER_TASK = 2;

/** Wraps Waku's bootstrap code (`import("/assets/index-….js")`) to run after the first paint. */
export function afterFirstPaint(bootstrap: string): string {
  // The entry first; then the preloads a few at a time, each batch its own short task (all 15-27
  // at once blocked the main thread for 35 ms). A hidden tab draws no frames: it starts at once.
  const id = JSON.stringify(DEFERRED_PRELOADS_ID);
  return `(function(){function go(){var t=document.getElementById(${id}),l=t&&t.content?[].slice.call(t.content.childNodes):[];${bootstrap};(function more(){var b=l.splice(0,${PRELOADS_PER_TASK});for(var i=0;i<b.length;i++)document.head.appendChild(b[i]);if(l.length)setTimeout(more,0)})()}if(document.visibilityState==="visible"&&typeof requestAnimationFrame==="function")requestAnimationFrame(function(){setTimeout(go,0)});else setTimeout(go,0)})();`;
}

import type { Plugin } from 'vite';
import { replaceInModule, wakuModules } from './wakuPatch';

// React 19's server renderer sends any finished <Suspense> content over 500 bytes out of line
// once the page passes `progressiveChunkSize` (12 800 bytes by default): as a hidden <div> at
// the end of the body that an inline script moves into place. Without JavaScript that content
// never appears. The deferred islands (src/components/common/deferredIsland.tsx) sit in
// Suspense boundaries, so the page must keep them in line. Waku 0.27 passes no such option to
// renderToReadableStream; this adds it to Waku's one SSR call and fails the build if that call
// ever changes shape (a Waku upgrade must look at this again).
const anchor = 'bootstrapScriptContent: getBootstrapPreamble({';

export const inlineSuspenseContent = (): Plugin =>
  replaceInModule(
    'inline-suspense-content',
    wakuModules.ssr,
    [anchor, `progressiveChunkSize: Number.POSITIVE_INFINITY, ${anchor}`],
    2,
  );

import type { Plugin } from 'vite';
import { importFrom, wakuModules, wakuPatch } from './wakuPatch';

// Wraps Waku's bootstrap script (the `import()` of the client entry) in `afterFirstPaint`
// (src/lib/hydrateAfterPaint.ts). Waku 0.27 builds it in its one SSR module, twice (the page
// and the error fallback); the build fails if that shape changes, so a Waku upgrade must look
// at this again.
const anchor = '}) + bootstrapScriptContent,';

export function hydrateAfterPaint(): Plugin {
  return wakuPatch({
    name: 'hydrate-after-paint',
    module: wakuModules.ssr,
    anchor,
    count: 2,
    apply: (code) =>
      importFrom(
        new URL('../../lib/hydrateAfterPaint.ts', import.meta.url),
        'afterFirstPaint',
        '__afterFirstPaint',
      ) + code.replaceAll(anchor, '}) + __afterFirstPaint(bootstrapScriptContent),'),
  });
}

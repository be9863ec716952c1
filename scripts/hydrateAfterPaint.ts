import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Wraps Waku's bootstrap script (the `import()` of the client entry) in `afterFirstPaint`
// (src/lib/hydrateAfterPaint.ts). Waku 0.27 builds it in its one SSR module, twice (the page
// and the error fallback); the build fails if that shape changes, so a Waku upgrade must look
// at this again.
const wakuSsrModule = /waku[\\/]dist[\\/]lib[\\/]vite-rsc[\\/]ssr\.js$/;
const anchor = '}) + bootstrapScriptContent,';
const helper = fileURLToPath(new URL('../src/lib/hydrateAfterPaint.ts', import.meta.url));

export function hydrateAfterPaint(): Plugin {
  return {
    name: 'ifi:hydrate-after-paint',
    enforce: 'pre',
    transform(code, id) {
      if (!wakuSsrModule.test(id)) return null;
      const count = code.split(anchor).length - 1;
      if (count !== 2) this.error(`expected 2 bootstrap scripts in ${id}, found ${count}`);
      return (
        `import { afterFirstPaint as __afterFirstPaint } from ${JSON.stringify(helper)};\n` +
        code.replaceAll(anchor, '}) + __afterFirstPaint(bootstrapScriptContent),')
      );
    },
  };
}

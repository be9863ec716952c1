import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// A checked, in-place patch of one Waku module at build time (Waku 0.27 offers no option for
// what the patches in this folder need). The build fails unless `anchor` occurs exactly `count`
// times in the module, and, once every environment is built, unless the patch applied at least
// once: an upgrade that moves or renames the patched module would otherwise leave the patch
// silently unused. Either way an upgrade has to look at the patch again (docs/framework-patches.md).

export const wakuModules = {
  ssr: /waku[\\/]dist[\\/]lib[\\/]vite-rsc[\\/]ssr\.js$/,
  router: /waku[\\/]dist[\\/]router[\\/]client\.js$/,
  /** React's Flight server, which Waku bundles into the server build (any of its variants). */
  flightServer:
    /react-server-dom-webpack[\\/]cjs[\\/]react-server-dom-webpack-server\.\w+\.(production|development)\.js$/,
} as const;

export function wakuPatch(
  options: {
    name: string;
    module: RegExp;
    anchor: string;
    count: number;
  } & (
    | {
        /** The patched module; runs only once the anchor was found `count` times. */
        apply: (code: string) => string;
      }
    | {
        /** What each occurrence of the anchor becomes. */
        replacement: string;
      }
  ),
): Plugin {
  const { name, module, anchor, count } = options;
  const apply =
    'apply' in options
      ? options.apply
      : (code: string) => code.replaceAll(anchor, options.replacement);
  let applied = 0;
  return {
    name: `ifi:${name}`,
    enforce: 'pre',
    transform(code, id) {
      if (!module.test(id)) return null;
      const found = code.split(anchor).length - 1;
      if (found !== count) {
        this.error(
          `${name}: expected ${count} × ${JSON.stringify(anchor)} in ${id}, found ${found}`,
        );
      }
      applied += 1;
      return apply(code);
    },
    // After every environment's build (Vite calls `post` buildApp hooks last).
    buildApp: {
      order: 'post',
      async handler() {
        if (applied === 0) {
          throw new Error(
            `${name}: the patch never applied (no module matched ${module}); the patched ` +
              'code moved: see docs/framework-patches.md',
          );
        }
      },
    },
  };
}

/** The common patch: each of `count` occurrences of `anchor` in `module` becomes `replacement`. */
export const replaceInModule = (
  name: string,
  module: RegExp,
  [anchor, replacement]: readonly [string, string],
  count = 1,
): Plugin => wakuPatch({ name, module, anchor, count, replacement });

/** The line a patch puts first to import `name` (as `local`) from one of our modules. */
export const importFrom = (module: URL, name: string, local: string): string =>
  `import { ${name} as ${local} } from ${JSON.stringify(fileURLToPath(module))};\n`;

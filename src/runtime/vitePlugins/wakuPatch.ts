import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// A checked, in-place patch of one Waku module at build time (Waku 0.27 offers no option for
// what the patches in this folder need). The build fails unless `anchor` occurs exactly `count`
// times in the module, so a Waku upgrade that changes the code has to look at the patch again.

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
      return apply(code);
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

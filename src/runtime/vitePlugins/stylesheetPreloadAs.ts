import type { Plugin } from 'vite';
import { wakuModules, wakuPatch } from './wakuPatch';

// React 19.2's Flight server turns every `<link rel="stylesheet">` a server component renders
// into a preload hint with `as: "stylesheet"`, which is not a request destination: the HTML
// gets `<link rel="preload" as="stylesheet">` (the Nu HTML checker's error on every page) and a
// soft navigation adds the same links to the document, where browsers ignore them. The value
// is `style` (HTML's "potential destination"); React's own later Flight builds say so. Fixed
// where the hint is made, so the page head, the RSC payload and the client all get `style`.
const anchor = 'preload(srcSet, "stylesheet", {';

export function stylesheetPreloadAs(): Plugin {
  return wakuPatch({
    name: 'stylesheet-preload-as',
    module: wakuModules.flightServer,
    anchor,
    count: 1,
    apply: (code) => code.replace(anchor, 'preload(srcSet, "style", {'),
  });
}

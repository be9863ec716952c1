import type { Plugin } from 'vite';
import { replaceInModule, wakuModules } from './wakuPatch';

// React 19.2's Flight server turns every `<link rel="stylesheet">` a server component renders
// into a preload hint with `as: "stylesheet"`, which is not a request destination: the HTML
// gets `<link rel="preload" as="stylesheet">` (the Nu HTML checker's error on every page) and a
// soft navigation adds the same links to the document, where browsers ignore them. The value
// is `style` (HTML's "potential destination"); React's own later Flight builds say so. Fixed
// where the hint is made, so the page head, the RSC payload and the client all get `style`.
export const stylesheetPreloadAs = (): Plugin =>
  replaceInModule('stylesheet-preload-as', wakuModules.flightServer, [
    'preload(srcSet, "stylesheet", {',
    'preload(srcSet, "style", {',
  ]);

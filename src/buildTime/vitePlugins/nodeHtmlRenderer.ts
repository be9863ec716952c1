import type { Plugin } from 'vite';
import { replaceInModule, wakuModules } from './wakuPatch';

// Waku 0.27 renders HTML with React's edge build (`react-dom/server.edge`), which turns every
// string it writes (each attribute, each text) into its own Uint8Array with TextEncoder.encode:
// on a list page that was the single largest cost of the server render (the list page's CPU profile).
// React's Node build offers the same `renderToReadableStream`, but writes strings straight into
// a shared 2 KB view with `encodeInto`. Same output, same stream; the build fails if Waku's
// import changes shape (an upgrade must look at this again).
export const nodeHtmlRenderer = (): Plugin =>
  replaceInModule('node-html-renderer', wakuModules.ssr, [
    `from 'react-dom/server.edge'`,
    `from 'react-dom/server.node'`,
  ]);

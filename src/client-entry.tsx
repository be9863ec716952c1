import { StrictMode, createElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'waku/router/client';

// Waku's own client entry, with one change: the first hydration runs as a transition. React
// then renders the page in short slices and yields to the browser between them, instead of
// hydrating the whole document in one long task that a tap or a keypress has to wait for
// (on a mid-range phone the list page's hydration blocked the main thread for 0.5–1 s).
const rootElement = createElement(StrictMode, null, createElement(Router));

declare global {
  var __WAKU_HYDRATE__: boolean | undefined;
}

if (globalThis.__WAKU_HYDRATE__) {
  startTransition(() => {
    hydrateRoot(document, rootElement);
  });
} else {
  createRoot(document).render(rootElement);
}

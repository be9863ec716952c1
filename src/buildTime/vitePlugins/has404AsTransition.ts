import type { Plugin } from 'vite';
import { wakuModules, wakuPatch } from './wakuPatch';

// Waku's router learns after hydration that the site has a 404 page and stores that in state
// (`setHas404(true)`), so it re-renders and gives its context a new value on every page load.
// React cannot tell whether a <Suspense> boundary it has not hydrated yet (a deferred island,
// src/components/common/deferredIsland.tsx) reads that context, so an urgent update drops the
// island's server HTML and draws it again, twice (fallback, then island): on the list page
// ~400 elements created, styled and laid out two more times. As a transition the update waits
// for the island instead, which then hydrates. Waku 0.27; the build fails if the call changes.
const call = 'setHas404(true);';

export function has404AsTransition(): Plugin {
  return wakuPatch({
    name: 'has404-as-transition',
    module: wakuModules.router,
    anchor: call,
    count: 1,
    apply: (code) => {
      // The router module imports startTransition from React itself.
      if (!/\bstartTransition\b/.test(code.slice(0, 500))) {
        throw new Error('has404-as-transition: startTransition is no longer imported');
      }
      return code.replace(call, `startTransition(() => ${call.slice(0, -1)});`);
    },
  });
}

'use client';
import { lazy, Suspense, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { config as zodConfig } from 'zod/v4/core';
import * as styles from './deferredIsland.css';
import { onSettled } from './idle';
import { ServerCopy, UiFromCopy } from './islandHandover';

// An island whose code is not part of the page's first load (≤ 100 KB of JavaScript
// before a content page works). The server renders it in full, in line (see
// src/buildTime/vitePlugins/inlineSuspenseContent.ts), so without JavaScript nothing changes; in the browser its
// <Suspense> boundary stays as the server drew it, links and GET forms working natively, until
// the island's chunk (react-query, tRPC, zod, the island itself) has loaded: as soon as the
// visitor reaches for it (a pointer over it, a tap, focus, a key), else once the page has
// settled (idle.ts onSettled), so a phone's first seconds go to the page. React then hydrates
// just that part, or draws it afresh over a copy of the server's HTML (islandHandover.tsx),
// keeping what was typed meanwhile. A click before that takes the no-JavaScript path.

// Set before any island's code runs: its zod schemas must not compile code at run time. The CSP
// forbids eval, and zod's probe for it would be reported as a violation on every page.
if (typeof window !== 'undefined') zodConfig({ jitless: true });

type IslandModule<P> = { default: ComponentType<P> };

/** A visitor reaching for an island: its code loads at once. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

let pageHydrated = false;

/** Mark the first hydration as done (the shell's effect, after the initial commit). */
export function useMarkPageHydrated(): void {
  useEffect(() => {
    pageHydrated = true;
  }, []);
}

/**
 * `load` imports the island's module; `serverModule` is that module already imported on the
 * server (top-level await in the wrapper), so server rendering never suspends on it.
 */
export function deferredIsland<P extends object>(
  load: () => Promise<IslandModule<P>>,
  serverModule: IslandModule<P> | undefined,
): ComponentType<P> {
  let loaded = serverModule;
  // The code loads once wanted: at once for an island a soft navigation mounts, when reached
  // for or once the page has settled for one the first page drew (it may hydrate after the
  // shell's effects ran, so its own first render decides, not pageHydrated at load time).
  let wanted = () => {};
  const whenWanted = new Promise<void>((resolve) => (wanted = resolve));
  // A settled module answers synchronously: React renders it without suspending.
  const Lazy = lazy<ComponentType<P>>(() =>
    loaded
      ? ({ then: (resolve: (m: IslandModule<P>) => void) => resolve(loaded!) } as never)
      : whenWanted.then(load).then((module) => (loaded = module)),
  );
  function DeferredIsland(props: P) {
    // On the server and in the page's first hydration the island has a boundary of its own, so
    // the rest of the page hydrates without waiting for it. Mounted later (a soft navigation),
    // it has none: the router's transition keeps the previous page until the code is there.
    const [boundary] = useState(() => !pageHydrated);
    if (!boundary) wanted();
    const frame = useId();
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = ref.current;
      if (!boundary || !element) return;
      const reach = () => wanted();
      for (const type of REACH_EVENTS) element.addEventListener(type, reach, { passive: true });
      const cancel = onSettled(reach);
      return () => {
        cancel();
        for (const type of REACH_EVENTS) element.removeEventListener(type, reach);
      };
    }, [boundary]);
    const island = <Lazy {...props} />;
    if (!boundary) return island;
    return (
      <div className={styles.frame} data-island={frame} ref={ref}>
        <Suspense fallback={<ServerCopy frame={frame} />}>
          {island}
          <UiFromCopy frame={frame} />
        </Suspense>
      </div>
    );
  }
  return DeferredIsland;
}

'use client';
import { useEffect, useRef } from 'react';

// Back/forward between history entries a leaf pushed itself (the search and news pagers keep
// their state in the URL with pushState). The leaf restores such an entry from the react-query
// cache; Waku's router would also refetch the whole page for it and, answering late, push
// entries of its own that break the next Back. So the leaf's handler must run first and stop
// the event there, while entries of other pages still reach the router.
//
// Listeners on window run in the order they were added, capture or not, and a deferred island
// mounts after Waku's router has added its listener (which it also adds again now and then).
// So one dispatcher, added by the shell before the router's (useOwnHistoryDispatch), calls the
// handler the mounted leaf registered for the current path.

const handlers = new Map<string, () => void>();

/** The shell's dispatcher: add it in a component inside Waku's router (its effects run first). */
export function useOwnHistoryDispatch(): void {
  useEffect(() => {
    const listener = (event: PopStateEvent) => {
      const handler = handlers.get(window.location.pathname);
      if (!handler) return;
      event.stopImmediatePropagation();
      handler();
    };
    window.addEventListener('popstate', listener, { capture: true });
    return () => window.removeEventListener('popstate', listener, { capture: true });
  }, []);
}

/** The leaf's handler for back/forward within `pathname`. */
export function useOwnHistory(pathname: string, onPop: () => void): void {
  const handler = useRef(onPop);
  useEffect(() => {
    handler.current = onPop;
  });
  useEffect(() => {
    const run = () => handler.current();
    handlers.set(pathname, run);
    return () => {
      if (handlers.get(pathname) === run) handlers.delete(pathname);
    };
  }, [pathname]);
}

'use client';
import { useEffect, useRef } from 'react';

/**
 * Back/forward between history entries a leaf pushed itself (the search and news pagers keep
 * their state in the URL with pushState). The leaf restores such an entry from the react-query
 * cache; Waku's router would also refetch the whole page for it and, answering late, race with
 * the next navigation. So, on `pathname`, the leaf's handler runs first (capture) and the event
 * stops there; entries of other pages still reach the router.
 */
export function useOwnHistory(pathname: string, onPop: () => void): void {
  const handler = useRef(onPop);
  useEffect(() => {
    handler.current = onPop;
  });
  useEffect(() => {
    const listener = (event: PopStateEvent) => {
      if (window.location.pathname !== pathname) return;
      event.stopImmediatePropagation();
      handler.current();
    };
    window.addEventListener('popstate', listener, { capture: true });
    return () => window.removeEventListener('popstate', listener, { capture: true });
  }, [pathname]);
}

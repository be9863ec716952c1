'use client';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'waku/router/client';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { useMarkPageHydrated } from '../common/deferredIsland';
import { useOwnHistoryDispatch } from '../common/useOwnHistory';
import { pageLocation } from './currentEntry';

// What a full page load gave for free and a soft navigation must do itself:
// - focus moves to the new page's <h1> (or <main>), so keyboard and screen-reader users start
//   at the content, and a live region reads the new title;
// - back/forward restore the scroll position of that history entry (Waku's router scrolls to
//   the top on every route change), kept in history.state as the visitor scrolls.

const SCROLL_KEY = 'ifiScrollY';
const SAVE_EVERY_MS = 150;
// A slow page (an uncached render on a busy server) can take seconds to arrive after its route.
const MAX_SETTLE_MS = 5000;

function saveScroll() {
  const state: unknown = window.history.state;
  const base = state && typeof state === 'object' ? state : {};
  window.history.replaceState({ ...base, [SCROLL_KEY]: Math.round(window.scrollY) }, '');
}

function savedScroll(): number | null {
  const state: unknown = window.history.state;
  if (!state || typeof state !== 'object') return null;
  const value = (state as Record<string, unknown>)[SCROLL_KEY];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function focusPageHeading() {
  const main = document.getElementById('main-content');
  const heading = main?.querySelector<HTMLElement>('h1') ?? main;
  if (!heading) return;
  if (heading !== main && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

export function NavigationEffects() {
  const { path, query } = useRouter();
  const [announcement, setAnnouncement] = useState('');
  const popped = useRef(false);
  const first = useRef(true);
  useMarkPageHydrated();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      // Saved into the entry that was scrolled: a Back in the meantime must not overwrite the
      // entry it returns to with this page's position.
      const entry = window.location.href;
      timer = setTimeout(() => {
        if (window.location.href === entry) saveScroll();
      }, SAVE_EVERY_MS);
    };
    // Capture: runs before the router's own handler and before a pager stops the event.
    const onPop = () => {
      clearTimeout(timer);
      popped.current = true;
    };
    // A click starts a new navigation: a back/forward that a pager handled itself is over.
    const onClick = () => {
      popped.current = false;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPop, { capture: true });
    document.addEventListener('click', onClick, { capture: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPop, { capture: true });
      document.removeEventListener('click', onClick, { capture: true });
    };
  }, []);
  // After the listener above (which must see every back/forward), before Waku's router's.
  useOwnHistoryDispatch();

  const location = pageLocation(path, query);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const restore = popped.current ? savedScroll() : null;
    popped.current = false;
    // Waku commits the new route and the new page separately, in either order, so the page may
    // still be the old one here. The shell marks <main> with the location it was rendered for;
    // wait (a few frames at most) for this one. The heading element is no sign: React keeps the
    // same <h1> node between two pages that both start with a ScreenHeader.
    const started = performance.now();
    let frame = requestAnimationFrame(function settle() {
      const drawn = document.getElementById('main-content')?.dataset.location === location;
      if (!drawn && performance.now() - started < MAX_SETTLE_MS) {
        frame = requestAnimationFrame(settle);
        return;
      }
      if (restore !== null) window.scrollTo({ top: restore, behavior: 'instant' });
      focusPageHeading();
      setAnnouncement(document.title);
    });
    return () => cancelAnimationFrame(frame);
  }, [location]);

  return (
    <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </div>
  );
}

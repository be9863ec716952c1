'use client';
import { useCallback, useEffect, useRef, type ComponentProps, type MouseEvent } from 'react';
import { useRouter } from 'waku/router/client';
import { isPageHref, isPrefetchable, mayPrefetch, pageTarget } from '../../lib/prefetchPolicy';
import { signalNavigation } from '../layout/navigationSignal';
import { onIdle } from './idle';

// A link to another page of the portal. Without JavaScript it is a plain <a href>. With it, a
// click is a soft navigation through Waku's router (only the page inside the shell changes),
// and the page's payload is prefetched (spec §9) when the link is seen and the browser is idle
// (at the latest after 2 000 ms), or at once on hover or focus — never offline, on 2g or with
// save-data.
//
// Why not Waku's <Link>: when its payload request fails, Waku's router rethrows the error while
// rendering and the whole page goes blank. Here the payload is awaited first; a failure turns
// the progress bar red and falls back to an ordinary page load, which shows the server's page or
// the browser's own error.

type AnchorProps = Omit<ComponentProps<'a'>, 'href' | 'ref'>;

export interface PageLinkProps extends AnchorProps {
  href: string;
}

/** Waku's store of prefetched payloads: rscPath → [response promise, params, references]. */
type PrefetchStore = Record<string, [Promise<Response>, ...unknown[]] | undefined>;

// Waku keeps a prefetched payload until it is used; asking twice for one page is wasted bytes.
const prefetched = new Set<string>();
const MAX_REMEMBERED = 200;
const FALLBACK_DELAY_MS = 800;
const COMMIT_TIMEOUT_MS = 6000;

/** The location the page in <main> was rendered for (the shell's `data-location`). */
const drawnLocation = () => document.getElementById('main-content')?.dataset.location;

/**
 * A watchdog for a navigation the router accepted but never drew: seen under load, the address
 * changes while the old page stays (the new one's commit waits on something that never settles).
 * If the old page is still there after a few seconds, load the page in full.
 */
function loadInFullIfStuck(href: string, before: string | undefined) {
  setTimeout(() => {
    if (drawnLocation() === before && window.location.href === href) {
      window.location.assign(href);
    }
  }, COMMIT_TIMEOUT_MS);
}

/** Waku's route path of a pathname: "/" is "R/_root", "/news" is "R/news". */
const rscPathOf = (pathname: string) => (pathname === '/' ? 'R/_root' : `R${pathname}`);

const modified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

function LivePageLink({ href, onMouseEnter, onFocus, onClick, children, ...rest }: PageLinkProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);

  // The page the link leads to, past a redirect the server would answer.
  const to = pageTarget(href);
  const prefetch = useCallback(() => {
    if (!mayPrefetch(navigator) || !isPrefetchable(to, new URL(window.location.href))) return;
    const target = new URL(to, window.location.href).href;
    if (prefetched.has(target)) return;
    if (prefetched.size >= MAX_REMEMBERED) prefetched.clear();
    prefetched.add(target);
    router.prefetch(to);
  }, [to, router]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = onIdle(prefetch);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [prefetch]);

  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || modified(event) || rest.target) return;
    const url = new URL(to, window.location.href);
    if (url.pathname === window.location.pathname && url.search === window.location.search) {
      return; // same page (maybe another #fragment): the browser's own jump
    }
    event.preventDefault();
    signalNavigation('start');
    router.prefetch(to); // starts the request unless a prefetch already did
    const store = (globalThis as { __WAKU_PREFETCHED__?: PrefetchStore }).__WAKU_PREFETCHED__;
    const response = store?.[rscPathOf(url.pathname)]?.[0];
    const before = drawnLocation();
    Promise.resolve(response)
      .then((res) => {
        if (res && !res.ok) throw new Error(`HTTP ${res.status}`);
        return router.push(to);
      })
      .then(() => loadInFullIfStuck(url.href, before))
      .catch(() => {
        prefetched.delete(url.href);
        signalNavigation('failed');
        setTimeout(() => window.location.assign(url.href), FALLBACK_DELAY_MS);
      });
  };

  if (!isPageHref(href)) {
    return (
      <a {...rest} href={href} onMouseEnter={onMouseEnter} onFocus={onFocus} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <a
      {...rest}
      href={href}
      ref={ref}
      onClick={navigate}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
    >
      {children}
    </a>
  );
}

/**
 * The server's HTML of a link: the same <a> without the hooks, which only the browser uses (a
 * list page has some forty links, and the router's hooks and the URL parsing were a measurable
 * part of its render in a CPU profile). React's server renderer writes no event handlers. Chosen when
 * the module is built, so each side always renders the same component.
 */
function ServerPageLink({ children, ...props }: PageLinkProps) {
  return <a {...props}>{children}</a>;
}

export const PageLink = import.meta.env.SSR ? ServerPageLink : LivePageLink;

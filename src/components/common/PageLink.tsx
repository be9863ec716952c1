'use client';
import { useCallback, useEffect, useRef, type ComponentProps } from 'react';
import { Link, useRouter } from 'waku/router/client';
import { PREFETCH_IDLE_TIMEOUT_MS } from '../../lib/limits';
import { isPageHref, isPrefetchable, mayPrefetch } from '../../lib/prefetchPolicy';

// A link to another page of the portal. Without JavaScript it is a plain <a href>; with it,
// Waku's <Link> swaps only the page inside the shell (soft navigation), and the page's payload
// is prefetched (spec §9) when the link is seen and the browser is idle (at the latest after
// 2 000 ms), or at once on hover or focus — never offline, on 2g or with save-data.

type AnchorProps = Omit<ComponentProps<'a'>, 'href' | 'ref'>;

export interface PageLinkProps extends AnchorProps {
  href: string;
}

// Waku keeps a prefetched payload until it is used; asking twice for one page is wasted bytes.
const prefetched = new Set<string>();
const MAX_REMEMBERED = 200;

function idle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, PREFETCH_IDLE_TIMEOUT_MS);
  return () => clearTimeout(id);
}

export function PageLink({ href, onMouseEnter, onFocus, children, ...rest }: PageLinkProps) {
  const router = useRouter();
  const ref = useRef<HTMLAnchorElement>(null);

  const prefetch = useCallback(() => {
    if (!mayPrefetch(navigator) || !isPrefetchable(href, new URL(window.location.href))) return;
    const target = new URL(href, window.location.href).href;
    if (prefetched.has(target)) return;
    if (prefetched.size >= MAX_REMEMBERED) prefetched.clear();
    prefetched.add(target);
    router.prefetch(href);
  }, [href, router]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !('IntersectionObserver' in window)) return;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = idle(prefetch);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [prefetch]);

  if (!isPageHref(href)) {
    return (
      <a {...rest} href={href} onMouseEnter={onMouseEnter} onFocus={onFocus}>
        {children}
      </a>
    );
  }
  return (
    <Link
      {...rest}
      to={href}
      ref={ref}
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
    </Link>
  );
}

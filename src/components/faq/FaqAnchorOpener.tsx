'use client';
import { useEffect } from 'react';

/**
 * Opens the question a link points to (#faq-03), on load and when the fragment changes.
 * Chromium also expands a targeted <details> by itself; this covers the other browsers.
 */
export function FaqAnchorOpener() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target instanceof HTMLDetailsElement) {
        target.open = true;
        target.querySelector('summary')?.focus();
      }
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
  return null;
}

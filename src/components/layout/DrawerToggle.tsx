'use client';
import { useCallback, useEffect, useState } from 'react';
import { SIDE_DRAWER_COOKIE, preferenceCookie } from '../../lib/preferences';
import { media } from '../../styles/tokens';
import * as styles from './Header.css';
import { useHydrated } from './useHydrated';
import { Icon } from '../common/Icon';

// The side-menu toggle. Wide screens switch the drawer between full and mini (data-drawer on
// the shell); narrow screens open and close the overlay (data-overlay). Without JavaScript it
// is a link to #side-nav, which the overlay's :target style opens. The wide drawer's state is
// kept in the side_drawer cookie, so every page renders it the way the visitor left it.
function shellElement(): HTMLElement | null {
  return document.getElementById('shell');
}

function isWide(): boolean {
  return window.matchMedia(media.wide).matches;
}

export function DrawerToggle() {
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);

  const sync = useCallback(() => {
    const shell = shellElement();
    if (!shell) return;
    setExpanded(isWide() ? shell.dataset.drawer !== 'closed' : shell.dataset.overlay === 'open');
  }, []);

  const closeOverlay = useCallback(
    (returnFocus: boolean) => {
      const shell = shellElement();
      if (!shell || shell.dataset.overlay !== 'open') return;
      shell.dataset.overlay = 'closed';
      sync();
      if (returnFocus) document.getElementById('drawer-toggle')?.focus();
    },
    [sync],
  );

  useEffect(() => {
    sync();
    const query = window.matchMedia(media.wide);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeOverlay(true);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (target?.closest('[data-drawer-scrim], [data-drawer-close]')) {
        event.preventDefault();
        closeOverlay(true);
      } else if (target?.closest('#side-nav a') && !isWide()) {
        closeOverlay(false);
      }
    };
    // The drawer can also close from elsewhere (enabling accessibility mode in place).
    const shell = shellElement();
    const observer = new MutationObserver(sync);
    if (shell) observer.observe(shell, { attributeFilter: ['data-drawer', 'data-overlay'] });
    query.addEventListener('change', sync);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      observer.disconnect();
      query.removeEventListener('change', sync);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [sync, closeOverlay]);

  const toggle = () => {
    const shell = shellElement();
    if (!shell) return;
    if (isWide()) {
      shell.dataset.drawer = shell.dataset.drawer === 'closed' ? 'open' : 'closed';
      // Kept between pages (spec §3 sideDrawer): the server renders the next page the same way.
      document.cookie = preferenceCookie(SIDE_DRAWER_COOKIE, shell.dataset.drawer);
    } else {
      const opening = shell.dataset.overlay !== 'open';
      shell.dataset.overlay = opening ? 'open' : 'closed';
      if (opening) document.getElementById('side-nav')?.focus();
    }
    sync();
  };

  const icon = <Icon path="M3 18h18v-2H3v2zm0-5h18v-2H3v2zm0-7v2h18V6H3z" size={28} />;
  if (!hydrated) {
    return (
      <a href="#side-nav" id="drawer-toggle" className={styles.iconButton} aria-label="Меню">
        {icon}
      </a>
    );
  }
  return (
    <button
      type="button"
      id="drawer-toggle"
      className={styles.iconButton}
      aria-label="Меню"
      aria-controls="side-nav"
      aria-expanded={expanded}
      onClick={toggle}
    >
      {icon}
    </button>
  );
}

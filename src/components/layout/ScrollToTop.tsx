'use client';
import { useEffect, useState } from 'react';
import { SCROLL_TOP_AFTER_PX } from '../../lib/limits';
import { noPrint } from './Shell.css';
import * as styles from './Widgets.css';
import { Icon } from '../common/Icon';

/** Appears after 400px of scrolling (spec §9); returns to the top and to the skip link. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={`${styles.scrollTop} ${noPrint}`}
      aria-label="Прокрутити вгору"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <Icon path="M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z" size={28} />
    </button>
  );
}

'use client';
import { useState, type MouseEvent } from 'react';
import {
  DIS_COOKIE,
  FONT_SIZE_COOKIE,
  SIDE_DRAWER_COOKIE,
  preferenceCookie,
  type FontSizeName,
} from '../../lib/preferences';
import { themeClassName } from '../../styles/theme';
import * as styles from './Header.css';
import { accessibilityHref, fontSizeHref } from './preferenceLinks';
import { Icon } from '../common/Icon';

// The accessibility toggle and the font sizes (spec §2 header). Without JavaScript they are
// links to the preferences endpoint, which sets the cookies and comes back to `back`. With
// JavaScript they switch in place: cookies written here, the <html> classes swapped, nothing
// reloaded, so a half-typed form and an in-place search stay as they are. Their addresses are
// refreshed at click time, so a new tab also comes back to the current URL.

const fontSizes: { size: FontSizeName; label: string; scale: string }[] = [
  { size: 's', label: 'Малий шрифт', scale: '0.85rem' },
  { size: 'm', label: 'Середній шрифт', scale: '1.05rem' },
  { size: 'l', label: 'Великий шрифт', scale: '1.3rem' },
];

const allThemeClasses = new Set(
  [false, true].flatMap((accessible) =>
    fontSizes.flatMap(({ size }) => themeClassName({ accessible, fontSize: size }).split(' ')),
  ),
);

function applyInPlace(accessible: boolean, fontSize: FontSizeName, enabling: boolean) {
  document.cookie = preferenceCookie(DIS_COOKIE, accessible ? '0' : '1');
  document.cookie = preferenceCookie(FONT_SIZE_COOKIE, fontSize);
  const html = document.documentElement;
  html.classList.remove(...allThemeClasses);
  html.classList.add(...themeClassName({ accessible, fontSize }).split(' '));
  const shell = document.getElementById('shell');
  if (shell) shell.dataset.accessible = String(accessible);
  if (enabling) {
    // Spec §4: enabling accessibility closes the side drawer, this once.
    document.cookie = preferenceCookie(SIDE_DRAWER_COOKIE, 'closed');
    if (shell) shell.dataset.drawer = 'closed';
  }
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/** A plain click switches in place; modified clicks (new tab…) follow the refreshed link. */
function inPlace(event: MouseEvent<HTMLAnchorElement>, href: string): boolean {
  event.currentTarget.href = href;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  event.preventDefault();
  return true;
}

function EyeIcon() {
  return (
    <Icon path="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5zM12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />
  );
}

export function PreferenceToggles({
  initial,
  back,
}: {
  initial: { accessible: boolean; fontSize: FontSizeName };
  back: string;
}) {
  const [{ accessible, fontSize }, setPreferences] = useState(initial);

  const toggleAccessibility = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!inPlace(event, accessibilityHref(!accessible, currentPath()))) return;
    applyInPlace(!accessible, fontSize, !accessible);
    setPreferences({ accessible: !accessible, fontSize });
  };
  const chooseSize = (size: FontSizeName) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!inPlace(event, fontSizeHref(size, currentPath()))) return;
    applyInPlace(accessible, size, false);
    setPreferences({ accessible, fontSize: size });
  };

  return (
    <>
      <a
        href={accessibilityHref(!accessible, back)}
        className={styles.textButton}
        data-testid="accessibility-toggle"
        onClick={toggleAccessibility}
      >
        <EyeIcon />
        <span className={styles.hideBelowMd}>
          {accessible ? 'Звичайна версія' : 'Версія для людей з порушенням зору'}
        </span>
        {/* Below md the text above is hidden; the name must stay. */}
        <span className={styles.hideMdUp}>
          {accessible ? 'Звичайна версія' : 'Людям з порушенням зору'}
        </span>
      </a>
      {accessible ? (
        <div className={styles.fontButtons} role="group" aria-label="Розмір шрифту">
          {fontSizes.map(({ size, label, scale }) => (
            <a
              key={size}
              href={fontSizeHref(size, back)}
              className={styles.fontButton}
              aria-label={`A — ${label}`}
              aria-current={size === fontSize ? 'true' : undefined}
              style={{ fontSize: scale }}
              onClick={chooseSize(size)}
            >
              A
            </a>
          ))}
        </div>
      ) : null}
    </>
  );
}

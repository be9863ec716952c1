import type { FontSizeName, VisitorPreferences } from '../../lib/preferences';
import { AccessibilityInfo } from './AccessibilityInfo';
import { DrawerToggle } from './DrawerToggle';
import * as styles from './Header.css';
import { Logo } from './Logo';
import { accessibilityHref, fontSizeHref } from './preferenceLinks';
import { PrintButton } from './PrintButton';
import { noPrint } from './Shell.css';

const fontSizes: { size: FontSizeName; label: string; scale: string }[] = [
  { size: 's', label: 'Малий шрифт', scale: '0.85rem' },
  { size: 'm', label: 'Середній шрифт', scale: '1.05rem' },
  { size: 'l', label: 'Великий шрифт', scale: '1.3rem' },
];

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5zM12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6z"
      />
    </svg>
  );
}

/**
 * The header toolbar of spec §2. The accessibility toggle and the font sizes are links to the
 * preferences endpoint (they work without JavaScript and come back to `back`).
 */
export function Header({
  preferences,
  back,
  showPrint,
}: {
  preferences: VisitorPreferences;
  back: string;
  showPrint: boolean;
}) {
  const { accessible, fontSize } = preferences;
  return (
    <header className={`${styles.header} ${noPrint}`}>
      <DrawerToggle />
      <Logo />
      <span className={styles.spacer} />
      <a
        href={accessibilityHref(!accessible, back)}
        className={styles.textButton}
        data-testid="accessibility-toggle"
      >
        <EyeIcon />
        <span className={styles.hideBelowMd}>
          {accessible ? 'Звичайна версія' : 'Версія для людей з порушенням зору'}
        </span>
        {/* Below md the text above is hidden; the name must stay. */}
        <span className={`${styles.hideMdUp}`}>
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
            >
              A
            </a>
          ))}
        </div>
      ) : null}
      <AccessibilityInfo />
      {showPrint ? <PrintButton /> : null}
      <a href={back} className={styles.langButton} hrefLang="uk" aria-label="UA — українська мова">
        UA
      </a>
    </header>
  );
}

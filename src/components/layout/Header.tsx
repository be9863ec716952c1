'use client';

// A client component without state: why, in src/pages/_layout.tsx.

import type { VisitorPreferences } from '../../lib/preferences';
import { AccessibilityInfo } from './AccessibilityInfo';
import { DrawerToggle } from './DrawerToggle';
import * as styles from './Header.css';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { PreferenceToggles } from './PreferenceToggles';
import { PrintButton } from './PrintButton';
import { noPrint } from './Shell.css';

/**
 * The header toolbar of spec §2. The accessibility toggle and the font sizes are links to the
 * preferences endpoint (they work without JavaScript and come back to `back`), switched in
 * place with JavaScript (PreferenceToggles).
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
  return (
    <header className={`${styles.header} ${noPrint}`}>
      <DrawerToggle />
      <Logo />
      <span className={styles.spacer} />
      <HeaderSearch />
      <PreferenceToggles
        initial={{ accessible: preferences.accessible, fontSize: preferences.fontSize }}
        back={back}
      />
      <AccessibilityInfo />
      {showPrint ? <PrintButton /> : null}
      <a href={back} className={styles.langButton} hrefLang="uk" aria-label="UA — українська мова">
        UA
      </a>
    </header>
  );
}

import { vars } from '../../styles/contract.css';
import * as styles from './Header.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import { PageLink } from '../common/PageLink';

// The portal mark: a shield in the theme's accent and text colours, so the high-contrast theme
// recolours it. From the medium breakpoint up the wide variant adds the portal's name.
export function Logo() {
  return (
    <PageLink href="/" className={styles.logoLink}>
      <svg viewBox="0 0 40 48" width="34" height="41" aria-hidden="true" focusable="false">
        <path
          d="M20 2 4 8v14c0 11 7 19.5 16 24 9-4.5 16-13 16-24V8L20 2z"
          fill={vars.color.accent}
          stroke={vars.color.textOnPrimary}
          strokeWidth="2"
        />
        <path
          d="M12 30V17l8 8 8-8v13"
          fill="none"
          stroke={vars.color.primary}
          strokeWidth="3.5"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      </svg>
      <span className={styles.logoShort}>Проєкти МФО</span>
      <span className={styles.logoTitleNarrow}>Проєкти МФО</span>
      <span className={styles.logoText}>
        <span className={styles.logoTitle}>Проєкти МФО</span>
        <span>Реєстр проєктів міжнародних фінансових організацій</span>
      </span>
      <span className={visuallyHidden}>головна сторінка порталу</span>
    </PageLink>
  );
}

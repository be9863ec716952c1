'use client';

// A client component without state: why, in src/pages/_layout.tsx.

import { paths } from '../../lib/routes';
import * as styles from './Footer.css';
import { noPrint } from './Shell.css';
import { PageLink } from '../common/PageLink';

export const footerLinks = [
  { label: 'Мапа сайту', href: paths.siteMap },
  { label: 'Посібник з публічного API (PDF)', href: '/data/api/api_fields.pdf' },
  { label: 'Портал відкритих даних', href: 'https://data.gov.ua/' },
  // The registry's own open dataset (CSV, JSON, XLSX + datapackage.json), described on /api.
  { label: 'Відкриті дані реєстру', href: '/api#open-data' },
  { label: 'Адміністратор порталу', href: paths.contact },
  { label: 'Міністерство фінансів України', href: 'https://mof.gov.ua/' },
] as const;

/** '2019 - {year}', or just '2019' in 2019 (spec §2). */
export function copyrightYears(year: number): string {
  return year <= 2019 ? '2019' : `2019 - ${year}`;
}

export function Footer({ year }: { year: number }) {
  return (
    <footer className={`${styles.footer} ${noPrint}`}>
      <div className={styles.inner}>
        <nav aria-label="Посилання у підвалі">
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <PageLink href={link.href}>{link.label}</PageLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className={styles.meta}>© {copyrightYears(year)} Міністерство фінансів України</p>
          <p className={styles.meta}>
            Матеріали порталу доступні за ліцензією{' '}
            <a href="https://creativecommons.org/licenses/by/4.0/deed.uk" rel="license">
              Creative Commons Attribution 4.0 International (CC BY 4.0)
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

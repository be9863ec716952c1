'use client';

// A client component without state: why, in src/pages/_layout.tsx.

import { Fragment } from 'react';
import { menuEntries, type MenuEntry } from '../../lib/siteTree';
import { isCurrentEntry } from './currentEntry';
import { NavIcon } from './NavIcon';
import * as styles from './SideNav.css';
import { PageLink } from '../common/PageLink';

function EntryLink({
  entry,
  path,
  query,
  className,
}: {
  entry: MenuEntry;
  path: string;
  query: string;
  className: string;
}) {
  const current = !entry.children && isCurrentEntry(entry.href, path, query);
  return (
    <PageLink href={entry.href} className={className} aria-current={current ? 'page' : undefined}>
      <NavIcon name={entry.icon} className={styles.icon} />
      <span className={styles.label}>{entry.label}</span>
    </PageLink>
  );
}

/** The main menu (spec §2), server-rendered as plain links so it works without JavaScript. */
export function SideNav({ path, query }: { path: string; query: string }) {
  return (
    <>
      <nav id="side-nav" className={styles.nav} aria-label="Головне меню" tabIndex={-1}>
        <div className={styles.navHeader}>
          <span>Меню</span>
          {/* Without JavaScript the overlay is the #side-nav target; leaving it closes it. */}
          <a href="#main-content" className={styles.closeLink} data-drawer-close="">
            Закрити меню
          </a>
        </div>
        <ul className={styles.list}>
          {menuEntries.map((entry) => (
            <li key={`${entry.label}-${entry.href}`}>
              <EntryLink entry={entry} path={path} query={query} className={styles.link} />
              {entry.children ? (
                <ul className={styles.subList}>
                  {entry.children.map((child) => (
                    <Fragment key={child.href}>
                      <li>
                        <EntryLink
                          entry={child}
                          path={path}
                          query={query}
                          className={styles.subLink}
                        />
                      </li>
                    </Fragment>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.scrim} data-drawer-scrim="" aria-hidden="true" />
    </>
  );
}

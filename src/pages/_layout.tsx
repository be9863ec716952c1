import type { ReactNode } from 'react';
import { unstable_getContext as getContext } from 'waku/server';
import { CookieConsent } from '../components/layout/CookieConsent';
import { DemoDataNotice } from '../components/layout/DemoDataNotice';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { LoadingIndicators } from '../components/layout/LoadingIndicators';
import { MessageDialog } from '../components/layout/MessageDialog';
import { NavigationEffects } from '../components/layout/NavigationEffects';
import { isProjectDetailsPath, pageLocation } from '../components/layout/currentEntry';
import { requestLocation } from '../components/layout/requestLocation';
import { ScrollToTop } from '../components/layout/ScrollToTop';
import * as styles from '../components/layout/Shell.css';
import { SideNav } from '../components/layout/SideNav';
import { settings } from '../config/environment';
import { getRegistry } from '../registry/database/db';
import { projectExists } from '../registry/projects/projects';
import { holdsDemoData } from '../registry/sync/syncState';
import { projectIdSchema } from '../lib/projectId';
import { preferencesFromCookies } from '../lib/preferences';

// The shell of every page (spec §2 "Layout shell"), rendered on the server from the request:
// preferences from cookies (no flash of the wrong theme), the current route for the menu.
// The side drawer's state comes from its cookie (spec §3 sideDrawer, default open); enabling
// accessibility mode closes it once, when the visitor switches (spec §4).
//
// Header, SideNav and Footer are client components though they hold no state. Waku hydrates
// the whole document from the RSC payload inlined in every page, so a server component's
// markup travels twice (HTML and payload) and is rendered twice per request (RSC, then HTML).
// As client components they cost the payload a reference and their few props, and their code
// is one cached script (list pages 2.7 KB gzip smaller, ≈ 1 ms less to render). They
// still render on the server, so without JavaScript nothing changes.
export default async function Layout({ children }: { children: ReactNode }) {
  const preferences = preferencesFromCookies(getContext().req.headers.get('cookie'));
  const { path, query } = requestLocation();
  const back = pageLocation(path, query);
  const [demo, printable] = await Promise.all([holdsDemoData(getRegistry()), showsPrint(path)]);
  return (
    <div
      id="shell"
      className={styles.shell}
      data-drawer={preferences.drawerOpen ? 'open' : 'closed'}
      data-overlay="closed"
      data-accessible={preferences.accessible ? 'true' : 'false'}
    >
      <a href="#main-content" className={styles.skipLink}>
        Перейти до основного вмісту
      </a>
      {/* Early in the document, though drawn at the bottom: keyboard and screen-reader users meet
          it right after the skip link, and it paints with the first chunk of a long page. */}
      <CookieConsent analyticsUrl={settings().analyticsScriptUrl} />
      <LoadingIndicators />
      <NavigationEffects />
      <Header preferences={preferences} back={back} showPrint={printable} />
      <DemoDataNotice demo={demo} />
      <div className={styles.body}>
        <SideNav path={path} query={query} />
        <div className={styles.contentColumn}>
          {/* data-location: which page is drawn, for the focus handover after a soft navigation. */}
          <main id="main-content" tabIndex={-1} className={styles.main} data-location={back}>
            {children}
          </main>
        </div>
      </div>
      <Footer year={new Date().getFullYear()} />
      <ScrollToTop />
      <MessageDialog />
    </div>
  );
}

/** A project's page has the print button; a removed project's notice (410) has nothing to print. */
async function showsPrint(path: string): Promise<boolean> {
  if (!isProjectDetailsPath(path)) return false;
  const id = projectIdSchema.safeParse(path.slice('/projects/'.length));
  return id.success && (await projectExists(getRegistry(), id.data));
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

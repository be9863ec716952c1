import { paths, screenNames } from '../../lib/routes';
import { shortBreadcrumb } from './breadcrumbText';
import * as styles from './Breadcrumbs.css';
import { PageLink } from '../common/PageLink';

export interface Crumb {
  label: string;
  href?: string;
}

function CrumbText({ label }: { label: string }) {
  const short = shortBreadcrumb(label);
  if (short === label) return <>{label}</>;
  return (
    <>
      <span className={styles.full}>{label}</span>
      <span className={styles.short} aria-hidden="true">
        {short}
      </span>
    </>
  );
}

/** Home › …trail; the last crumb is the current page. Pages render this under their heading. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs: Crumb[] = [{ label: screenNames.home, href: paths.home }, ...trail];
  return (
    <nav aria-label="Навігаційний ланцюжок" className={styles.nav}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className={styles.item}>
              {current || !crumb.href ? (
                <span
                  aria-current={current ? 'page' : undefined}
                  className={current ? styles.current : undefined}
                >
                  <CrumbText label={crumb.label} />
                </span>
              ) : (
                <PageLink href={crumb.href}>
                  <CrumbText label={crumb.label} />
                </PageLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

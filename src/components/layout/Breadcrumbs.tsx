import { paths, screenNames } from '../../lib/routes';

export interface Crumb {
  label: string;
  href?: string;
}

/** Home › …trail; the last crumb is the current page. Pages render this under their heading. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const crumbs: Crumb[] = [{ label: screenNames.home, href: paths.home }, ...trail];
  return (
    <nav aria-label="Навігаційний ланцюжок">
      <ol>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {current || !crumb.href ? (
                <span aria-current={current ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <a href={crumb.href}>{crumb.label}</a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { paths } from '../../lib/routes';
import { Breadcrumbs } from './Breadcrumbs';
import { PageLink } from '../common/PageLink';

export const NOT_FOUND_TEXT = 'Вибачте, сторінку не знайдено';

/** The not-found content (spec §2 "Error page", §8): Ukrainian message, link home, English line. */
export function NotFound() {
  return (
    <>
      <Breadcrumbs trail={[{ label: NOT_FOUND_TEXT }]} />
      <h1>{NOT_FOUND_TEXT}</h1>
      <p lang="en">This page could not be found</p>
      <p>
        <PageLink href={paths.home}>Повернутися на головну сторінку</PageLink>
      </p>
    </>
  );
}

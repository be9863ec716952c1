import { paths } from '../../lib/routes';
import { Breadcrumbs } from './Breadcrumbs';

/** The not-found content (spec §2 "Error page", §8): Ukrainian message, link home, English line. */
export function NotFound() {
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Помилка' }]} />
      <h1>Вибачте, сторінку не знайдено</h1>
      <p lang="en">This page could not be found</p>
      <p>
        <a href={paths.home}>Повернутися на головну сторінку</a>
      </p>
    </>
  );
}

import { paths } from '../../lib/routes';
import { Breadcrumbs } from './Breadcrumbs';
import { PageHead } from './PageHead';
import { PageLink } from '../common/PageLink';
import { SearchForm } from '../search/SearchForm';

export const NOT_FOUND_TEXT = 'Вибачте, сторінку не знайдено';

/**
 * The not-found content (spec §2 "Error page", §8): Ukrainian message, link home, English line, the portal search;
 * the title and description are the page's (404 or /error).
 */
export function NotFound({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHead title={title} description={description} />
      <Breadcrumbs trail={[{ label: NOT_FOUND_TEXT }]} />
      <h1>{NOT_FOUND_TEXT}</h1>
      <p lang="en">This page could not be found</p>
      <p>
        <PageLink href={paths.home}>Повернутися на головну сторінку</PageLink>
      </p>
      <p>Або знайдіть потрібне пошуком по порталу:</p>
      <SearchForm id="not-found-q" label="Пошук по порталу зі сторінки помилки" />
    </>
  );
}

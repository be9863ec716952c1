import { NotFound } from '../components/layout/NotFound';
import { pageTitle } from '../lib/routes';

// The /error route of spec §2: where a route without a name ends up; it shows the not-found
// message with the link home.
export default async function ErrorPage() {
  return (
    <>
      <title>{pageTitle('Помилка')}</title>
      <NotFound />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

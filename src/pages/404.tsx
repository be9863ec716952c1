import { NotFound } from '../components/layout/NotFound';
import { pageTitle } from '../lib/routes';

// Rendered by Waku (status 404) for every unmatched route, and by the route-rules middleware
// for a project id or glossary code that does not exist.
export default async function NotFoundPage() {
  return (
    <>
      <title>{pageTitle('Сторінку не знайдено')}</title>
      <NotFound />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

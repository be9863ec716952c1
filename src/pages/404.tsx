import { PageHead } from '../components/layout/PageHead';
import { NotFound } from '../components/layout/NotFound';

// Rendered by Waku (status 404) for every unmatched route, and by the route-rules middleware
// for a project id or glossary code that does not exist.
export default async function NotFoundPage() {
  return (
    <>
      <PageHead
        title="Сторінку не знайдено"
        description="Такої сторінки на порталі проєктів МФО немає."
      />
      <NotFound />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

import { PageHead } from '../components/layout/PageHead';
import { NotFound } from '../components/layout/NotFound';

// The /error route of spec §2: where a route without a name ends up; it shows the not-found
// message with the link home.
export default async function ErrorPage() {
  return (
    <>
      <PageHead
        title="Помилка"
        description="Під час роботи порталу проєктів МФО сталася помилка."
      />
      <NotFound />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

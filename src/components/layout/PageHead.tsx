import { describe, pageTitle } from '../../lib/routes';

/**
 * The page's title and meta description (what search engines show under the title; one of its
 * own for every page). React puts both into the document's head, also after a soft navigation.
 */
export function PageHead({ title, description }: { title: string; description: string }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={describe(description)} />
    </>
  );
}

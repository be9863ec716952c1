import { ScreenHeader } from '../components/layout/ScreenHeader';
import * as css from '../components/search/Search.css';
import { SearchForm } from '../components/search/SearchForm';
import { SearchResults } from '../components/search/SearchResults';
import { portalSearchHref } from '../lib/portalSearchPath';
import { parsePortalQuery } from '../lib/portalSearchQuery';
import { getRegistry } from '../registry/database/db';
import { portalSearch } from '../registry/search/portalSearch';

// One search across the portal (ours beyond the spec): projects, glossary terms, FAQ answers,
// news and regulatory documents, every form of a word. A plain GET form and server-rendered
// results: it works without JavaScript. A refused query answers 400 (routeRules) with this page.
export default async function SearchPage({ query }: { query?: string }) {
  const parsed = parsePortalQuery(new URLSearchParams((query ?? '').replace(/^\?/, '')));
  const result = parsed.kind === 'text' ? await portalSearch(getRegistry(), parsed.q) : null;
  const value = parsed.kind === 'empty' ? '' : parsed.q;
  return (
    <>
      {/* Results pages are not for search engines (robots.txt keeps crawlers out too). */}
      <meta name="robots" content="noindex" />
      <ScreenHeader screen="search" />
      <SearchForm id="search-page-q" label="Пошук на сторінці результатів" value={value} />
      {parsed.kind === 'empty' ? (
        <p className={css.hint}>
          Введіть одне чи кілька слів: назву міста чи громади, галузь, кредитора, термін. Шукаємо в
          проєктах, глосарії, роз’ясненнях, новинах і нормативних документах, у будь-якій формі
          слова («школа» знайде й «шкіл», «Харків» — і «Харкова»).
        </p>
      ) : null}
      {parsed.kind === 'invalid' ? (
        <p className={css.notice} role="alert">
          {parsed.message}
        </p>
      ) : null}
      {result && parsed.kind === 'text' ? (
        result.terms.length === 0 ? (
          <p className={css.notice} role="alert">
            У запиті немає слів, лише розділові знаки чи символи. Введіть хоча б одне слово.
          </p>
        ) : (
          <SearchResults
            q={parsed.q}
            result={result}
            suggestion={
              result.suggestion
                ? { text: result.suggestion, href: portalSearchHref(result.suggestion) }
                : undefined
            }
          />
        )
      ) : null}
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;

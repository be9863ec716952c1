import { paths } from '../../lib/routes';
import * as css from './Search.css';

/** A corrected search offered when nothing was found (its text and its /search address). */
export interface Suggestion {
  text: string;
  href: string;
}

/**
 * Nothing found: said plainly, with what to try next. `suggestion` is the place for the
 * spelling correction of the search index («Можливо, ви мали на увазі …»): the page passes it
 * when the registry offers one.
 */
export function NothingFound({ q, suggestion }: { q: string; suggestion?: Suggestion }) {
  return (
    <div className={css.notice}>
      <p>
        {`За запитом «${q}» нічого не знайдено: ні проєктів, ні термінів, ні роз’яснень, ні новин, ні документів.`}
      </p>
      {suggestion ? (
        <p>
          Можливо, ви мали на увазі <a href={suggestion.href}>{suggestion.text}</a>?
        </p>
      ) : null}
      <p>
        Перевірте написання, спробуйте інше слово або менше слів. Проєкти можна також знайти за
        кредитором, галуззю чи сумою в <a href={paths.projects}>пошуку проєктів</a>.
      </p>
    </div>
  );
}

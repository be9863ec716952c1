import { glossaryTermPath } from '../../lib/routes';
import * as css from './Glossary.css';
import { groupGlossary, letterAnchor, type GlossaryListEntry } from './glossaryGroups';
import { PageLink } from '../common/PageLink';

/** The letter index, then the terms grouped by letter, each a link to its page. */
export function GlossaryIndex({ entries }: { entries: readonly GlossaryListEntry[] }) {
  const groups = groupGlossary(entries);
  if (groups.length === 0) return <p>Глосарій поки що порожній.</p>;
  return (
    <>
      <nav aria-label="Абетковий покажчик">
        <ul className={css.letterIndex}>
          {groups.map(({ letter, entries: list }) => (
            <li key={letter}>
              <a
                className={css.letterLink}
                href={`#${letterAnchor(letter)}`}
                aria-label={`${letter}: ${list.length} ${termsWord(list.length)}`}
              >
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ letter, entries: list }) => (
        <section
          key={letter}
          id={letterAnchor(letter)}
          className={css.group}
          aria-labelledby={`${letterAnchor(letter)}-heading`}
        >
          <h2 id={`${letterAnchor(letter)}-heading`} className={css.groupLetter}>
            {letter}
          </h2>
          <ul className={css.terms}>
            {list.map((entry) => (
              <li key={entry.code} className={css.term}>
                <PageLink href={glossaryTermPath(entry.code)}>{entry.label}</PageLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** 1 термін, 2 терміни, 5 термінів (Ukrainian plural forms). */
export function termsWord(n: number): string {
  const rule = new Intl.PluralRules('uk').select(n);
  return rule === 'one' ? 'термін' : rule === 'few' ? 'терміни' : 'термінів';
}

import { glossaryTermPath } from '../../lib/routes';
import type { GlossaryWord } from '../../registry/schemas';
import * as css from './Glossary.css';
import { PageLink } from '../common/PageLink';

const safeHref = (url: string): string | null =>
  /^(https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : null;

/** One term: the article (paragraphs split on blank lines), linked terms, sources, images. */
export function GlossaryTerm({ word }: { word: GlossaryWord }) {
  const paragraphs = word.article
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <article className={css.article} aria-labelledby="term-title">
      <h1 id="term-title">{word.name}</h1>
      {paragraphs.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
      {word.images.map((image) => (
        <figure key={image.src} className={css.figure}>
          <img className={css.image} src={image.src} alt={image.alt} loading="lazy" />
        </figure>
      ))}
      {word.linkedArticles.length > 0 && (
        <section aria-labelledby="term-linked">
          <h2 id="term-linked">Пов’язані терміни</h2>
          <ul className={css.links}>
            {word.linkedArticles.map((linked) => (
              <li key={linked.code}>
                <PageLink href={glossaryTermPath(linked.code)}>{linked.label}</PageLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {word.references.length > 0 && (
        <section aria-labelledby="term-references">
          <h2 id="term-references">Джерела</h2>
          <ul className={css.links}>
            {word.references.map((ref) => {
              const href = safeHref(ref.url);
              return (
                <li key={`${ref.title}-${ref.url}`}>
                  {href ? <a href={href}>{ref.title}</a> : ref.title}
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </article>
  );
}

import * as css from './Changes.css';

/** The visible «Підписатися (Atom)» link, with what the feed holds (its title, in the line). */
export function FeedAnchor({ href, title }: { href: string; title: string }) {
  const inLine = title.charAt(0).toLocaleLowerCase('uk') + title.slice(1);
  return (
    <p className={css.feed}>
      <a href={href} type="application/atom+xml" className={css.feedLink}>
        Підписатися (Atom)
      </a>
      <span className={css.feedHint}> — {inLine}</span>
    </p>
  );
}

/** The feed's `<link rel="alternate">`: React puts it in the page's head, where readers look. */
export function FeedAnnouncement({ href, title }: { href: string; title: string }) {
  return <link rel="alternate" type="application/atom+xml" title={title} href={href} />;
}

/** A feed announced in the head and offered as a visible link: readers find one, people the other. */
export function FeedLink(props: { href: string; title: string }) {
  return (
    <>
      <FeedAnnouncement {...props} />
      <FeedAnchor {...props} />
    </>
  );
}

import * as css from './ProjectIatiLink.css';

// The project's own record in the IATI standard (the file donors' tools read), or why it has
// none yet: the page says so instead of linking to a 404.

export type ProjectIati = { href: string } | { unavailable: string };

export function ProjectIatiLink({ iati }: { iati: ProjectIati }) {
  return (
    <p className={css.note}>
      {'href' in iati ? (
        <>
          <a href={iati.href} type="application/xml">
            Дані проєкту у форматі IATI (XML)
          </a>{' '}
          — запис міжнародного стандарту прозорості фінансування розвитку (IATI 2.03).
        </>
      ) : (
        <>Дані проєкту у форматі IATI недоступні. {iati.unavailable}</>
      )}
    </p>
  );
}

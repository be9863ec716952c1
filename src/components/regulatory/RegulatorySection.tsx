import { ScreenHeader } from '../layout/ScreenHeader';
import { formatDate } from '../../lib/format';
import type { DocumentGroup } from './groupDocuments';
import * as styles from './RegulatorySection.css';

/** `/?p=docs`: the normative documents (spec "LAWS"), grouped by kind of act. */
export function RegulatorySection({ groups }: { groups: DocumentGroup[] }) {
  const count = groups.reduce((n, g) => n + g.documents.length, 0);
  return (
    <>
      <ScreenHeader screen="docs" />
      <p className={styles.lead}>
        Закони, постанови уряду та накази, за якими Україна залучає кошти міжнародних фінансових
        організацій, готує та виконує проєкти. Посилання ведуть на офіційні тексти на порталі
        «Законодавство України» Верховної Ради, де завжди чинна редакція.
      </p>
      {count === 0 ? (
        <p>Документів поки немає.</p>
      ) : (
        <>
          <nav aria-labelledby="docs-kinds" className={styles.toc}>
            <h2 id="docs-kinds" className={styles.tocHeading}>
              Види документів
            </h2>
            <ul className={styles.tocList}>
              {groups.map((g, i) => (
                <li key={g.kind}>
                  <a href={`#docs-group-${i}`}>{g.title}</a> ({g.documents.length})
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((g, i) => (
            <section key={g.kind} aria-labelledby={`docs-group-${i}`} className={styles.group}>
              <h2 id={`docs-group-${i}`}>{g.title}</h2>
              <ul className={styles.list}>
                {g.documents.map((d) => (
                  <li key={d.id} id={`doc-${d.id}`} className={styles.item}>
                    <a
                      href={d.url}
                      className={styles.title}
                      rel="noopener noreferrer"
                      target="_blank"
                    >
                      {d.title}
                      <span className={styles.external}>
                        {' '}
                        (офіційний текст, відкриється в новій вкладці)
                      </span>
                    </a>
                    <p className={styles.meta}>
                      {d.kind} № {d.number} від <time dateTime={d.date}>{formatDate(d.date)}</time>{' '}
                      · {d.issuer}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  );
}

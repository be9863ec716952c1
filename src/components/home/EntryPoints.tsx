import { paths } from '../../lib/routes';
import * as styles from './EntryPoints.css';
import { PageLink } from '../common/PageLink';

const entries = [
  {
    href: paths.projects,
    title: 'Знайти проєкт',
    text: 'Пошук у реєстрі за назвою, кредитором, галуззю, станом, сумою чи датою підписання.',
  },
  {
    href: paths.analytics,
    title: 'Статистика',
    text: 'Скільки коштів і в які галузі спрямовано, за кредиторами, виконавцями та роками.',
  },
  {
    href: paths.news,
    title: 'Новини',
    text: 'Підписання угод, початок і завершення проєктів, рішення уряду.',
  },
  {
    href: paths.docs,
    title: 'Нормативна база',
    text: 'Закони, постанови та накази, за якими готують і виконують проєкти.',
  },
] as const;

export function EntryPoints() {
  return (
    <nav aria-labelledby="home-entry" className={styles.nav}>
      <h2 id="home-entry" className={styles.heading}>
        Що можна зробити на порталі
      </h2>
      <ul className={styles.list}>
        {entries.map((e) => (
          <li key={e.href} className={styles.item}>
            <PageLink href={e.href} className={styles.link}>
              {e.title}
            </PageLink>
            <p className={styles.text}>{e.text}</p>
          </li>
        ))}
      </ul>
    </nav>
  );
}

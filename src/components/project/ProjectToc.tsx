import * as css from './ProjectToc.css';
import { pageSections } from './sections';

/** In-page contents: plain anchors, so it works without JavaScript and from the keyboard. */
export function ProjectToc() {
  return (
    <nav aria-labelledby="project-toc-title" className={css.toc}>
      <h2 id="project-toc-title" className={css.title}>
        Зміст
      </h2>
      <ol className={css.list}>
        {pageSections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={css.link}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

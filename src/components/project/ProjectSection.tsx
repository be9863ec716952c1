import type { ReactNode } from 'react';
import * as css from './ProjectDetails.css';

/** A titled, anchored section of the project page (the table of contents links to `id`). */
export function ProjectSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={css.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

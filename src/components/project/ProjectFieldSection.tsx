import { DASH } from '../../lib/format';
import type { ProjectSectionId } from '../../lib/projectFieldCatalogue';
import { displayField, fieldsOfSection } from '../../lib/projectFields';
import type { Project } from '../../registry/schemas';
import * as css from './ProjectDetails.css';
import { ProjectSection } from './ProjectSection';
import { visuallyHidden as visuallyHiddenClass } from '../../styles/visuallyHidden.css';

/** One of the field sections (main, preparation, finance): every field, unknown ones as a dash. */
export function ProjectFieldSection({
  project,
  section,
  id,
  title,
}: {
  project: Project;
  section: ProjectSectionId;
  id: string;
  title: string;
}) {
  return (
    <ProjectSection id={id} title={title}>
      <dl className={css.fieldList}>
        {fieldsOfSection(section).map((field) => {
          const value = displayField(project, field);
          return (
            <div className={css.fieldRow} key={field.key} data-field={field.key}>
              <dt className={css.fieldLabel}>{field.label}</dt>
              <dd className={css.fieldValue}>
                {value.text === null ? (
                  <span className={css.empty}>
                    <span aria-hidden="true">{DASH}</span>
                    <span className={visuallyHiddenClass}>немає даних</span>
                  </span>
                ) : value.href ? (
                  <a
                    href={value.href}
                    rel="noopener noreferrer"
                    // Paper shows the address after the link, unless the text already is it.
                    data-print-href={value.text === value.href ? undefined : value.href}
                  >
                    {value.text}
                  </a>
                ) : (
                  value.text
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </ProjectSection>
  );
}

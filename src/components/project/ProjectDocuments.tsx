import { documentFilePath } from '../../lib/downloads';
import type { ProjectDocument } from '../../registry/schemas';
import * as css from './ProjectDocuments.css';
import { ProjectSection } from './ProjectSection';

const KB = 1024;

/** '12,3 КБ' / '1,2 МБ': visitors see how large a download is before they start it. */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} Б`;
  const kb = bytes / KB;
  if (kb < KB) return `${kb.toFixed(1).replace('.', ',')} КБ`;
  return `${(kb / KB).toFixed(1).replace('.', ',')} МБ`;
}

const typeName = (contentType: string, fileName: string): string => {
  if (contentType === 'application/pdf') return 'PDF';
  const ext = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1];
  return ext ? ext.toUpperCase() : 'файл';
};

export function ProjectDocuments({
  id,
  title,
  documents,
}: {
  id: string;
  title: string;
  documents: ProjectDocument[];
}) {
  return (
    <ProjectSection id={id} title={title}>
      {documents.length === 0 ? (
        <p>До проєкту не прикріплено документів.</p>
      ) : (
        <ul className={css.list}>
          {documents.map((doc) => (
            <li key={doc.id} className={css.item}>
              <a href={documentFilePath(doc.id, doc.fileName)} download={doc.fileName}>
                {doc.title}
              </a>{' '}
              <span className={css.meta}>
                ({typeName(doc.contentType, doc.fileName)}, {formatFileSize(doc.size)})
              </span>
            </li>
          ))}
        </ul>
      )}
    </ProjectSection>
  );
}

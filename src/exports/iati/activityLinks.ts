import { documentFilePath } from '../../lib/downloads';
import { safeHref } from '../../lib/projectFields';
import { projectPath } from '../../lib/routes';
import type { ProjectRecord } from '../../registry/projects/projectRecords';
import { codes } from './constants';
import { documentCategoryOf, documentFormatOf } from './documentKinds';
import type { Note } from './money';
import { bilingual, narrative } from './narrative';
import { cleanText } from './values';
import { element, type XmlNode } from './xmlTree';

// The activity's document links (MAPPING.md §3 row 22), in this order: the project's page on the
// portal, the agreement's text (when the registry links one over http/https), then each attached
// document by id. The registry knows neither a document's language nor its date, so attached
// documents carry neither.

const documentLink = (
  url: string,
  format: string,
  titles: XmlNode[],
  category: string,
  language?: string,
): XmlNode =>
  element('document-link', { url, format }, [
    element('title', {}, titles),
    element('category', { code: category }),
    ...(language ? [element('language', { code: language })] : []),
  ]);

const projectPage = (project: ProjectRecord['project'], origin: string) =>
  documentLink(
    `${origin}${projectPath(project.projectId)}`,
    codes.FileFormat.html,
    bilingual({
      uk: 'Сторінка проєкту на порталі проєктів МФО',
      en: 'Project page on the IFI projects portal',
    }),
    codes.DocumentCategory.activityWebPage,
    codes.Language.uk,
  );

function agreementText(project: ProjectRecord['project']): XmlNode | undefined {
  const link = cleanText(project.creditTextLink);
  const url = link ? safeHref(link) : undefined;
  if (!url) return undefined;
  const pdf = new URL(url).pathname.toLowerCase().endsWith('.pdf');
  return documentLink(
    url,
    pdf ? codes.FileFormat.pdf : codes.FileFormat.html,
    [narrative(cleanText(project.creditName) ?? 'Текст угоди')],
    codes.DocumentCategory.contract,
    codes.Language.uk,
  );
}

function attached(doc: ProjectRecord['documents'][number], origin: string, note: Note) {
  const name = cleanText(doc.title) ?? cleanText(doc.fileName);
  if (!name) {
    note(`document ${doc.id} has neither a title nor a file name: not linked`);
    return undefined;
  }
  return documentLink(
    `${origin}${documentFilePath(doc.id, doc.fileName)}`,
    documentFormatOf(doc.contentType),
    [narrative(name)],
    documentCategoryOf(doc),
  );
}

export function documentLinks(record: ProjectRecord, origin: string, note: Note): XmlNode[] {
  return [
    projectPage(record.project, origin),
    agreementText(record.project),
    ...record.documents.map((doc) => attached(doc, origin, note)),
  ].filter((link): link is XmlNode => link !== undefined);
}

import 'server-only';
import type { Registry } from '../database/db';
import type { ProjectDocument } from '../schemas';

// Attached project documents: metadata for lists, bytes for downloads.

export async function listProjectDocuments(
  db: Registry,
  projectId: string,
): Promise<ProjectDocument[]> {
  return db
    .selectFrom('projectDocuments')
    .select(['id', 'projectId', 'title', 'fileName', 'contentType', 'size'])
    .where('projectId', '=', projectId)
    .orderBy('id')
    .execute();
}

export interface DocumentFile extends ProjectDocument {
  content: Buffer;
}

/** A document by id, only when its stored file name is `fileName` too (both are in the URL). */
export async function getDocumentFile(
  db: Registry,
  id: number,
  fileName: string,
): Promise<DocumentFile | undefined> {
  return db
    .selectFrom('projectDocuments')
    .select(['id', 'projectId', 'title', 'fileName', 'contentType', 'size', 'content'])
    .where('id', '=', id)
    .where('fileName', '=', fileName)
    .executeTakeFirst();
}

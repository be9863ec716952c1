import type { SearchCriteria } from '../../lib/projectQuery';
import type { Registry } from '../../registry/database/db';
import { projectRecords, type ProjectRecord } from '../../registry/projects/projectRecords';
import { prepareSearch } from '../../registry/search/projectSearch';
import type { ProjectListItem } from '../../registry/schemas';
import { openActivityFile, singleActivityFile, type ActivityFile } from './activityFile';
import type { ExportContext } from './context';

// The registry as IATI activities: a search's projects (the list's filters, in projectId order)
// or one project. The search is prepared once, as for the list's CSV, so the file holds exactly
// the projects the list counts: activities + skipped = the list's «Знайдено N».

/**
 * Projects per batch: four queries each (rows, records, documents, cost dynamics). 100 kept the
 * server's memory lower than 250 at the same CPU time (bench:iati).
 */
export const IATI_BATCH_SIZE = 100;

async function* recordsOf(
  db: Registry,
  rows: AsyncGenerator<ProjectListItem[]>,
): AsyncGenerator<ProjectRecord[]> {
  try {
    for await (const batch of rows) {
      yield await projectRecords(
        db,
        batch.map((row) => row.projectId),
      );
    }
  } finally {
    await rows.return(undefined);
  }
}

/** The file of every project the search finds, with how many it found. */
export async function searchActivityFile(
  db: Registry,
  criteria: SearchCriteria,
  context: ExportContext,
): Promise<ActivityFile & { found: number }> {
  const { total, batches } = await prepareSearch(db, criteria).all(IATI_BATCH_SIZE, 'projectId');
  const file = await openActivityFile(recordsOf(db, batches), context);
  return { ...file, found: total };
}

/** One project's file; `missing` when the registry has no such project. */
export async function projectActivityFile(
  db: Registry,
  projectId: string,
  context: ExportContext,
): Promise<ReturnType<typeof singleActivityFile> | { missing: true }> {
  const [record] = await projectRecords(db, [projectId]);
  return record ? singleActivityFile(record, context) : { missing: true };
}

import type { ProjectRecord } from '../../registry/projects/projectRecords';
import { activityXml } from './activity';
import { IATI_VERSION } from './constants';
import type { ExportContext } from './context';
import type { SkipReason } from './skipRules';
import { log } from '../../config/log';

// The `iati-activities` file: written batch by batch as the client reads it. The XSD needs at
// least one activity, so the caller learns whether there is one before it sends any header:
// openActivityFile reads until the first activity is serialised (or the records run out) and
// holds that text; an empty selection is an answer of its own, never an invalid file. Skipped
// projects are logged and counted in a comment after the last activity.

const encoder = new TextEncoder();

const prologue = (context: ExportContext) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  `<iati-activities version="${IATI_VERSION}" generated-datetime="${context.generatedAt}">\n`;
const CLOSING = '</iati-activities>\n';

interface Counts {
  activities: number;
  skipped: number;
}

const logSkip = (context: ExportContext, projectId: string, reason: SkipReason) =>
  context.log(`iati: skipped ${projectId}: ${reason.log}`);

async function* fileText(
  records: AsyncIterable<ProjectRecord[]>,
  context: ExportContext,
  counts: Counts,
): AsyncGenerator<string> {
  yield prologue(context);
  for await (const batch of records) {
    const written: string[] = [];
    for (const record of batch) {
      const result = activityXml(record, context);
      if ('skip' in result) {
        counts.skipped += 1;
        logSkip(context, record.project.projectId, result.skip);
      } else {
        counts.activities += 1;
        written.push(result.xml, '\n');
      }
    }
    if (written.length) yield written.join('');
  }
  yield `  <!-- skipped: ${counts.skipped} -->\n${CLOSING}`;
}

export type ActivityFile =
  | { kind: 'file'; body: ReadableStream<Uint8Array> }
  | { kind: 'empty'; skipped: number };

/**
 * The file of `records`, or `empty` when none of them can be written. The body reads the next
 * batch only when the client has taken the previous one; cancelling it closes `records`.
 */
export async function openActivityFile(
  records: AsyncGenerator<ProjectRecord[]>,
  context: ExportContext,
): Promise<ActivityFile> {
  const counts: Counts = { activities: 0, skipped: 0 };
  const text = fileText(records, context, counts);
  const held: string[] = [];
  try {
    while (counts.activities === 0) {
      const next = await text.next();
      if (next.done) break;
      held.push(next.value);
    }
  } catch (error) {
    await records.return(undefined);
    throw error;
  }
  if (counts.activities === 0) return { kind: 'empty', skipped: counts.skipped };
  let first: string | undefined = held.join('');
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (first !== undefined) {
        controller.enqueue(encoder.encode(first));
        first = undefined;
        return;
      }
      try {
        const next = await text.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        // Headers are long gone: the client sees a cut connection, the log sees why.
        log.error({ err: error }, 'iati: export failed');
        controller.error(error);
      }
    },
    async cancel() {
      await text.return(undefined);
      await records.return(undefined);
    },
  });
  return { kind: 'file', body };
}

/** One activity as a whole file (the same root, no skipped count), or why it cannot be one. */
export function singleActivityFile(
  record: ProjectRecord,
  context: ExportContext,
): { xml: string } | { skip: SkipReason } {
  const result = activityXml(record, context);
  if ('skip' in result) {
    logSkip(context, record.project.projectId, result.skip);
    return result;
  }
  return { xml: `${prologue(context)}${result.xml}\n${CLOSING}` };
}

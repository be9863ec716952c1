import type { Transaction } from 'kysely';
import type { Registry } from '../../src/registry/database/db';
import { bumpDataVersion } from '../../src/registry/database/dataVersion';
import { setDataSource } from '../../src/registry/sync/syncState';
import { dialectOf } from '../../src/registry/dialect';
import type { Database, NewProjectRow } from '../../src/registry/database/dbTypes';
import type { DocumentRow } from '../../src/registry/sync/registryReplace';
import { TODAY } from './dates';
import {
  DOCUMENT_KINDS,
  createdAt,
  pdfContentFor,
  planDocuments,
  pooledPdfContent,
  type DocumentKind,
} from './documents';
import { makeGlossary } from './glossary';
import { DEFAULT_HISTORY, writeDemoHistory, type HistoryOptions } from './history';
import { makeNews } from './news';
import { renderPdf, type PdfContent } from './pdf';
import { makeProject } from './projects';
import { createRandom } from './random';
import {
  CREDITORS,
  EVENT_TYPES,
  EXECUTORS,
  PROJECT_FIELDS,
  PROJECT_STATES,
} from './referenceLists';
import { writePlacements } from '../../src/registry/places/projectPlacement';
import { REGULATORY_DOCUMENTS } from './regulatory';
import { makeStats, type StatRow } from './stats';

export { writeFaqFiles } from './faq';

// Fills an empty, migrated registry with deterministic demo data in one transaction.
// Projects are generated and inserted in chunks with multi-row INSERTs, so memory stays flat
// and 100 000 projects take about 40 s (idle 2-core machine, with generate.ts's bulk pragmas).

export interface SeedOptions {
  seed?: number;
  projects?: number;
  /** The made-up past of the change history (./history.ts); `months: 0` for none. */
  history?: Partial<HistoryOptions>;
}

export interface SeedSummary {
  projectStates: number;
  projectFields: number;
  creditors: number;
  responsibleExecutors: number;
  eventTypes: number;
  projects: number;
  projectDocuments: number;
  projectStats: number;
  news: number;
  glossaryWords: number;
  regulatoryDocuments: number;
  registryInfo: number;
  /** Monthly revisions of the change history, and the project changes in them. */
  registryRevisions: number;
  projectChanges: number;
}

export const DEFAULT_SEED = 20190101;
export const DEFAULT_PROJECTS = 300;

/** Above this many projects, documents share a small pool of PDFs instead of one each. */
export const PDF_POOL_ABOVE = 1000;
const POOL_VARIANTS = 3;

const DOCUMENT_STREAM = 2;
const STATS_STREAM = 4;
const PROJECT_CHUNK = 500;
// SQLite allows 32 766 bound parameters per statement; stay well below.
const MAX_PARAMETERS = 30_000;

type Tx = Transaction<Database>;

function chunked<T>(rows: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function insertReferenceLists(trx: Tx): Promise<void> {
  await trx
    .insertInto('projectStates')
    .values([...PROJECT_STATES])
    .execute();
  await trx
    .insertInto('projectFields')
    .values([...PROJECT_FIELDS])
    .execute();
  await trx
    .insertInto('creditors')
    .values(CREDITORS.map(({ id, name, shortName }) => ({ id, name, shortName })))
    .execute();
  await trx
    .insertInto('responsibleExecutors')
    .values(EXECUTORS.map(({ id, name }) => ({ id, name })))
    .execute();
  await trx
    .insertInto('eventTypes')
    .values([...EVENT_TYPES])
    .execute();
}

// Rendering dominates seeding time (~15 ms a PDF) and test suites seed many registries with
// the same seed, so rendered files are kept for the life of the process, keyed by content.
const renderedPdfs = new Map<string, Buffer>();
const RENDERED_PDF_LIMIT = 5000;

async function renderCached(content: PdfContent): Promise<Buffer> {
  const key = JSON.stringify(content);
  const cached = renderedPdfs.get(key);
  if (cached) return cached;
  const pdf = await renderPdf(content);
  if (renderedPdfs.size >= RENDERED_PDF_LIMIT) renderedPdfs.clear();
  renderedPdfs.set(key, pdf);
  return pdf;
}

async function renderPool(): Promise<Map<DocumentKind, Buffer[]>> {
  const pool = new Map<DocumentKind, Buffer[]>();
  for (const kind of DOCUMENT_KINDS) {
    const variants: Buffer[] = [];
    for (let v = 0; v < POOL_VARIANTS; v++) {
      variants.push(await renderCached(pooledPdfContent(kind, v)));
    }
    pool.set(kind, variants);
  }
  return pool;
}

async function insertProjects(
  trx: Tx,
  seed: number,
  count: number,
  summary: SeedSummary,
): Promise<void> {
  const pool = count > PDF_POOL_ABOVE ? await renderPool() : undefined;
  for (let start = 0; start < count; start += PROJECT_CHUNK) {
    const end = Math.min(count, start + PROJECT_CHUNK);
    const projects: NewProjectRow[] = [];
    const documents: DocumentRow[] = [];
    const stats: StatRow[] = [];
    for (let index = start; index < end; index++) {
      const project = makeProject(seed, index);
      projects.push(project.row);
      const docRnd = createRandom(seed, DOCUMENT_STREAM, index);
      for (const spec of planDocuments(docRnd, project)) {
        const variant = docRnd.int(0, POOL_VARIANTS - 1);
        const content =
          pool?.get(spec.kind)?.[variant] ?? (await renderCached(pdfContentFor(spec, project)));
        documents.push({
          projectId: project.row.projectId,
          title: spec.title,
          fileName: spec.fileName,
          contentType: 'application/pdf',
          size: content.length,
          content,
          createdAt: createdAt(docRnd, spec),
        });
      }
      stats.push(...makeStats(createRandom(seed, STATS_STREAM, index), project));
    }
    const first = projects[0];
    if (!first) continue;
    for (const rows of chunked(projects, Object.keys(first).length)) {
      await trx.insertInto('projects').values(rows).execute();
      await writePlacements(trx, rows);
    }
    for (const rows of chunked(documents, 7)) {
      await trx.insertInto('projectDocuments').values(rows).execute();
    }
    for (const rows of chunked(stats, 4)) {
      await trx.insertInto('projectStats').values(rows).execute();
    }
    summary.projects += projects.length;
    summary.projectDocuments += documents.length;
    summary.projectStats += stats.length;
  }
}

export async function seedRegistry(db: Registry, options: SeedOptions = {}): Promise<SeedSummary> {
  const seed = options.seed ?? DEFAULT_SEED;
  const count = options.projects ?? DEFAULT_PROJECTS;
  if (!Number.isInteger(count) || count < 0) throw new Error(`invalid project count: ${count}`);

  const existing = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) {
    throw new Error('the registry already has projects; seed an empty database');
  }

  const news = makeNews(seed);
  const glossary = makeGlossary();
  const summary: SeedSummary = {
    projectStates: PROJECT_STATES.length,
    projectFields: PROJECT_FIELDS.length,
    creditors: CREDITORS.length,
    responsibleExecutors: EXECUTORS.length,
    eventTypes: EVENT_TYPES.length,
    projects: 0,
    projectDocuments: 0,
    projectStats: 0,
    news: news.length,
    glossaryWords: glossary.length,
    regulatoryDocuments: REGULATORY_DOCUMENTS.length,
    registryInfo: 3,
    registryRevisions: 0,
    projectChanges: 0,
  };

  // The dialect's bulk-load settings (SQLite pragmas; PostgreSQL key sequences and ANALYZE).
  await dialectOf(db).bulkLoad(db, () =>
    db.transaction().execute(async (trx) => {
      await insertReferenceLists(trx);
      await insertProjects(trx, seed, count, summary);
      await dialectOf(trx).refreshSearchIndex(trx);
      const history = await writeDemoHistory(trx, seed, count, {
        ...DEFAULT_HISTORY,
        ...options.history,
      });
      summary.registryRevisions = history.revisions;
      summary.projectChanges = history.changes;
      await trx.insertInto('news').values(news).execute();
      await trx.insertInto('glossaryWords').values(glossary).execute();
      await trx
        .insertInto('regulatoryDocuments')
        .values([...REGULATORY_DOCUMENTS])
        .execute();
      await trx.insertInto('registryInfo').values({ key: 'lastUpdate', value: TODAY }).execute();
      // Marks the data as generated: the layout shows the demo notice and /healthz says "demo".
      await setDataSource(trx, 'demo');
      await bumpDataVersion(trx);
    }),
  );
  return summary;
}

import { databaseTarget, migrateToLatest, openRegistry } from '../registry/database/db';
import { dialectOf } from '../registry/dialect';
import { settings } from '../config/environment';
import { ConfigError } from '../config/registryService';
import { SyncError } from '../sync/errors';
import { createProgress } from '../sync/progress';
import { runSync, type SyncSummary } from '../sync/runSync';

// `npm run registry:sync`: one full sync from REGISTRY_URL into the registry database. Exit 0
// with a summary, or exit 1 with one line saying which call failed and how. Also run by the
// portal's background sync, as a child process (syncProcess.ts) so the server's event loop
// never waits for it.

function summaryLine(s: SyncSummary, seconds: string): string {
  const examples = s.skippedExamples.map((e) => `${e.kind} ${e.id}: ${e.reason}`).join('; ');
  const skipped = s.skipped ? ` (${s.skipped} skipped${examples ? `, e.g. ${examples}` : ''})` : '';
  return (
    `registry-sync: done in ${seconds} s: ${s.projects} projects${skipped}, ` +
    `${s.projectStats} cost-dynamics rows, ${s.projectDocuments} documents, ${s.news} news, ` +
    `${s.glossaryWords} glossary words, ${s.regulatoryDocuments} regulatory documents; ` +
    `registry updated ${s.lastUpdate ?? 'unknown'}; ${changesText(s.changes)}`
  );
}

function changesText(changes: SyncSummary['changes']): string {
  if (!changes) return 'no project changes recorded';
  return `changes recorded: ${changes.added} added, ${changes.changed} changed, ${changes.removed} removed`;
}

async function main(): Promise<number> {
  let config;
  try {
    config = settings().sync;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`registry-sync: failed: ${error.message}`);
      return 1;
    }
    throw error;
  }
  if (!config) {
    console.error('registry-sync: failed: REGISTRY_URL is not set');
    return 1;
  }
  const started = performance.now();
  let db;
  try {
    // DATABASE_URL (PostgreSQL) or DATABASE_PATH; migrations under the dialect's start-up lock,
    // as a portal starting at the same moment takes it too.
    db = openRegistry(databaseTarget());
    await dialectOf(db).exclusively(db, 'prepare', migrateToLatest);
    const summary = await runSync(db, config, { progress: createProgress() });
    console.log(summaryLine(summary, ((performance.now() - started) / 1000).toFixed(1)));
    return 0;
  } catch (error) {
    const message =
      error instanceof SyncError ? error.message : String((error as Error)?.message ?? error);
    console.error(`registry-sync: failed: ${message.split('\n')[0]}`);
    return 1;
  } finally {
    await db?.destroy();
  }
}

process.exitCode = await main();

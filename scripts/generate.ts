import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { migrateToLatest, openRegistry } from '../src/registry/db';
import { writeEnglishGlossary } from '../src/registry/glossaryFile';
import { englishGlossaryLabels } from './demo/glossary';
import { DEFAULT_PROJECTS, DEFAULT_SEED, seedRegistry, writeFaqFiles } from './demo/seed';

// Demo registry generator:
//   npx tsx --conditions=react-server scripts/generate.ts [--out file] [--projects N]
//     [--seed S] [--force]
// Creates (or, with --force, recreates) the SQLite file, migrates it, fills it with
// deterministic demo data and rewrites the static FAQ files and the English glossary list
// (data/glossary/en.json) under public/.

function fail(message: string): never {
  console.error(`generate: ${message}`);
  process.exit(2);
}

function integer(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) fail(`--${name} must be a non-negative integer, got '${value}'`);
  return Number(value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      projects: { type: 'string' },
      seed: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const out = path.resolve(values.out ?? process.env.DATABASE_PATH ?? 'data/registry.sqlite');
  const projects = integer(values.projects, 'projects', DEFAULT_PROJECTS);
  const seed = integer(values.seed, 'seed', DEFAULT_SEED);

  if (fs.existsSync(out)) {
    if (!values.force) fail(`${out} already exists; pass --force to replace it`);
    // WAL mode leaves -wal and -shm companions that belong to the old file.
    for (const file of [out, `${out}-wal`, `${out}-shm`]) fs.rmSync(file, { force: true });
  }

  const started = performance.now();
  const db = openRegistry(out);
  try {
    await migrateToLatest(db);
    // Bulk-load settings for a brand-new file. In WAL mode every page is written twice (to the
    // WAL, then to the database) and a 2 MB page cache keeps re-spilling index pages; a fresh
    // file has nothing to protect, so keep the rollback journal in memory, skip fsyncs and use
    // a large cache. WAL is switched back on afterwards, as the server expects.
    await sql`PRAGMA journal_mode = MEMORY`.execute(db);
    await sql`PRAGMA synchronous = OFF`.execute(db);
    await sql`PRAGMA cache_size = -262144`.execute(db);
    const summary = await seedRegistry(db, { seed, projects });
    await sql`PRAGMA journal_mode = WAL`.execute(db);
    const publicDir = fileURLToPath(new URL('../public', import.meta.url));
    writeFaqFiles(publicDir);
    await writeEnglishGlossary(db, publicDir, englishGlossaryLabels());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const counts = Object.entries(summary)
      .map(([table, n]) => `${table}=${n}`)
      .join(' ');
    console.log(`generate: ${out} seed=${seed} ${counts} in ${seconds}s`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import {
  databaseTarget,
  describeTarget,
  migrateToLatest,
  openRegistry,
} from '../src/registry/database/db';
import { isPostgresUrl } from '../src/registry/dialect';
import { writeEnglishGlossary } from '../src/registry/content/glossaryFile';
import { englishGlossaryLabels } from './demo/glossary';
import { DEFAULT_PROJECTS, DEFAULT_SEED, seedRegistry, writeFaqFiles } from './demo/seed';

// Demo registry generator:
//   npx tsx --conditions=react-server scripts/generate.ts [--out file | --database-url URL]
//     [--projects N] [--seed S] [--force]
// Creates (or, with --force, recreates) the SQLite file — or, with a postgres:// URL, fills
// that database (--force first drops everything in its current schema) — migrates it, fills
// it with deterministic demo data and rewrites the static FAQ files and the English glossary
// list (data/glossary/en.json) under public/.

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
      'database-url': { type: 'string' },
      projects: { type: 'string' },
      seed: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const url = values['database-url'];
  if (url !== undefined && !isPostgresUrl(url)) fail(`--database-url must be postgres://…`);
  if (url !== undefined && values.out !== undefined) fail('give --out or --database-url, not both');
  const out = url ?? (values.out ? path.resolve(values.out) : databaseTarget());
  const projects = integer(values.projects, 'projects', DEFAULT_PROJECTS);
  const seed = integer(values.seed, 'seed', DEFAULT_SEED);

  if (!isPostgresUrl(out) && fs.existsSync(out)) {
    if (!values.force) fail(`${out} already exists; pass --force to replace it`);
    // WAL mode leaves -wal and -shm companions that belong to the old file.
    for (const file of [out, `${out}-wal`, `${out}-shm`]) fs.rmSync(file, { force: true });
  }

  const started = performance.now();
  const db = openRegistry(out);
  try {
    if (isPostgresUrl(out) && values.force) {
      await sql`DROP SCHEMA IF EXISTS public CASCADE`.execute(db);
      await sql`CREATE SCHEMA public`.execute(db);
    }
    await migrateToLatest(db);
    const existing = await db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) {
      await db.destroy();
      fail(`${describeTarget(out)} already has projects; pass --force to replace everything`);
    }
    const summary = await seedRegistry(db, { seed, projects });
    const publicDir = fileURLToPath(new URL('../public', import.meta.url));
    writeFaqFiles(publicDir);
    await writeEnglishGlossary(db, publicDir, englishGlossaryLabels());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const counts = Object.entries(summary)
      .map(([table, n]) => `${table}=${n}`)
      .join(' ');
    console.log(`generate: ${describeTarget(out)} seed=${seed} ${counts} in ${seconds}s`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

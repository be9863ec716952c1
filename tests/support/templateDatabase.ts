import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, sealTemplate, scratchDatabaseFrom } from './postgres';

// Migrating and seeding a demo database takes seconds (a tsx process, the schema, thousands of
// rows), and the integration suite needs dozens of them. The suite's global setup prepares one
// seeded template per run; every test database after it is a copy: a file copy on SQLite,
// CREATE DATABASE … TEMPLATE on PostgreSQL. Test workers find it in IFI_TEST_TEMPLATE.

const TEMPLATE_ENV = 'IFI_TEST_TEMPLATE';

/**
 * Prepares the run's template with `prepare` (migrate and seed a target) and tells the workers;
 * returns what removes it (PostgreSQL templates go with the run's scratch databases).
 */
export async function makeTemplate(
  dialect: 'sqlite' | 'postgres',
  prepare: (target?: string) => string,
): Promise<() => void> {
  if (dialect === 'postgres') {
    const url = prepare(await createScratchDatabase());
    await sealTemplate(url);
    process.env[TEMPLATE_ENV] = url;
    return () => {};
  }
  const file = prepare();
  process.env[TEMPLATE_ENV] = file;
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

/** A fresh copy of the run's template, or undefined when there is none (a test run alone). */
export async function copyOfTemplate(): Promise<string | undefined> {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return undefined;
  if (/^postgres(ql)?:\/\//.test(template)) return scratchDatabaseFrom(template);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-')), 'registry.sqlite');
  fs.copyFileSync(template, file);
  // The template's process closed it (checkpointed); a journal left over goes with it anyway.
  for (const suffix of ['-wal', '-shm']) {
    if (fs.existsSync(template + suffix)) fs.copyFileSync(template + suffix, file + suffix);
  }
  return file;
}

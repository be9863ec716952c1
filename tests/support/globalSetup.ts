import type { TestProject } from 'vitest/node';
import { portalDialect, prepareDatabase, startPortal } from './portal';
import { dropRunDatabases } from './postgres';
import { makeTemplate } from './templateDatabase';

// One shared portal for the integration suite; tests that need their own configuration
// (SMTP, a broken database…) start another with startPortal().
export default async function setup(project: TestProject) {
  // Workers inherit it: every scratch PostgreSQL database of this run gets its prefix.
  const run = (process.env.IFI_TEST_RUN ??= String(process.pid));
  // The project's `env` reaches the test workers; this setup runs in the main process.
  const dialect = project.config.env?.INTEGRATION_DIALECT;
  if (dialect) process.env.INTEGRATION_DIALECT = dialect;
  // One seeded database per run; every test database is a copy of it.
  const removeTemplate = await makeTemplate(portalDialect(), prepareDatabase);
  const portal = await startPortal();
  project.provide('baseURL', portal.url);
  project.provide('databasePath', portal.databasePath);
  return async () => {
    await portal.stop();
    removeTemplate();
    if (portalDialect() === 'postgres') await dropRunDatabases(run);
  };
}

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const serverOnly = { 'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts') };

// Tests named `*.db.test.ts` (or `.tsx`) run on both databases: SQLite in the `unit` project
// and again on PostgreSQL 15 in `unit-pg` (tests/support/testRegistry.ts picks the dialect). Any
// other unit test runs on SQLite only.
const bothDatabases = 'tests/unit/**/*.db.test.{ts,tsx}';
// Likewise an integration file named `*.db.test.ts` checks something the database decides
// (queries, writes, search, backups, sync, limits counted in the database): it runs with the
// portal on SQLite in `integration` and again on PostgreSQL in `integration-pg`. Any other
// integration file (the HTTP edge, markup, the build, the typed client) runs on SQLite only:
// repeating it on PostgreSQL tested nothing new and cost minutes.
const integrationBothDatabases = 'tests/integration/**/*.db.test.ts';
// PostgreSQL only: several portal processes on one database.
const integrationPostgresOnly = 'tests/integration/twoProcesses.test.ts';

// Workers per project; TEST_WORKERS overrides (1 runs a project's files one at a time).
const unitWorkers = Number(process.env.TEST_WORKERS) || 2;
const integrationWorkers = Number(process.env.TEST_WORKERS) || 2;

// The unit files of a worker share their modules instead of each loading them again: loading was
// most of the unit steps' time (measured alone on a 2-core machine: 105 → 36 CPU seconds, 60 →
// 25 s), and threads start faster than processes. What a file makes is released after it by the
// setup file. A file that mocks a module or resets the module registry (prom-client's series,
// for one, cannot be registered twice) is named `*.isolated.test.ts` and runs in a project of
// its own with fresh modules: `unit-isolated`, and `unit-pg-isolated` for `*.isolated.db.test.ts`.
const isolatedFiles = 'tests/unit/**/*.isolated.{test,db.test}.{ts,tsx}';
const sharedModules = {
  pool: 'threads' as const,
  isolate: false,
  setupFiles: ['tests/support/unitFileSetup.ts'],
  exclude: [isolatedFiles],
};
const unitBase = {
  environment: 'node' as const,
  // Seeding a demo registry takes seconds on a loaded 2-core machine.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Vitest's default is one worker less than the cores: one, on the 2-core machines.
  maxWorkers: unitWorkers,
};
// The edge's JSON log lines would only bury the test report.
const sqliteEnv = { LOG_LEVEL: 'silent' };
// The registry tests again, on a scratch PostgreSQL 15 database per suite.
const postgresEnv = { REGISTRY_TEST_DIALECT: 'postgres', LOG_LEVEL: 'silent' };
const postgresTeardown = ['tests/support/scratchDatabasesTeardown.ts'];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'unit',
          ...unitBase,
          ...sharedModules,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          env: sqliteEnv,
        },
      },
      {
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'unit-isolated',
          ...unitBase,
          include: [isolatedFiles],
          env: sqliteEnv,
        },
      },
      {
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'unit-pg',
          ...unitBase,
          ...sharedModules,
          include: [bothDatabases],
          env: postgresEnv,
          globalSetup: postgresTeardown,
        },
      },
      {
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'unit-pg-isolated',
          ...unitBase,
          include: ['tests/unit/**/*.isolated.db.test.{ts,tsx}'],
          env: postgresEnv,
          globalSetup: postgresTeardown,
        },
      },
      {
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [integrationPostgresOnly],
          environment: 'node',
          globalSetup: ['tests/support/globalSetup.ts'],
          setupFiles: ['tests/support/integrationFileSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files side by side: each starts its own portals on free ports with their own
          // databases (copies of the run's template), and the files sharing the global portal
          // speak from loopback addresses of their own where they spend a per-client budget.
          maxWorkers: integrationWorkers,
        },
      },
      {
        // The database's integration files again, with the portal on a scratch PostgreSQL 15
        // database.
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'integration-pg',
          include: [integrationBothDatabases, integrationPostgresOnly],
          environment: 'node',
          env: { INTEGRATION_DIALECT: 'postgres' },
          globalSetup: ['tests/support/globalSetup.ts'],
          setupFiles: ['tests/support/integrationFileSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files side by side: each starts its own portals on free ports with their own
          // databases (copies of the run's template), and the files sharing the global portal
          // speak from loopback addresses of their own where they spend a per-client budget.
          maxWorkers: integrationWorkers,
        },
      },
    ],
  },
});

import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const serverOnly = { 'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts') };

// Tests named `*.db.test.ts` (or `.tsx`) run on both databases: SQLite in the `unit` project
// and again on PostgreSQL 15 in `unit-pg` (tests/support/testRegistry.ts picks the dialect). Any
// other unit test runs on SQLite only.
const bothDatabases = 'tests/unit/**/*.db.test.{ts,tsx}';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The edge's JSON log lines would only bury the test report.
          env: { LOG_LEVEL: 'silent' },
          // Seeding a demo registry takes seconds on a loaded 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The registry tests again, on a scratch PostgreSQL 15 database per suite.
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'unit-pg',
          include: [bothDatabases],
          environment: 'node',
          env: { REGISTRY_TEST_DIALECT: 'postgres', LOG_LEVEL: 'silent' },
          globalSetup: ['tests/support/scratchDatabasesTeardown.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // PostgreSQL only: several portal processes on one database.
          exclude: ['tests/integration/twoProcesses.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // The integration suite again, with the portal on a scratch PostgreSQL 15 database.
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'integration-pg',
          include: ['tests/integration/**/*.test.ts'],
          // SQLite-only: a database file that cannot be opened or written.
          exclude: ['tests/integration/databasePath.test.ts'],
          environment: 'node',
          env: { INTEGRATION_DIALECT: 'postgres' },
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

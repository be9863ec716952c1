import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const serverOnly = { 'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts') };

// Unit tests of the registry layer: they run on SQLite (project `unit`) and PostgreSQL (`unit-pg`).
const registryTests = [
  'tests/unit/projectSearch.test.ts',
  'tests/unit/statistics.test.ts',
  'tests/unit/contactOutbox.test.ts',
  'tests/unit/dataVersion.test.ts',
  'tests/unit/registryReads.test.ts',
  'tests/unit/restApi.test.ts',
  'tests/unit/projectDetailsRouter.test.ts',
  'tests/unit/glossaryCollation.test.ts',
  'tests/unit/projectFields.test.ts',
  'tests/unit/projectFieldCatalogue.test.ts',
  'tests/unit/registryDialect.test.ts',
  'tests/unit/filterCatalogue.test.tsx',
  'tests/unit/migrationSchema.test.ts',
  'tests/unit/rateLimits.test.ts',
  'tests/unit/iatiExport.test.ts',
  'tests/unit/changeHistory.test.ts',
  'tests/unit/portalSearch.test.ts',
];

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
          include: registryTests,
          environment: 'node',
          env: { REGISTRY_TEST_DIALECT: 'postgres', LOG_LEVEL: 'silent' },
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

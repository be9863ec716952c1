import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const serverOnly = { 'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts') };

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
          // Seeding a test registry takes >10 s when six builds share the two cores.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        resolve: { alias: serverOnly },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

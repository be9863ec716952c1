import type { TestProject } from 'vitest/node';
import { startPortal } from './portal';

// One shared portal for the integration suite; tests that need their own configuration
// (SMTP, a broken database…) start another with startPortal().
export default async function setup(project: TestProject) {
  const portal = await startPortal();
  project.provide('baseURL', portal.url);
  project.provide('databasePath', portal.databasePath);
  return async () => {
    await portal.stop();
  };
}

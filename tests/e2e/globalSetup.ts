import { startPortal } from '../support/portal';

// Starts the production build once; workers read its address from the environment.
export default async function globalSetup() {
  const portal = await startPortal();
  process.env.E2E_BASE_URL = portal.url;
  process.env.E2E_DATABASE_PATH = portal.databasePath;
  return async () => {
    await portal.stop();
  };
}

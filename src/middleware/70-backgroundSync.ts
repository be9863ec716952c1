import type { MiddlewareHandler } from 'hono';
import { getRegistry } from '../registry/db';
import { startBackgroundSync, syncIntervalMs } from '../sync/backgroundSync';

// Starts the background sync once per server process (REGISTRY_SYNC_INTERVAL); passes through.
export default function backgroundSync(): MiddlewareHandler {
  const interval = syncIntervalMs();
  if (interval) startBackgroundSync(getRegistry, interval);
  return (_c, next) => next();
}

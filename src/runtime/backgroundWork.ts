import { startProcessOutbox } from '../registry/contact/contactOutbox';
import { getRegistry } from '../registry/database/db';
import { startBackgroundSync } from './backgroundSync';
import { settings } from '../config/environment';

// What a serving process does besides answering requests: deliver the contact outbox (SMTP_URL)
// and sync from the registry service (REGISTRY_SYNC_INTERVAL). Called once the server is
// created (server-entry's `serve`), never when a module is imported: the build imports the
// server entry, and an open database connection or a timer would keep it from exiting.
export function startBackgroundWork({ contact, syncIntervalMs } = settings()): void {
  if (contact) startProcessOutbox(getRegistry(), contact);
  if (syncIntervalMs) startBackgroundSync(getRegistry, syncIntervalMs);
}

import { createHash } from 'node:crypto';
import { getDataVersion } from '../../registry/database/dataVersion';
import type { Registry } from '../../registry/database/db';
import { getLastSync } from '../../registry/sync/syncState';
import { matchesEtag } from '../middleware/pageCache';

// Conditional requests for the IATI files. A file depends on the registry's data (its data
// version, which every sync and seed bumps), on the day it is written (dates become "actual",
// this year's funds are dated today), on what was asked (filters, project) and on this code:
// the ETag names all four, so a harvester that asks daily gets 304 until one of them changes.
// Last-Modified is the later of the start of that day and the last successful sync.

/** Bump when the mapping changes what the files hold, so old copies stop matching. */
const MAPPING_REVISION = 1;

export interface Freshness {
  etag: string;
  lastModified: string;
}

export async function iatiFreshness(
  db: Registry,
  request: { what: string; origin: string; today: string },
): Promise<Freshness> {
  const [version, lastSync] = await Promise.all([getDataVersion(db), getLastSync(db)]);
  const hash = createHash('sha256')
    .update(`${MAPPING_REVISION}\n${request.origin}\n${request.what}`)
    .digest('base64url')
    .slice(0, 16);
  const dayStart = Date.parse(`${request.today}T00:00:00Z`);
  const synced = lastSync.ok && lastSync.finishedAt ? Date.parse(lastSync.finishedAt) : NaN;
  const modified = Number.isNaN(synced) ? dayStart : Math.max(dayStart, synced);
  return {
    // Weak: the bytes differ per response (generated-datetime), what they say does not.
    etag: `W/"iati-${version}-${request.today}-${hash}"`,
    lastModified: new Date(modified).toUTCString(),
  };
}

/** True when the client's copy is current (If-None-Match first, as RFC 9110 §13.2.2 orders). */
export function isNotModified(headers: Headers, freshness: Freshness): boolean {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null) return matchesEtag(ifNoneMatch, freshness.etag);
  const since = Date.parse(headers.get('if-modified-since') ?? '');
  return !Number.isNaN(since) && Date.parse(freshness.lastModified) <= since;
}

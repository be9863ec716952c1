import 'server-only';
import { z } from 'zod';
import type { Registry } from '../database/db';
import { perDataVersion } from '../database/perDataVersion';

// What every portal process must agree on about the registry's data, kept in registryInfo:
// where the data came from (demo generator or the ministry's registry), the last sync's outcome
// and the lease that lets only one process sync at a time. Plain Kysely, so the same code runs
// on SQLite and PostgreSQL.

export const dataSourceSchema = z.enum(['demo', 'registry']);
export type DataSource = z.infer<typeof dataSourceSchema>;

export const syncStatusSchema = z.object({
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  ok: z.boolean().nullable(),
  projects: z.number().int(),
  skipped: z.number().int(),
  error: z.string().nullable(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

const KEYS = {
  source: 'dataSource',
  sync: 'lastSync',
  lastGood: 'lastSuccessfulSync',
  lease: 'syncLease',
} as const;

export const neverSynced: SyncStatus = {
  startedAt: null,
  finishedAt: null,
  ok: null,
  projects: 0,
  skipped: 0,
  error: null,
};

async function readKey(db: Registry, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('registryInfo')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

async function writeKey(db: Registry, key: string, value: string): Promise<void> {
  await db
    .insertInto('registryInfo')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** What the database holds; databases from before this key existed only ever held demo data. */
export async function getDataSource(db: Registry): Promise<DataSource> {
  const parsed = dataSourceSchema.safeParse(await readKey(db, KEYS.source));
  return parsed.success ? parsed.data : 'demo';
}

/** True once any sync has written registry data: demo data must never be seeded there again. */
export async function hasHeldRegistryData(db: Registry): Promise<boolean> {
  return (await readKey(db, KEYS.source)) === 'registry';
}

/** Call inside the transaction that writes the data. */
export async function setDataSource(db: Registry, source: DataSource): Promise<void> {
  await writeKey(db, KEYS.source, source);
}

export function getLastSync(db: Registry): Promise<SyncStatus> {
  return readStatus(db, KEYS.sync);
}

/** The last sync that succeeded (a failed one after it leaves it as it was). */
export function getLastSuccessfulSync(db: Registry): Promise<SyncStatus> {
  return readStatus(db, KEYS.lastGood);
}

async function readStatus(db: Registry, key: string): Promise<SyncStatus> {
  const raw = await readKey(db, key);
  if (!raw) return neverSynced;
  try {
    const parsed = syncStatusSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : neverSynced;
  } catch {
    return neverSynced;
  }
}

export async function recordSyncStatus(db: Registry, status: SyncStatus): Promise<void> {
  const value = JSON.stringify(syncStatusSchema.parse(status));
  await writeKey(db, KEYS.sync, value);
  if (status.ok === true && status.finishedAt) await writeKey(db, KEYS.lastGood, value);
}

// The lease is one row whose value starts with its expiry in epoch milliseconds, zero-padded to
// a fixed width, so "expired" is a plain string comparison and taking it is one conditional
// UPDATE: atomic on both databases without locks or dialect-specific SQL.
const WIDTH = 15;
const stamp = (ms: number) => String(Math.max(0, Math.floor(ms))).padStart(WIDTH, '0');
const leaseValue = (expiresAt: number, owner: string) => `${stamp(expiresAt)} ${owner}`;

export interface Lease {
  owner: string;
  value: string;
}

/** Takes the sync lease when it is free or expired; undefined when another process holds it. */
export async function takeSyncLease(
  db: Registry,
  owner: string,
  ttlMs: number,
  now = Date.now(),
): Promise<Lease | undefined> {
  await db
    .insertInto('registryInfo')
    .values({ key: KEYS.lease, value: leaseValue(0, '') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const value = leaseValue(now + ttlMs, owner);
  const result = await db
    .updateTable('registryInfo')
    .set({ value })
    .where('key', '=', KEYS.lease)
    .where('value', '<', stamp(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { owner, value } : undefined;
}

/** Extends a held lease; false when it was lost (expired and taken by another process). */
export async function renewSyncLease(
  db: Registry,
  lease: Lease,
  ttlMs: number,
  now = Date.now(),
): Promise<boolean> {
  const value = leaseValue(now + ttlMs, lease.owner);
  const result = await db
    .updateTable('registryInfo')
    .set({ value })
    .where('key', '=', KEYS.lease)
    .where('value', '=', lease.value)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  lease.value = value;
  return true;
}

export async function releaseSyncLease(db: Registry, lease: Lease): Promise<void> {
  await db
    .updateTable('registryInfo')
    .set({ value: leaseValue(0, '') })
    .where('key', '=', KEYS.lease)
    .where('value', '=', lease.value)
    .execute();
}

/** Whether the registry holds the demo data (the shell's notice), read once per data version. */
export async function holdsDemoData(db: Registry): Promise<boolean> {
  return (await perDataVersion(db, 'dataSource', () => getDataSource(db))) === 'demo';
}

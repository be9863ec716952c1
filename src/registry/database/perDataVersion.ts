import 'server-only';
import type { Registry } from './db';
import { getDataVersion } from './dataVersion';

// Reads that depend only on the registry's data — the filter form's reference lists, whether
// the data is the demo — change only when the data version does (every sync, import and seed
// bumps it in the same transaction). They are read once per version and process, not on every
// page: each use costs one read of the version instead of the reads themselves. The
// version is read first, so a value is never older than the version it is kept under. One
// entry per name (names are constants in the code), per registry handle.

const kept = new WeakMap<Registry, Map<string, { version: number; value: Promise<unknown> }>>();

export async function perDataVersion<T>(
  db: Registry,
  name: string,
  read: () => Promise<T>,
): Promise<T> {
  const version = await getDataVersion(db);
  let byName = kept.get(db);
  if (!byName) kept.set(db, (byName = new Map()));
  const hit = byName.get(name);
  if (hit?.version === version) return hit.value as Promise<T>;
  const value = read();
  const entry = { version, value };
  byName.set(name, entry);
  // A failed read is not kept: the next page tries again.
  value.catch(() => {
    if (byName.get(name) === entry) byName.delete(name);
  });
  return value;
}

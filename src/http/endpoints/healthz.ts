import type { Handler } from 'hono';
import { getRegistry, type Registry } from '../../registry/database/db';
import { readBackupStatus, scheduledBackupDir } from '../../registry/backup/backupStatus';
import { getDataSource, getLastSync } from '../../registry/sync/syncState';

// GET /healthz for load balancers and operators: what the database holds ("demo" or
// "registry", whatever the environment says) and how the last sync went. No secrets: the sync
// records only the call and the status of a failure. With scheduled backups on, the last
// successful backup (time, size) and the last failure too.

export const healthz: Handler = () => healthzResponse(getRegistry());

export async function healthzResponse(db: Registry): Promise<Response> {
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  };
  try {
    const [dataSource, lastSync] = await Promise.all([getDataSource(db), getLastSync(db)]);
    const backup = backupHealth();
    // A failed sync (or backup) leaves the previous data serving: degraded, not down.
    const status = lastSync.ok === false || backup?.failing ? 'degraded' : 'ok';
    return new Response(
      JSON.stringify({ status, dataSource, lastSync, ...(backup ? { backup } : {}) }),
      { headers },
    );
  } catch {
    return new Response(JSON.stringify({ status: 'error' }), { status: 503, headers });
  }
}

function backupHealth() {
  const dir = scheduledBackupDir();
  if (!dir) return undefined;
  const { lastSuccess, lastFailure } = readBackupStatus(dir);
  return {
    lastSuccess: lastSuccess && { at: lastSuccess.at, bytes: lastSuccess.bytes },
    lastFailure,
    failing: Boolean(lastFailure && (!lastSuccess || lastFailure.at > lastSuccess.at)),
  };
}

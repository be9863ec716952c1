import type { Handler } from 'hono';
import { getRegistry, type Registry } from '../../registry/db';
import { getDataSource, getLastSync } from '../../registry/syncState';

// GET /healthz for load balancers and operators: what the database holds ("demo" or
// "registry", whatever the environment says) and how the last sync went. No secrets: the sync
// records only the call and the status of a failure.

export const healthz: Handler = () => healthzResponse(getRegistry());

export async function healthzResponse(db: Registry): Promise<Response> {
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  };
  try {
    const [dataSource, lastSync] = await Promise.all([getDataSource(db), getLastSync(db)]);
    // A failed sync leaves the previous data serving: degraded, not down.
    const status = lastSync.ok === false ? 'degraded' : 'ok';
    return new Response(JSON.stringify({ status, dataSource, lastSync }), { headers });
  } catch {
    return new Response(JSON.stringify({ status: 'error' }), { status: 503, headers });
  }
}

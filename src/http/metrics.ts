import cluster from 'node:cluster';
import {
  AggregatorRegistry,
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
} from 'prom-client';
import {
  readBackupStatus,
  scheduledBackupDir,
  type BackupStatus,
} from '../registry/backup/backupStatus';
import { getDataVersion } from '../registry/database/dataVersion';
import { getRegistry } from '../registry/database/db';
import { outboxCounts } from '../registry/contact/contactOutbox';
import { observeQueries } from '../registry/database/queryTiming';
import { getLastSuccessfulSync } from '../registry/sync/syncState';

// The portal's Prometheus series (prom-client), in each worker's default registry: the
// cluster's primary sums them over its workers (AggregatorRegistry, src/runtime/metricsServer.ts)
// and serves them on METRICS_PORT only, never on the public port. Series read from the
// database (data version, last sync, outbox) are the same in every worker: they are not summed
// but taken once (`aggregator: 'max'`).

collectDefaultMetrics();
// A worker answers the primary's requests for its series only once an aggregator exists here.
if (cluster.isWorker) new AggregatorRegistry();

export const requestDuration = new Histogram({
  name: 'ifi_http_request_duration_seconds',
  help: 'Time from a request to the end of its answer, by route template and status class',
  labelNames: ['route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
});

export const pageCacheRequests = new Counter({
  name: 'ifi_page_cache_requests_total',
  help: 'Pages and route payloads asked of the page cache, by result (hit or miss)',
  labelNames: ['result'] as const,
});

export const requestsShed = new Counter({
  name: 'ifi_http_requests_shed_total',
  help: 'Uncached renders answered 503 because their wait would be too long, by reason (expected_wait, standing_line, loop_delay, door, line_full)',
  labelNames: ['reason'] as const,
});

export const renderWait = new Histogram({
  name: 'ifi_http_render_wait_seconds',
  help: 'Time an uncached render waited in its worker for a free slot before it started',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

export const requestsLimited = new Counter({
  name: 'ifi_http_requests_limited_total',
  help: 'Expensive requests refused by the limits, by class (export, search) and status (429, 503)',
  labelNames: ['class', 'status'] as const,
});

const queryDuration = new Histogram({
  name: 'ifi_db_query_duration_seconds',
  help: 'Database query durations, by operation',
  labelNames: ['operation'] as const,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1, 5],
});
observeQueries((ms, operation) => queryDuration.observe({ operation }, ms / 1000));

interface PageCacheStats {
  bytes: number;
  entries: number;
  evictions: number;
}
let pageCacheStats: (() => PageCacheStats) | undefined;

/** The page cache registers its stats here (one cache per process). */
export function watchPageCache(stats: () => PageCacheStats): void {
  pageCacheStats = stats;
}

new Gauge({
  name: 'ifi_page_cache_bytes',
  help: 'Bytes the page cache holds',
  collect() {
    this.set(pageCacheStats?.().bytes ?? 0);
  },
});
new Gauge({
  name: 'ifi_page_cache_entries',
  help: 'Pages the page cache holds',
  collect() {
    this.set(pageCacheStats?.().entries ?? 0);
  },
});
new Counter({
  name: 'ifi_page_cache_evictions_total',
  help: 'Pages dropped from the page cache to stay within PAGE_CACHE_MB',
  collect() {
    const now = pageCacheStats?.().evictions ?? 0;
    this.reset();
    this.inc(now);
  },
});

/** A gauge read from the database when scraped; the same in every worker, so not summed. */
function databaseGauge(name: string, help: string, read: () => Promise<number | null>) {
  return new Gauge({
    name,
    help,
    aggregator: 'max',
    async collect() {
      try {
        const value = await read();
        if (value === null) this.reset();
        else this.set(value);
      } catch {
        this.reset();
      }
    },
  });
}

const seconds = (iso: string | null) => (iso ? Date.parse(iso) / 1000 : null);

databaseGauge(
  'ifi_registry_data_version',
  'Data version of the registry (bumped by each sync or seed)',
  () => getDataVersion(getRegistry()),
);
databaseGauge(
  'ifi_registry_last_sync_timestamp_seconds',
  'When the last successful sync finished (Unix time)',
  async () => seconds((await getLastSuccessfulSync(getRegistry())).finishedAt),
);
databaseGauge(
  'ifi_registry_last_sync_duration_seconds',
  'How long the last successful sync took',
  async () => {
    const sync = await getLastSuccessfulSync(getRegistry());
    const [start, end] = [seconds(sync.startedAt), seconds(sync.finishedAt)];
    return start === null || end === null ? null : end - start;
  },
);
databaseGauge(
  'ifi_registry_last_sync_projects',
  'Projects the last successful sync wrote',
  async () => {
    const sync = await getLastSuccessfulSync(getRegistry());
    return sync.finishedAt ? sync.projects : null;
  },
);
databaseGauge(
  'ifi_contact_outbox_pending',
  'Contact messages waiting for delivery',
  async () => (await outboxCounts(getRegistry())).pending,
);
databaseGauge(
  'ifi_contact_outbox_failing',
  'Contact messages waiting for delivery whose last attempt failed',
  async () => (await outboxCounts(getRegistry())).failing,
);

// Scheduled backups (BACKUP_EVERY_HOURS), from the status file the primary writes.
function backupGauge(name: string, help: string, read: (status: BackupStatus) => number | null) {
  return new Gauge({
    name,
    help,
    aggregator: 'max',
    collect() {
      const dir = scheduledBackupDir();
      const value = dir ? read(readBackupStatus(dir)) : null;
      if (value === null) this.reset();
      else this.set(value);
    },
  });
}
backupGauge(
  'ifi_backup_last_success_timestamp_seconds',
  'When the last successful scheduled backup finished (Unix time)',
  (status) => seconds(status.lastSuccess?.at ?? null),
);
backupGauge(
  'ifi_backup_last_success_bytes',
  'Size of the last successful scheduled backup',
  (status) => status.lastSuccess?.bytes ?? null,
);
backupGauge(
  'ifi_backup_last_failure_timestamp_seconds',
  'When the last scheduled backup failed (Unix time)',
  (status) => seconds(status.lastFailure?.at ?? null),
);

export { register as metricsRegistry };

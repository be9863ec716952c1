import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startPortal, type RunningPortal } from '../support/portal';

// Operators see how the portal is doing. Prometheus text on METRICS_PORT (never on
// the public port), summed over the cluster's workers; one JSON log line per request with the
// id the visitor also gets in X-Request-Id.

const series = [
  'ifi_http_request_duration_seconds_bucket',
  'ifi_page_cache_requests_total',
  'ifi_page_cache_bytes',
  'ifi_page_cache_evictions_total',
  'ifi_db_query_duration_seconds_count',
  'ifi_registry_data_version',
  'ifi_registry_last_sync_timestamp_seconds',
  'ifi_registry_last_sync_duration_seconds',
  'ifi_registry_last_sync_projects',
  'ifi_contact_outbox_pending',
  'ifi_contact_outbox_failing',
  'ifi_http_requests_shed_total',
  'ifi_http_render_wait_seconds',
  'ifi_http_requests_limited_total',
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
];

/** The value of a series' sample with these labels (no labels: the bare name). */
function sample(text: string, name: string, labels = ''): number {
  const line = text
    .split('\n')
    .find((l) => l.startsWith(labels ? `${name}{` : `${name} `) && l.includes(labels));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : NaN;
}

describe('one process', () => {
  let portal: RunningPortal;
  let metrics: string;
  beforeAll(async () => {
    const port = await freePort();
    metrics = `http://127.0.0.1:${port}/metrics`;
    portal = await startPortal({ env: { METRICS_PORT: String(port) } });
  });
  afterAll(() => portal.stop());

  it('serves every series on METRICS_PORT, and /metrics on the public port is a 404', async () => {
    // A request is measured once its answer has left: read the bodies.
    await (await fetch(`${portal.url}/projects?page=1`)).text();
    await (await fetch(`${portal.url}/projects?page=1`)).text();
    const res = await fetch(metrics);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    for (const name of series) expect(text, name).toContain(name);
    expect(sample(text, 'ifi_page_cache_requests_total', 'result="hit"')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'ifi_registry_data_version')).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'ifi_http_request_duration_seconds_count', 'route="/projects",status="2xx"'),
    ).toBeGreaterThanOrEqual(2);
    expect((await fetch(`${portal.url}/metrics`)).status).toBe(404);
  });

  it('answers each request with an id, and logs one JSON line for it with that id', async () => {
    const res = await fetch(`${portal.url}/news?page=2`);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const other = (await fetch(`${portal.url}/news?page=2`)).headers.get('x-request-id');
    expect(other).not.toBe(id);
    await expect
      .poll(
        () =>
          portal
            .output()
            .split('\n')
            .find((l) => l.includes(id!)),
        { timeout: 5_000 },
      )
      .toBeDefined();
    const line = JSON.parse(
      portal
        .output()
        .split('\n')
        .find((l) => l.includes(id!))!,
    );
    expect(line).toMatchObject({
      requestId: id,
      method: 'GET',
      route: '/news',
      status: 200,
      cache: 'miss',
      msg: 'request',
    });
    expect(line.durationMs).toBeGreaterThan(0);
    // An id a proxy sent along is kept; free text is not.
    const kept = await fetch(`${portal.url}/robots.txt`, {
      headers: { 'x-request-id': 'proxy-1234abcd' },
    });
    expect(kept.headers.get('x-request-id')).toBe('proxy-1234abcd');
    const replaced = await fetch(`${portal.url}/robots.txt`, {
      headers: { 'x-request-id': 'hello world <script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the cluster', () => {
  it('sums the workers’ series on the primary’s METRICS_PORT', async () => {
    const port = await freePort();
    const portal = await startPortal({
      cluster: true,
      env: { WEB_CONCURRENCY: '2', METRICS_PORT: String(port), LOG_LEVEL: 'warn' },
    });
    try {
      // Fresh connections: the cluster hands them to both workers in turn.
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${portal.url}/robots.txt`, { headers: { connection: 'close' } });
        await res.text();
      }
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const count = sample(
        text,
        'ifi_http_request_duration_seconds_count',
        'route="/robots.txt",status="2xx"',
      );
      expect(count).toBeGreaterThanOrEqual(10);
      // The data version is the database's, the same in each worker: not doubled.
      expect(sample(text, 'ifi_registry_data_version')).toBe(1);
      // LOG_LEVEL=warn: no request lines.
      expect(portal.output()).not.toContain('"msg":"request"');
    } finally {
      await portal.stop();
    }
  }, 60_000);
});

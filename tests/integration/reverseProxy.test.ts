import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backToBack, tally } from '../support/backToBack';
import { until, workerPids } from '../support/cluster';
import { requestFrom } from '../support/fromAddress';
import { hasNginx, startNginx, type RunningProxy } from '../support/nginx';
import { DEFAULT_LOAD_SHEDDING, startPortal, type RunningPortal } from '../support/portal';

// Behind a real reverse proxy (Debian's nginx, kept-alive upstream connections, X-Forwarded-For),
// as docs/deployment.md sets it up: `npm start`'s cluster with its default load shedding serves
// ordinary clients without refusing them, and the per-client limits see each client's own
// address, trusted only from the configured proxy. CI installs nginx; elsewhere without it the
// file is skipped.

const inCI = process.env.CI === 'true' || process.env.CI === '1';
const proxyAddress = '127.0.0.1';

describe.skipIf(!hasNginx() && !inCI)('behind nginx', () => {
  let portal: RunningPortal;
  let proxy: RunningProxy;

  beforeAll(async () => {
    portal = await startPortal({
      cluster: true,
      env: {
        WEB_CONCURRENCY: '2',
        ...DEFAULT_LOAD_SHEDDING,
        TRUST_PROXY: '1',
        TRUSTED_PROXIES: proxyAddress,
      },
    });
    await until(
      () => workerPids(portal.process.pid!).length,
      (n) => n >= 2,
      20_000,
    );
    proxy = await startNginx(Number(new URL(portal.url).port));
  }, 90_000);

  afterAll(async () => {
    await proxy?.stop();
    await portal?.stop();
  });

  it('serves 3 clients × 30 distinct uncached list pages back to back, none refused', async () => {
    const statuses = await backToBack(proxy.url, { clients: 3, pages: 30 });
    expect(tally(statuses)).toEqual({ 200: 90 });
  }, 90_000);

  it('serves 10 clients back to back, none refused', async () => {
    const statuses = await backToBack(proxy.url, { clients: 10, pages: 10 });
    expect(tally(statuses)).toEqual({ 200: 100 });
  }, 90_000);

  it('serves one client searching back to back, none refused', async () => {
    let n = 0;
    const words = ['водопостачання', 'школи', 'дороги', 'лікарні'];
    const statuses = await backToBack(proxy.url, {
      clients: 1,
      pages: 30,
      next: () => `/search?q=${encodeURIComponent(`${words[n % words.length]} ${n++}`)}`,
    });
    expect(tally(statuses)).toEqual({ 200: 30 });
  }, 90_000);

  it("counts each client's exports by its own address, whatever X-Forwarded-For it sends", async () => {
    const exportPath = '/api/projects/export.csv?page=1';
    const ask = (from: string, headers: Record<string, string> = {}) =>
      requestFrom(from, `${proxy.url}${exportPath}`, { headers }).then((r) => r.status);
    // 30 exports a minute per client: one client spends its budget through the proxy, a fresh
    // forwarded address of its own choosing changes nothing (the proxy appends the real one) …
    const first: string[] = [];
    for (let i = 0; i < 30; i++)
      first.push(String(await ask('127.0.0.61', { 'x-forwarded-for': `203.0.113.${i}` })));
    expect(tally(first)).toEqual({ 200: 30 });
    expect(await ask('127.0.0.61')).toBe(429);
    expect(await ask('127.0.0.61', { 'x-forwarded-for': '198.51.100.1' })).toBe(429);
    // … while another client behind the same proxy has its own.
    expect(await ask('127.0.0.62')).toBe(200);
    // Straight to the portal's port, past the proxy: the header is not trusted, the socket is.
    const direct = await requestFrom('127.0.0.63', `${portal.url}${exportPath}`, {
      headers: { 'x-forwarded-for': '127.0.0.61' },
    });
    expect(direct.status).toBe(200);
  }, 90_000);
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { BACKUP_FILE } from '../../src/registry/backup/backupFiles';
import { until } from '../support/cluster';
import { freePort, startPortal } from '../support/portal';

// BACKUP_EVERY_HOURS: the primary of `npm start` backs up on a schedule, keeps BACKUP_KEEP of
// its own files (never another file in the folder), and /healthz and the metrics say how the
// last backup went.

const sample = (text: string, name: string) =>
  Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

describe('scheduled backups', () => {
  it('backs up every interval, keeps BACKUP_KEEP of its own files, and reports on /healthz and the metrics', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-scheduled-'));
    // A manual backup already there: the schedule's clean-up must leave it alone.
    const manual = path.join(dir, 'registry-20200101T000000Z-schema001.sqlite');
    fs.writeFileSync(manual, 'kept');
    const metricsPort = await freePort();
    const portal = await startPortal({
      cluster: true,
      env: {
        WEB_CONCURRENCY: '1',
        BACKUP_DIR: dir,
        // Every 3.6 s.
        BACKUP_EVERY_HOURS: '0.001',
        BACKUP_KEEP: '2',
        METRICS_PORT: String(metricsPort),
      },
    });
    try {
      const ownFiles = () =>
        fs.readdirSync(dir).filter((f) => BACKUP_FILE.test(f) && path.join(dir, f) !== manual);
      await until(
        async () => {
          const status = (await (await fetch(`${portal.url}/healthz`)).json()) as {
            backup?: { lastSuccess: { at: string; bytes: number } | null };
          };
          return { status, files: ownFiles().length };
        },
        (v) => v.files >= 3 || (v.files === 2 && Boolean(v.status.backup?.lastSuccess)),
        120_000,
      );
      // Give it time for a third backup, after which the oldest own file goes.
      await until(
        () => JSON.parse(fs.readFileSync(path.join(dir, '.backup-status.json'), 'utf8')),
        (status: { files: string[] }) => status.files.length === 2,
        120_000,
      );
      await new Promise((r) => setTimeout(r, 8000));
      expect(ownFiles().length).toBeLessThanOrEqual(2);
      expect(fs.existsSync(manual)).toBe(true);

      const health = (await (await fetch(`${portal.url}/healthz`)).json()) as {
        status: string;
        backup: { lastSuccess: { at: string; bytes: number }; lastFailure: null; failing: boolean };
      };
      expect(health.status).toBe('ok');
      expect(health.backup.failing).toBe(false);
      expect(health.backup.lastSuccess.bytes).toBeGreaterThan(100_000);
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      expect(sample(metrics, 'ifi_backup_last_success_bytes')).toBeGreaterThan(100_000);
      const at = sample(metrics, 'ifi_backup_last_success_timestamp_seconds');
      expect(Math.abs(at - Date.now() / 1000)).toBeLessThan(120);
    } finally {
      await portal.stop();
    }
  }, 300_000);

  // A real full disk: a 256 KB tmpfs (needs the right to mount, as root in CI containers).
  const canMount = spawnSync('mount', ['--version']).status === 0 && process.getuid?.() === 0;
  it.runIf(canMount)(
    'reports a failing backup on /healthz (degraded) and in the metrics',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-full-'));
      const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir]);
      expect(mounted.status, String(mounted.stderr)).toBe(0);
      // Unmounted whatever happens, a failed start included.
      onTestFinished(() => void spawnSync('umount', [dir]));
      const metricsPort = await freePort();
      const portal = await startPortal({
        cluster: true,
        env: {
          WEB_CONCURRENCY: '1',
          BACKUP_DIR: dir,
          BACKUP_EVERY_HOURS: '0.001',
          METRICS_PORT: String(metricsPort),
        },
      });
      try {
        const health = await until(
          async () =>
            (await (await fetch(`${portal.url}/healthz`)).json()) as {
              status: string;
              backup?: { lastFailure: { message: string } | null; failing: boolean };
            },
          (h) => Boolean(h.backup?.lastFailure),
          120_000,
        );
        expect(health.status).toBe('degraded');
        expect(health.backup!.failing).toBe(true);
        expect(health.backup!.lastFailure!.message).toMatch(/no space left/i);
        expect(fs.readdirSync(dir).filter((f) => BACKUP_FILE.test(f))).toEqual([]);
        const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        expect(sample(metrics, 'ifi_backup_last_failure_timestamp_seconds')).toBeGreaterThan(0);
        // Never succeeded: no size (an unset gauge reads 0 once summed over the workers).
        expect(sample(metrics, 'ifi_backup_last_success_bytes') || 0).toBe(0);
      } finally {
        await portal.stop();
      }
    },
    300_000,
  );
});

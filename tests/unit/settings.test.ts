import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVariableDocs, readBuildSettings } from '../../src/buildTime/buildSettings';
import { readSettings, variableDocs } from '../../src/config/settings';
import { ConfigError, registryServiceSchema } from '../../src/config/registryService';

// Every environment variable is read and validated once, in src/config/settings.ts (and the
// build's in src/buildTime/buildSettings.ts); the README's table is checked against them here.

const root = path.resolve(import.meta.dirname, '..', '..');

/** The README's configuration table: variable → [default, meaning]. */
function readmeTable(): Map<string, [string, string]> {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split('## Configuration')[1]!.split('\n## ')[0]!;
  const rows = new Map<string, [string, string]>();
  for (const line of section.split('\n')) {
    const cells = /^\|\s*`([A-Z_]+)`\s*\|(.*)\|(.*)\|\s*$/.exec(line);
    if (cells) rows.set(cells[1]!, [cells[2]!.trim(), cells[3]!.trim()]);
  }
  return rows;
}

describe('the settings', () => {
  it('have defaults for an empty environment', () => {
    const s = readSettings({});
    expect(s.port).toBe(8080);
    expect(s.publicOrigin).toBe('http://localhost:8080');
    expect(s.shedding).toEqual({ maxWaitMs: 500, maxRenders: 4, retryAfterSeconds: 5 });
    expect(s.pageCacheBytes).toBe(64 * 1024 * 1024);
    expect(s.startTimeoutMs).toBe(120_000);
    expect(s.workerHealthMs).toBe(5_000);
    expect(s.trustedHops).toBe(0);
    expect(s.backup).toEqual({ dir: undefined, everyMs: undefined, keep: 7 });
    expect(s.metrics).toBeUndefined();
    expect(s.sync).toBeUndefined();
    expect(s.contact).toBeUndefined();
    expect(s.analyticsScriptUrl).toBeNull();
    expect(readBuildSettings({}).timeoutMs).toBe(600_000);
  });

  it('turn the variables into typed values', () => {
    const s = readSettings({
      PORT: '9000',
      PUBLIC_URL: 'https://ifi.gov.ua/',
      SHED_MAX_WAIT_MS: '0',
      SHED_RETRY_AFTER: '0',
      BACKUP_EVERY_HOURS: '24',
      BACKUP_KEEP: '3',
      METRICS_PORT: '9100',
      START_TIMEOUT_SECONDS: '30',
      REGISTRY_URL: 'https://registry.example/entity/',
      REGISTRY_SYNC_INTERVAL: '15',
      ANALYTICS_SCRIPT_URL: 'https://stats.example/a.js',
      SMTP_URL: 'smtp://mail:25',
      CONTACT_TO: 'ministry@example.gov.ua',
      CONTACT_POLL_MS: '100',
      TRUST_PROXY: '1',
    });
    expect(s.publicOrigin).toBe('https://ifi.gov.ua');
    expect(readSettings({ PORT: '9000' }).publicOrigin).toBe('http://localhost:9000');
    expect(s.shedding).toEqual({ maxWaitMs: 0, maxRenders: 4, retryAfterSeconds: 1 });
    expect(s.backup).toEqual({ dir: undefined, everyMs: 86_400_000, keep: 3 });
    expect(s.metrics).toEqual({ port: 9100, host: '127.0.0.1' });
    expect(s.startTimeoutMs).toBe(30_000);
    expect(s.sync?.baseUrl).toBe('https://registry.example/entity');
    expect(s.syncIntervalMs).toBe(15 * 60_000);
    expect(s.analyticsOrigin).toBe('https://stats.example');
    expect(s.contact).toMatchObject({ to: 'ministry@example.gov.ua', pollMs: 100 });
    expect(s.trustedHops).toBe(1);
    // No background sync without the registry service.
    expect(readSettings({ REGISTRY_SYNC_INTERVAL: '15' }).syncIntervalMs).toBeUndefined();
  });

  it('count an empty value as unset', () => {
    expect(readSettings({ PORT: '', PAGE_CACHE_MB: ' ' }).port).toBe(8080);
  });

  it('refuse bad values with one message naming every problem', () => {
    let error: unknown;
    try {
      readSettings({
        WEB_CONCURRENCY: 'many',
        SHED_MAX_WAIT_MS: 'lots',
        SHED_MAX_RENDERS: '-1',
        TRUST_PROXY: 'yes',
        TRUSTED_PROXIES: '192.0.2.7, nonsense, 10.0.0.0/99',
        PUBLIC_URL: 'not a url',
        BACKUP_EVERY_HOURS: 'daily',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://db',
        REGISTRY_URL: 'ftp://registry',
        SMTP_URL: 'smtp://mail:25',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of [
      'WEB_CONCURRENCY',
      'SHED_MAX_WAIT_MS',
      'SHED_MAX_RENDERS',
      'TRUST_PROXY',
      'TRUSTED_PROXIES',
      'PUBLIC_URL',
      'BACKUP_EVERY_HOURS',
      'LOG_LEVEL',
      'DATABASE_URL',
      'REGISTRY_URL',
      'CONTACT_TO',
    ]) {
      expect(message, name).toMatch(new RegExp(`^ {2}${name}: `, 'm'));
    }
    expect(message).toMatch(/^configuration: 12 problem\(s\)/);
  });

  it('stop `npm start` before it builds or forks anything, listing every problem', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/runtime/start.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', METRICS_PORT: '70000' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^start: configuration: 2 problem\(s\)\n {2}PORT: .*\n {2}METRICS_PORT: /,
    );
    expect(run.stdout).not.toMatch(/build/);
  });

  it('are the README’s table, row for row', () => {
    const documented = { ...variableDocs, ...buildVariableDocs };
    const table = readmeTable();
    expect([...table.keys()].sort()).toEqual(Object.keys(documented).sort());
    for (const [name, docs] of Object.entries(documented)) {
      expect(table.get(name), name).toEqual([docs.byDefault, docs.meaning]);
    }
  });

  it('are docs/deployment.md’s table of the registry service, with its defaults', () => {
    const doc = fs.readFileSync(path.join(root, 'docs', 'deployment.md'), 'utf8');
    const defaults = registryServiceSchema.parse({ REGISTRY_URL: 'http://registry.test' });
    const named: string[] = [];
    for (const line of doc.split('\n')) {
      const cells = /^\|([^|]*`REGISTRY_[A-Z_]+`[^|]*)\|([^|]*)\|/.exec(line);
      if (!cells) continue;
      const names = [...cells[1]!.matchAll(/`([A-Z_]+)`/g)].map((m) => m[1]!);
      const values = [...cells[2]!.matchAll(/`(\d+)`/g)].map((m) => Number(m[1]));
      named.push(...names);
      // A row's numbers in backticks are its variables' defaults, in order.
      if (values.length) {
        expect(values, names.join(', ')).toEqual(
          names.map((n) => defaults[n as keyof typeof defaults]),
        );
      }
    }
    // The sync interval is the portal's (settings.ts), not the service client's.
    expect(named.sort()).toEqual(
      [...Object.keys(registryServiceSchema.shape), 'REGISTRY_SYNC_INTERVAL'].sort(),
    );
  });

  it('are tabled only in the README and docs/deployment.md', () => {
    const docs = fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md'));
    const tabling = docs.filter((f) =>
      /^\|\s*`[A-Z][A-Z0-9_]+`/m.test(fs.readFileSync(path.join(root, 'docs', f), 'utf8')),
    );
    expect(tabling).toEqual(['deployment.md']);
  });
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../support/portal';

function prepare(databasePath: string) {
  return spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/prepare-db.ts'],
    { cwd: root, env: { ...process.env, DATABASE_PATH: databasePath }, encoding: 'utf8' },
  );
}

describe('a database the portal cannot use', () => {
  it('refuses to start with one line naming a corrupt file and the cause', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-bad-'));
    const file = path.join(dir, 'registry.sqlite');
    fs.writeFileSync(file, 'this is not a database '.repeat(200));
    const result = prepare(file);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(file);
    expect(lines[0]).toMatch(/not a database/);
  });

  it('refuses to start when the path cannot be created', () => {
    const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-bad-')), 'a-file');
    fs.writeFileSync(blocker, '');
    const file = path.join(blocker, 'registry.sqlite');
    const result = prepare(file);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(file);
  });
});

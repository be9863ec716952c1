import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_FILE,
  backupDir,
  backupName,
  newestSchemaVersion,
} from '../../src/registry/backup/backupFiles';
import { pruneScheduledBackups } from '../../src/runtime/backupSchedule';

describe('backup files', () => {
  it('are named with the UTC time and the schema version, and recognised by that name', () => {
    const name = backupName(new Date('2026-11-27T12:58:24.512Z'), 5, 'sqlite');
    expect(name).toBe('registry-20261127T125824Z-schema005.sqlite');
    expect(BACKUP_FILE.test(name)).toBe(true);
    expect(BACKUP_FILE.test('.registry-partial-12-34.sqlite')).toBe(false);
  });

  it('take the schema version from the newest migration, whatever their count', () => {
    expect(newestSchemaVersion(['001_initial', '005_rateLimits', '003_x'])).toBe(5);
    expect(newestSchemaVersion([])).toBe(0);
  });

  it('refuse a BACKUP_DIR that does not exist rather than write elsewhere', () => {
    expect(() => backupDir(path.join(os.tmpdir(), 'ifi-none', 'x'))).toThrow(/does not exist/);
  });
});

describe('the backup schedule', () => {
  it('deletes only its own older files beyond the number to keep', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-prune-'));
    const names = [1, 2, 3, 4].map((d) => backupName(new Date(Date.UTC(2026, 0, d)), 5, 'sqlite'));
    const manual = backupName(new Date(Date.UTC(2025, 0, 1)), 5, 'sqlite');
    for (const name of [...names, manual]) fs.writeFileSync(path.join(dir, name), 'x');
    expect(pruneScheduledBackups(dir, names, 2)).toEqual(names.slice(2));
    expect(fs.readdirSync(dir).sort()).toEqual([manual, ...names.slice(2)].sort());
  });
});

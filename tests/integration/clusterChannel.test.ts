import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../support/portal';

// The cluster's IPC channel fails when the process at its other end is gone: a message to a
// worker just killed, or from a worker the primary has disconnected. node:cluster says so with
// an 'error' event, which, unheard, killed the process that sent (the whole portal, when it was
// the primary). tests/fixtures/clusterChannel/ plays both scenes on the portal's worker pool.

function play(scene: 'dead' | 'retired') {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'tests/fixtures/clusterChannel/primary.ts'), scene],
    { cwd: root, encoding: 'utf8', timeout: 30_000 },
  );
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('the cluster’s channel', () => {
  it('keeps the primary running when a message goes to a worker that has just died', () => {
    const { status, output } = play('dead');
    expect(output).toContain('primary: connected when sending: true');
    expect(output).toMatch(/a message to worker \d+ was lost: write EPIPE/);
    expect(output).toContain('primary: still running');
    expect(status, output).toBe(0);
  }, 40_000);

  it('lets a disconnected worker count by itself instead of dying', () => {
    const { status, output } = play('retired');
    // The lease is its own (negative), given at once rather than after the 2 s answer timeout.
    const took = /worker: verdict \{"ok":true,"lease":-\d+\} after (\d+) ms/.exec(output);
    expect(took, output).not.toBeNull();
    expect(Number(took![1])).toBeLessThan(1_000);
    expect(output).toContain('primary: worker exited with 0');
    expect(status, output).toBe(0);
  }, 40_000);
});

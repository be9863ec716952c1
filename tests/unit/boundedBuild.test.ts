import { describe, expect, it } from 'vitest';
import { readBuildSettings } from '../../src/buildTime/buildSettings';
import { runBounded } from '../../src/buildTime/build';

// The start's bounds: a build (or anything the start waits for) that cannot finish is stopped
// and reported, never waited for forever.

describe('a bounded build step', () => {
  it('stops a child that never exits and says within which bound', () => {
    const started = Date.now();
    const failed = runBounded(['-e', 'setInterval(() => {}, 1000)'], 1000);
    expect(failed).toBe('did not finish within 1 s (BUILD_TIMEOUT_SECONDS) and was stopped');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reports a failing child with its exit code, and a finishing one as no failure', () => {
    expect(runBounded(['-e', 'process.exit(3)'], 10_000)).toBe('failed (exit 3)');
    expect(runBounded(['-e', ''], 10_000)).toBeNull();
  });

  it('reads its bound from the environment, with a default, and refuses a bad value', () => {
    expect(readBuildSettings({}).timeoutMs).toBe(600_000);
    expect(readBuildSettings({ BUILD_TIMEOUT_SECONDS: '90' }).timeoutMs).toBe(90_000);
    expect(() => readBuildSettings({ BUILD_TIMEOUT_SECONDS: 'soon' })).toThrow(
      /BUILD_TIMEOUT_SECONDS/,
    );
  });
});

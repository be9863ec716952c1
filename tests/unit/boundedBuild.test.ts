import { describe, expect, it } from 'vitest';
import { buildTimeoutMs, runBounded } from '../../src/runtime/build';
import { startTimeoutMs } from '../../src/runtime/cluster';

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

  it('reads its bounds from the environment, with defaults for missing or bad values', () => {
    expect(buildTimeoutMs({})).toBe(600_000);
    expect(buildTimeoutMs({ BUILD_TIMEOUT_SECONDS: '90' })).toBe(90_000);
    expect(buildTimeoutMs({ BUILD_TIMEOUT_SECONDS: 'soon' })).toBe(600_000);
    expect(startTimeoutMs({})).toBe(120_000);
    expect(startTimeoutMs({ START_TIMEOUT_SECONDS: '-5' })).toBe(120_000);
    expect(startTimeoutMs({ START_TIMEOUT_SECONDS: '30' })).toBe(30_000);
  });
});

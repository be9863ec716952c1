import { afterAll, afterEach } from 'vitest';
import { portalsOfTheTest, stopLeftoverPortals } from './portal';

// Runs before each integration test file.

/** Lines of each portal's output a failed test's message shows. */
const TAIL_LINES = 12;

// A failed test's message says what its portals said last: CI prints only the start of it.
afterEach(({ task }) => {
  const portals = portalsOfTheTest();
  const error = task.result?.state === 'fail' ? task.result.errors?.[0] : undefined;
  if (!error || portals.length === 0) return;
  const said = portals
    .map(({ pid, output }) => {
      const tail = output
        .trimEnd()
        .split('\n')
        .slice(-TAIL_LINES)
        .map((line) => line.slice(0, 300))
        .join('\n');
      return `portal ${pid} said last:\n${tail.replace(/^/gm, '  ')}`;
    })
    .join('\n');
  const [first, ...rest] = (error.stack ?? error.message).split('\n');
  error.stack = [first, said, ...rest].join('\n');
});

// After the file, whatever portal a test left running (it timed out before its own stop) is
// stopped, so it cannot load the machine for the files after.
afterAll(stopLeftoverPortals);

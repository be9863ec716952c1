import { afterAll } from 'vitest';
import { stopLeftoverPortals } from './portal';

// Runs before each integration test file: after the file, whatever portal a test left running
// (it timed out before its own stop) is stopped, so it cannot load the machine for the files after.
afterAll(stopLeftoverPortals);

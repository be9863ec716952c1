import { afterAll } from 'vitest';
import { releaseScratchDatabases } from './testRegistry';

// Runs before each unit test file. The unit projects share modules between the files of a worker
// (isolate: false in vitest.config.ts), so what a file made is released after it here.
afterAll(releaseScratchDatabases);

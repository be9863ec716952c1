import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// A registry sync (and the first fill before `npm start` serves) runs in a process of its own,
// started with these Node flags, said once here: `npm run registry:sync`, `npm run bench:sync`,
// `npm start`'s database preparation (package.json) and the background sync all start their
// process through it.
// V8 grows its heap lazily when memory is plentiful: a 100 000-project sync reached 354 MB RSS
// with a live set under 40 MB. A capped heap keeps the sync process near 150–200 MB.

export const SYNC_NODE_FLAGS = [
  '--max-old-space-size=192',
  '--max-semi-space-size=4',
  '--conditions=react-server',
  '--import',
  'tsx',
] as const;

// Paths from the project's root, the working directory of every portal process: the background
// sync runs inside the built server bundle, where import.meta.url names a file under dist/.
/** One full sync from REGISTRY_URL (`npm run registry:sync`, the background sync). */
export const REGISTRY_SYNC_SCRIPT = 'src/runtime/registrySync.ts';
/** Runs `script` (a TypeScript file, from the working directory) with the sync's flags. */
export function spawnWithSyncFlags(
  script: string,
  args: readonly string[] = [],
  options: SpawnOptions = {},
): ChildProcess {
  return spawn(process.execPath, [...SYNC_NODE_FLAGS, script, ...args], {
    stdio: 'inherit',
    ...options,
  });
}

// `node --import tsx src/runtime/syncProcess.ts SCRIPT [ARGS…]`: SCRIPT with the sync's flags,
// exiting with its code (package.json's registry:sync and bench:sync).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [script, ...args] = process.argv.slice(2);
  if (!script) {
    console.error('usage: syncProcess.ts SCRIPT [ARGS…]');
    process.exit(2);
  }
  const child = spawnWithSyncFlags(script, args);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// `npm start`: build when sources changed, prepare the registry database (migrations, demo
// data when empty), then serve on PORT (default 8080) with a supervised cluster of
// WEB_CONCURRENCY workers (scripts/cluster.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build.mjs';
import { runCluster } from './cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildIfNeeded();

const prepared = spawnSync(
  process.execPath,
  // The heap cap keeps a first sync's memory bounded (see src/sync/backgroundSync.ts).
  [
    '--max-old-space-size=192',
    '--conditions=react-server',
    '--import',
    'tsx',
    'scripts/prepare-db.ts',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const port = process.env.PORT ?? '8080';
process.chdir(root);
runCluster({ env: { ...process.env, PORT: port, NODE_ENV: 'production' } });
console.log(`start: portal on http://localhost:${port}`);

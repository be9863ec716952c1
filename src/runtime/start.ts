// `npm start` (after scripts/prepare-db.ts has migrated and filled the registry database): build
// when sources changed, then serve on PORT (default 8080) with a supervised cluster of
// WEB_CONCURRENCY workers (cluster.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './build';
import { runCluster } from './cluster';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
buildIfNeeded();

const port = process.env.PORT ?? '8080';
process.chdir(root);
runCluster({ env: { ...process.env, PORT: port, NODE_ENV: 'production' } });
console.log(`start: portal on http://localhost:${port}`);

// `npm start` (after scripts/prepare-db.ts has migrated and filled the registry database): build
// when sources changed, then serve on PORT (default 8080) with a supervised cluster of
// WEB_CONCURRENCY workers (cluster.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../buildTime/build';
import { runCluster } from './cluster';
import { inheritedEnvironment, settings } from '../config/environment';
import { ConfigError } from '../config/registryService';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let config;
try {
  config = settings();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // One message with every problem, before anything is built or forked.
  console.error(`start: ${error.message}`);
  process.exit(1);
}
buildIfNeeded();

process.chdir(root);
const port = String(config.port);
runCluster({ env: { ...inheritedEnvironment(), PORT: port, NODE_ENV: 'production' }, config });
console.log(`start: portal on http://localhost:${port}`);

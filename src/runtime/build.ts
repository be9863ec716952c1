// Builds the production bundle when sources are newer than the last build (used by
// `npm start` and `npm test`); `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const sources = [
  'src',
  'routers',
  'client',
  'public',
  'waku.config.ts',
  'package.json',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full)
    .reduce(
      (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
      stat.mtimeMs,
    );
}

export function buildIfNeeded() {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const fresh =
    fs.existsSync(path.join(root, 'dist', 'serve-node.js')) &&
    Math.max(...sources.map(newestMtime)) <= built;
  if (fresh) return;
  console.log('build: sources changed since the last build, building…');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'waku', 'cli.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  // The typed client package that /api/client.tgz serves (client/build.ts).
  const client = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(root, 'client', 'build.ts')],
    { cwd: root, stdio: 'inherit' },
  );
  if (client.status !== 0) process.exit(client.status ?? 1);
  fs.writeFileSync(stamp, new Date().toISOString());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded();

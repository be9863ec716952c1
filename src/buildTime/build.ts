// Builds the production bundle when sources are newer than the last build (used by
// `npm start` and `npm test`); `npm run build` always builds. A build that has not finished
// within BUILD_TIMEOUT_SECONDS (default 600) is killed and the start exits 1 with a message: a
// build held open by anything (a database connection, a timer) must not leave a service that
// never comes up and never says why.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSettings } from './buildSettings';

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

/**
 * Runs `args` with node, bounded by `timeoutMs`; resolves to why it failed, or null when it
 * exited 0. The child reads nothing (no terminal under a service manager).
 */
export function runBounded(args: readonly string[], timeoutMs: number): string | null {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
  });
  if (result.signal === 'SIGKILL' && result.error) {
    return `did not finish within ${timeoutMs / 1000} s (BUILD_TIMEOUT_SECONDS) and was stopped`;
  }
  if (result.error) return `could not run: ${result.error.message}`;
  if (result.status !== 0) return `failed (exit ${result.status ?? result.signal})`;
  return null;
}

/**
 * What a build runs: Waku's production build, then the typed client package that
 * /api/client.tgz serves (client/build.ts), each bounded. BUILD_STUB_SCRIPT (tests only) names a
 * script that stands in for both: the start-never-hangs test drives a whole `npm start` from a
 * source change, and a real build there would rewrite dist/ while the other suites serve it.
 */
function buildCommands(stub: string | undefined): { what: string; args: string[] }[] {
  if (stub) return [{ what: 'the stand-in build', args: [stub] }];
  return [
    {
      what: 'the production build',
      args: [path.join(root, 'node_modules', 'waku', 'cli.js'), 'build'],
    },
    {
      what: 'the typed client package',
      args: ['--conditions=react-server', '--import', 'tsx', path.join(root, 'client', 'build.ts')],
    },
  ];
}

export function buildIfNeeded() {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const fresh =
    fs.existsSync(path.join(root, 'dist', 'serve-node.js')) &&
    Math.max(...sources.map(newestMtime)) <= built;
  if (fresh) return;
  console.log('build: sources changed since the last build, building…');
  // BUILD_TIMEOUT_SECONDS (default 600 s; a build takes 15–90 s here).
  const { timeoutMs, stubScript } = buildSettings();
  for (const { what, args } of buildCommands(stubScript)) {
    const failed = runBounded(args, timeoutMs);
    if (failed) {
      console.error(`build: ${what} ${failed}; not serving`);
      process.exit(1);
    }
  }
  fs.writeFileSync(stamp, new Date().toISOString());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded();

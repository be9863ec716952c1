// Shared by the HTTP benchmarks: a fresh 300-project demo database and production servers on
// free loopback ports.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function prepareDatabase() {
  const databasePath = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-bench-')),
    'registry.sqlite',
  );
  const prepared = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/prepare-db.ts'],
    { env: { ...process.env, DATABASE_PATH: databasePath }, stdio: 'inherit' },
  );
  if (prepared.status !== 0) process.exit(1);
  return databasePath;
}

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A production server (or, with entry 'src/runtime/cluster.ts', the cluster) on a free port. */
export async function startServer(databasePath, extraEnv = {}, entry = 'dist/serve-node.js') {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_PATH: databasePath,
        NODE_ENV: 'production',
        ...extraEnv,
      },
      stdio: 'ignore',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { base, child, stop };
}

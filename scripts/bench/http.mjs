// `npm run bench:http [path…]`: requests/s of pages and endpoints on the production build
// (autocannon, 20 connections, 10 s each, on loopback). Builds when needed and serves a fresh
// demo database. Figures are a lower bound: the load generator shares the machine's 2 cores.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIfNeeded } from '../build.mjs';

const defaultPaths = ['/projects?page=1', '/'];
const paths = process.argv.slice(2).length ? process.argv.slice(2) : defaultPaths;
const connections = Number(process.env.CONNECTIONS ?? 20);
const duration = Number(process.env.DURATION ?? 10);

buildIfNeeded();
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

const port = await new Promise((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = server.address();
    server.close(() => resolve(p));
  });
});
const server = spawn(process.execPath, ['dist/serve-node.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: databasePath,
    NODE_ENV: 'production',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}

try {
  for (const target of paths) {
    const result = await autocannon({
      url: `${base}${target}`,
      connections,
      duration,
      headers: { 'accept-encoding': 'gzip' },
    });
    console.log(
      `bench:http ${target} c=${connections} d=${duration}s req/s=${result.requests.average.toFixed(1)} ` +
        `p50=${result.latency.p50}ms p99=${result.latency.p99}ms non2xx=${result.non2xx} errors=${result.errors}`,
    );
  }
} finally {
  server.kill('SIGTERM');
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from './postgres';
import { copyOfTemplate } from './templateDatabase';

// Starts the production build of the portal on a free port against its own database, the way
// `npm start` does, for integration and end-to-end tests.

export const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * Portals this process started that have not exited. A test that times out never reaches its own
 * `stop()`, and its portal (a cluster of workers, say) would go on using the machine's cores
 * beside the rest of the run: the integration files stop what is left after each file.
 */
const running = new Set<ChildProcess>();

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function stopLeftoverPortals(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}

/** What each portal said, and those started since the last test ended. */
const outputs = new WeakMap<ChildProcess, () => string>();
let startedLately: ChildProcess[] = [];

/**
 * What the portals a test started, or that still run, said; emptied for the next test. CI's
 * summary shows the start of a failed test's message only, and a portal's own account (a
 * worker's death, a stack trace) is what tells why it failed.
 */
export function portalsOfTheTest(): { pid: number | undefined; output: string }[] {
  const children = new Set([...startedLately, ...running]);
  startedLately = [];
  return [...children].map((child) => ({ pid: child.pid, output: outputs.get(child)?.() ?? '' }));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The integration suite's database: SQLite, or PostgreSQL when INTEGRATION_DIALECT=postgres. */
export const portalDialect = () =>
  process.env.INTEGRATION_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

const isUrl = (target: string) => /^postgres(ql)?:\/\//.test(target);

/** The environment that points a portal (or a script) at a database file or URL. */
export const databaseEnv = (target: string): Record<string, string> =>
  isUrl(target) ? { DATABASE_URL: target } : { DATABASE_PATH: target };

/** Migrates and seeds (demo data) a fresh database file; returns its path. */
export function prepareDatabase(
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ifi-')), 'registry.sqlite'),
): string {
  const result = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/prepare-db.ts'],
    { cwd: root, env: { ...process.env, ...databaseEnv(file) }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`prepare-db failed: ${result.stderr || result.stdout}`);
  return file;
}

/**
 * A fresh demo database of the suite's dialect (a scratch PostgreSQL database or a file): a copy
 * of the run's seeded template when the global setup made one (tests/support/templateDatabase.ts).
 */
export async function prepareTestDatabase(): Promise<string> {
  const copy = await copyOfTemplate();
  if (copy) return copy;
  return prepareDatabase(
    portalDialect() === 'postgres' ? await createScratchDatabase() : undefined,
  );
}

export interface RunningPortal {
  url: string;
  /** The database: a SQLite file path, or a postgres:// URL. */
  databasePath: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Load shedding answers 503 when a page would wait over half a second to start: on a shared
 * 2-core machine running several test steps, PostgreSQL and portals at once, any test could
 * wait that long. Test portals start without it; the overload and reverse-proxy tests turn it on
 * (with its defaults) where they test it.
 */
export const NO_LOAD_SHEDDING = { SHED_MAX_WAIT_MS: '0' } as const;

/** The settings `npm start` runs with (for tests that need the shedder as production has it). */
export const DEFAULT_LOAD_SHEDDING = { SHED_MAX_WAIT_MS: '500' } as const;

export async function startPortal(
  options: {
    databasePath?: string;
    env?: Record<string, string>;
    /** Run the supervised cluster of `npm start` (src/runtime/cluster.ts) instead of one process. */
    cluster?: boolean;
    /** Node options for the server process (a small heap limit, say). */
    nodeArgs?: string[];
  } = {},
): Promise<RunningPortal> {
  if (!fs.existsSync(path.join(root, 'dist', 'serve-node.js'))) {
    throw new Error('No production build: run `npm run build` first (npm test does it).');
  }
  const databasePath = options.databasePath ?? (await prepareTestDatabase());
  // A free port can be taken by another process (other suites share the machine) between the
  // probe and the listen: then the portal exits with EADDRINUSE, and another port is tried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(options, databasePath, await freePort());
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 5) throw error;
    }
  }
}

class PortTaken extends Error {}

async function launch(
  options: Parameters<typeof startPortal>[0] & object,
  databasePath: string,
  port: number,
): Promise<RunningPortal> {
  const entry = options.cluster
    ? ['--import', 'tsx', 'src/runtime/cluster.ts']
    : ['dist/serve-node.js'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...databaseEnv(databasePath),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...NO_LOAD_SHEDDING,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  outputs.set(child, () => output);
  startedLately.push(child);
  const url = `http://127.0.0.1:${port}`;
  // Ready once its own process said it listens on the port (an answer alone could come from
  // whatever else took the port) and the portal answers.
  const listening = new RegExp(`server: listening on [^\\s]+:${port} `);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      if (/EADDRINUSE/.test(output)) throw new PortTaken(output);
      throw new Error(`portal exited: ${output}`);
    }
    if (listening.test(output)) {
      try {
        const res = await fetch(`${url}/api/trpc/references.projectStates`);
        if (res.ok) break;
      } catch {
        // not answering yet
      }
    }
    if (Date.now() > deadline) throw new Error(`portal did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    databasePath,
    process: child,
    output: () => output,
    stop: () => stopChild(child),
  };
}

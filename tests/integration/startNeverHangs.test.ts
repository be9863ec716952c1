import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { until } from '../support/cluster';
import { databaseEnv, freePort, prepareTestDatabase, root } from '../support/portal';
import { startTestSmtp } from '../support/smtp';

// `npm start` must come up, or say why and exit, when a service manager starts it (no terminal,
// stdin /dev/null, its own session). It once hung forever on PostgreSQL with SMTP_URL set: the
// build's static-generation step imports the server entry, whose import started the contact
// outbox; its database connection kept `waku build` alive and nothing ever listened.

/** A TCP server that accepts and never answers: a database that would hold whoever connects. */
async function silentServer(): Promise<{
  port: number;
  connections: () => number;
  close: () => void;
}> {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    connections: () => connections,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

interface Run {
  code: number | null;
  output: string;
  ms: number;
}

/** Runs node with `args` in its own session, stdin from /dev/null; kills it after `limitMs`. */
function runDetached(args: string[], env: Record<string, string>, limitMs: number): Promise<Run> {
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), limitMs);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

const BACKGROUND_WORK = {
  SMTP_URL: 'smtp://127.0.0.1:9',
  CONTACT_TO: 'ministry@example.gov.ua',
  CONTACT_POLL_MS: '100',
  REGISTRY_URL: 'http://127.0.0.1:9/api',
  REGISTRY_SYNC_INTERVAL: '1',
};

describe('a start that never hangs', () => {
  it('imports the built server entry (as the build does) without opening the database or starting background work', async () => {
    const database = await silentServer();
    try {
      const run = await runDetached(
        ['--input-type=module', '-e', "await import('./dist/server/index.js')"],
        {
          ...BACKGROUND_WORK,
          DATABASE_URL: `postgres://portal:secret@127.0.0.1:${database.port}/registry`,
        },
        20_000,
      );
      // Before the fix the import connected to the database and never exited (killed: null).
      expect(database.connections()).toBe(0);
      expect(run.code, run.output).toBe(0);
    } finally {
      database.close();
    }
  }, 60_000);

  it('builds after a source change and comes up with mail configured, started like a service', async () => {
    const databasePath = await prepareTestDatabase();
    const smtp = await startTestSmtp();
    const port = await freePort();
    // A source newer than the last build, as after a `git pull`: the stamp goes back an hour.
    const stamp = path.join(root, 'dist', '.build-stamp');
    const hourAgo = new Date(Date.now() - 3_600_000);
    if (!fs.existsSync(stamp)) fs.writeFileSync(stamp, hourAgo.toISOString());
    fs.utimesSync(stamp, hourAgo, hourAgo);
    const env = {
      ...databaseEnv(databasePath),
      SMTP_URL: smtp.url,
      CONTACT_TO: 'ministry@example.gov.ua',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_CONCURRENCY: '1',
      // The start's own bound must fire well before this test's.
      BUILD_TIMEOUT_SECONDS: '400',
      // A stand-in for the production build: the real one would rewrite dist/ while the other
      // test portals serve it (npm test's build step builds for real).
      BUILD_STUB_SCRIPT: path.join(root, 'tests', 'support', 'stubBuild.mjs'),
    };
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/runtime/start.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    started.stdout.on('data', (d: Buffer) => (output += d.toString()));
    started.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      await until(
        async () => {
          if (started.exitCode !== null) throw new Error(`start exited: ${output}`);
          try {
            return (await fetch(`http://127.0.0.1:${port}/api/trpc/references.projectStates`))
              .status;
          } catch {
            return 0;
          }
        },
        (status) => status === 200,
        420_000,
      );
      expect(output).toMatch(/build: sources changed/);
      expect(output).toMatch(/stub build: ran/);
      expect(fs.statSync(stamp).mtimeMs).toBeGreaterThan(hourAgo.getTime() + 60_000);
    } finally {
      process.kill(-started.pid!, 'SIGTERM');
      await until(
        () => started.exitCode ?? started.signalCode,
        (v) => v !== null,
        15_000,
      ).catch(() => process.kill(-started.pid!, 'SIGKILL'));
      await smtp.close();
    }
  }, 480_000);
});

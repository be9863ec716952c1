import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OUT_OF_MEMORY_TEXT, type WorkerHealth } from '../workerHealth';

// The primary's workers: forked from the production build with the environment the primary was
// given, each with what the primary knows of it, and their output relayed through the primary.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** How long a retiring worker may take to finish its requests before it is killed. */
export const STOP_DEADLINE_MS = 9_500;

export interface WorkerState {
  startedAt: number;
  /** It has listened: its start succeeded. */
  listened: boolean;
  health?: WorkerHealth;
  saidOutOfMemory: boolean;
  /** Being replaced: its exit is planned, not a death. */
  retiring: boolean;
  /** Its replacement is starting. */
  replacing: boolean;
}

export interface WorkerPool {
  fork(): Worker;
  /** Starts a successor; once it listens, the old worker finishes its requests and stops. */
  replace(old: Worker, why: string): void;
  stateOf(worker: Worker): WorkerState | undefined;
  /** Forgets an exited worker; returns what was known of it. */
  forget(worker: Worker): WorkerState | undefined;
  workers(): Worker[];
  /** Set once the cluster stops (a signal or a fatal failure): exits are then expected. */
  stopping: boolean;
  log(line: string): void;
}

/** Node options without the TypeScript loader: workers run the built server and need none. */
function withoutTypeScriptLoader(args: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--import' && args[i + 1] === 'tsx') i++;
    else if (args[i] !== '--import=tsx') kept.push(args[i]!);
  }
  return kept;
}

/** Relays a worker's output line by line, watching its error output for V8's out-of-memory words. */
function relay(worker: Worker, state: WorkerState) {
  worker.process.stdout?.pipe(process.stdout, { end: false });
  worker.process.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    if (OUT_OF_MEMORY_TEXT.test(chunk.toString('latin1'))) state.saidOutOfMemory = true;
  });
}

export function createWorkerPool(env: NodeJS.ProcessEnv, log: (line: string) => void): WorkerPool {
  cluster.setupPrimary({
    exec: path.join(root, 'dist', 'serve-node.js'),
    execArgv: withoutTypeScriptLoader(process.execArgv),
    // Piped through the primary, so it can tell an out-of-memory death from others.
    silent: true,
  });
  const states = new Map<number, WorkerState>();

  const fork = (): Worker => {
    const worker = cluster.fork(env);
    const state: WorkerState = {
      startedAt: Date.now(),
      listened: false,
      saidOutOfMemory: false,
      retiring: false,
      replacing: false,
    };
    states.set(worker.id, state);
    worker.once('listening', () => (state.listened = true));
    // A message sent to a worker that has just died (killed, out of memory) fails with EPIPE or
    // ERR_IPC_CHANNEL_CLOSED, and node:cluster reports that as an 'error' event on the worker:
    // unheard, it took the primary down, and every worker with it. The door's reports, the
    // counters' answers and prom-client's metrics requests all send; the death itself is
    // handled on 'exit' (supervision.ts).
    worker.on('error', (error) =>
      log(`cluster: a message to worker ${worker.process.pid} was lost: ${error.message}`),
    );
    relay(worker, state);
    return worker;
  };

  /**
   * Once the successor listens, the old worker is disconnected: node:cluster stops handing it
   * connections before it tells it to close its server (a SIGTERM could race a connection
   * already on its way to it), it finishes its requests and exits (nodeServer.ts).
   */
  const replace = (old: Worker, why: string) => {
    const state = states.get(old.id);
    if (!state) return;
    state.replacing = true;
    log(`cluster: worker ${old.process.pid} ${why}: replacing it`);
    fork().once('listening', () => {
      state.retiring = true;
      old.disconnect();
      setTimeout(() => old.process.kill('SIGKILL'), STOP_DEADLINE_MS).unref();
    });
  };

  return {
    fork,
    replace,
    stateOf: (worker) => states.get(worker.id),
    forget: (worker) => {
      const state = states.get(worker.id);
      states.delete(worker.id);
      return state;
    },
    workers: () => Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w),
    stopping: false,
    log,
  };
}

/** Kills every worker at once and exits: a start or a stop that cannot finish. */
export function giveUp(pool: WorkerPool, code: number): never {
  pool.stopping = true;
  for (const worker of pool.workers()) worker.process.kill('SIGKILL');
  process.exit(code);
}

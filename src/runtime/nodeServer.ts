import type { Server } from 'node:http';
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { register } from 'prom-client';
import { closeByLingering } from './lingeringClose';
import { serveMetrics } from './metricsServer';
import { reportHealth } from './workerHealth';
import { settings } from '../config/environment';
import { log } from '../config/log';

// The Node HTTP server of one process (Waku's generated dist/serve-node.js calls this `serve`):
// timeouts so slow or idle clients cannot hold sockets forever, and a graceful stop on SIGTERM
// (stop accepting, let requests in flight finish, exit 0 within 10 s). A server that cannot
// listen is a fatal failure: exit non-zero so the supervisor sees it. A request answered before
// it was read whole (413, 431) closes by lingering, so its answer arrives (lingeringClose.ts).

export const SERVER_TIMEOUTS = {
  /** Request line and headers must arrive within this. */
  headersTimeout: 15_000,
  /** The whole request (with its body) must arrive within this. */
  requestTimeout: 30_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeout: 5_000,
} as const;

/** After SIGTERM, requests still running after this are cut off (the deadline is 10 s). */
export const SHUTDOWN_GRACE_MS = 8_000;

interface ServeOptions {
  fetch: (request: Request, env: unknown) => Response | Promise<Response>;
  port?: number;
  hostname?: string;
}

export function serveNode(options: ServeOptions): Server {
  const server = serve({ ...options, serverOptions: { ...SERVER_TIMEOUTS } }) as Server;
  server.keepAliveTimeout = SERVER_TIMEOUTS.keepAliveTimeout;
  closeByLingering(server);
  // Said once listening: operators (and the test harness, which must know that this process,
  // not another one, holds the port) read it.
  server.once('listening', () => {
    const address = server.address();
    if (address && typeof address === 'object') {
      console.log(`server: listening on ${address.address}:${address.port} (pid ${process.pid})`);
    }
  });
  server.on('error', (error) => {
    log.fatal({ err: error }, 'server: cannot serve');
    process.exit(1);
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`server: ${signal}, finishing requests in flight`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  // A single process serves its own metrics; a cluster's primary serves the workers' sum.
  const metrics = settings().metrics;
  if (metrics && !cluster.isWorker) {
    serveMetrics(metrics, { contentType: register.contentType, text: () => register.metrics() });
  }
  // A cluster worker tells the primary its memory (src/runtime/cluster.ts), and stops the same
  // way when the primary disconnects it (it is being replaced, or the primary is gone).
  const send = process.send?.bind(process);
  if (send) {
    process.once('disconnect', () => stop('disconnect'));
    // A message to a primary that has disconnected this worker (it is being replaced) or died
    // fails as an 'error' event on the process: unheard, it killed a worker that was finishing
    // its requests. prom-client answers the primary's metrics requests without a callback; the
    // counters' questions handle their own failure (clusterCounters.ts).
    process.on('error', (error) =>
      log.warn(`server: a message to the primary was lost: ${error.message}`),
    );
    reportHealth((message) => {
      if (process.connected) send(message);
    }, settings().workerHealthMs);
  }
  return server;
}

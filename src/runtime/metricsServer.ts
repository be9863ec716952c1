import http from 'node:http';
import { log } from '../config/log';

// The Prometheus endpoint: GET /metrics on METRICS_PORT, bound to METRICS_HOST (default
// 127.0.0.1, so only the machine's own scraper or a sidecar reaches it), never on the public
// port. Off when METRICS_PORT is unset. The cluster's primary serves the sum over its workers; a
// single process (`node dist/serve-node.js`) serves its own.

export interface MetricsListen {
  port: number;
  host: string;
}

export interface MetricsText {
  contentType: string;
  text: () => Promise<string>;
}

export function serveMetrics(listen: MetricsListen, metrics: MetricsText): http.Server {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    metrics.text().then(
      (text) => res.writeHead(200, { 'content-type': metrics.contentType }).end(text),
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`metrics unavailable: ${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  server.on('error', (error) => log.error({ err: error }, 'metrics: cannot listen'));
  server.listen(listen.port, listen.host);
  // The metrics listener never keeps a stopping process alive.
  server.unref();
  return server;
}

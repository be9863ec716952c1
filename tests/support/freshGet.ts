import http from 'node:http';
import net from 'node:net';

/** A server's answer, body read whole as text. */
export interface FreshAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Rejects an answer cut off mid-page (a worker that died), which would otherwise never end. */
export function rejectCutOff(res: http.IncomingMessage, reject: (error: Error) => void): void {
  res.on('error', reject);
  res.on('close', () => {
    if (!res.complete) reject(new Error('answer cut off'));
  });
}

/**
 * A GET on a fresh connection (`Connection: close`, no agent): each request of a burst reaches
 * the server at once, and a cluster hands each to its next worker. No answer in 15 s rejects, and
 * so does an answer cut off (a worker that dies mid-page): it must not leave the caller waiting.
 */
export function freshGet(
  url: string,
  headers: Record<string, string> = {},
  /** A connection already open to the server (see `burst`). */
  socket?: net.Socket,
): Promise<FreshAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(
        url,
        {
          // `agent: false` makes a fresh agent, which opens its own connection and would
          // ignore `createConnection`: with a socket given, there is no agent at all.
          ...(socket ? { createConnection: () => socket } : { agent: false }),
          headers: { connection: 'close', ...headers },
          timeout: 15_000,
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
          rejectCutOff(res, reject);
        },
      )
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error('no answer in 15 s'));
      })
      .on('error', reject);
  });
}

function connected(url: URL): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    socket.once('connect', () => resolve(socket)).once('error', reject);
  });
}

/**
 * GETs that reach the server together: every connection is opened first, then all the requests
 * are written in one go. A plain burst of `freshGet`s is only as tight as this process is quick to
 * connect: on a loaded machine they trickled in slower than the server rendered them.
 */
export async function burst(urls: string[]): Promise<FreshAnswer[]> {
  const opened = await Promise.allSettled(urls.map((url) => connected(new URL(url))));
  const sockets = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  if (sockets.length < urls.length) {
    for (const socket of sockets) socket.destroy();
    throw new Error(`${urls.length - sockets.length} of ${urls.length} connections failed`);
  }
  return Promise.all(urls.map((url, i) => freshGet(url, {}, sockets[i])));
}

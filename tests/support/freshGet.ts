import http from 'node:http';

/** A server's answer, body read whole as text. */
export interface FreshAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A GET on a fresh connection (`Connection: close`, no agent): each request of a burst reaches
 * the server at once, and a cluster hands each to its next worker. No answer in 15 s rejects, and
 * so does an answer cut off (a worker that dies mid-page): it must not leave the caller waiting.
 */
export function freshGet(url: string, headers: Record<string, string> = {}): Promise<FreshAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(
        url,
        { agent: false, headers: { connection: 'close', ...headers }, timeout: 15_000 },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
          res.on('error', reject);
          res.on('close', () => {
            if (!res.complete) reject(new Error('answer cut off'));
          });
        },
      )
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error('no answer in 15 s'));
      })
      .on('error', reject);
  });
}

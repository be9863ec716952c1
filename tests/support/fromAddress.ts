import http from 'node:http';

// An HTTP request from another loopback address (127.0.0.0/8). The portal's per-client limits
// (contact messages, exports) key on the connection's address, so a test that spends one of
// them speaks from an address of its own and leaves 127.0.0.1's budget to the other files.

export interface PlainResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { burst } from '../support/freshGet';

// The test helper `burst` (tests/support/freshGet.ts) must send each request on the connection
// it opened first: given `agent: false` as well, Node opened a second connection per request,
// and the burst arrived as slowly as a plain one (a flaky shedding test on Node 24 in CI).

let connections = 0;
let requests = 0;
const server = http.createServer((req, res) => {
  requests++;
  res.end('ok');
});
server.on('connection', () => connections++);
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

it('sends every request on a connection it opened first, one each', async () => {
  const answers = await burst(Array.from({ length: 12 }, (_, i) => `${base}/${i}`));
  expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
  expect(connections).toBe(12);
  expect(requests).toBe(12);
});

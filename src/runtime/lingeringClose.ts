import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { parserRefusalResponse, parserRefusalStatus } from './parserRefusal';

// Lingering close (RFC 9112 §9.6, nginx's `lingering_close`): when the portal answers a request
// before reading all of it (413 for a 20 MB body, 431 for a 1 MB query string) and closes the
// connection, a plain close with the rest of the request still arriving makes the kernel send a
// reset, and the reset destroys the answer at the client (EPIPE/ECONNRESET instead of the
// status). So the sending side is closed first (FIN after the answer), and what the client still
// sends is read and dropped until it stops, for a bounded time and number of bytes only.

export const LINGERING = {
  /** At most this long after the answer, whatever the client does. */
  maxMs: 5_000,
  /** Closed sooner when nothing arrived for this long. */
  idleMs: 1_000,
  /** Closed sooner after dropping this much (a 20 MB body fits). */
  maxBytes: 32 * 1024 * 1024,
  checkEveryMs: 50,
} as const;

const lingering = new WeakSet<Socket>();
const lastRequest = new WeakMap<Socket, IncomingMessage>();

/** Half-closes the socket, then drops what arrives until the client is done or a bound is hit. */
export function lingeringClose(socket: Socket, limits: typeof LINGERING = LINGERING): void {
  if (socket.destroyed || lingering.has(socket)) return;
  lingering.add(socket);
  socket.end();
  // The HTTP exchange is over: the parser lets go of the socket (it would stop reading a body
  // nobody consumes), and the flowing socket drops what arrives.
  socket.removeAllListeners('data');
  socket.on('data', () => undefined);
  socket.resume();
  const started = Date.now();
  const firstByte = socket.bytesRead;
  let seen = firstByte;
  let quietSince = started;
  const check = setInterval(() => {
    const now = Date.now();
    if (socket.bytesRead !== seen) {
      seen = socket.bytesRead;
      quietSince = now;
    }
    if (
      now - started >= limits.maxMs ||
      now - quietSince >= limits.idleMs ||
      seen - firstByte >= limits.maxBytes
    ) {
      socket.destroy();
    }
  }, limits.checkEveryMs);
  check.unref();
  socket.once('close', () => clearInterval(check));
}

/** A request whose body was not read to its end: closing now would reset the connection. */
const unread = (socket: Socket) => lastRequest.get(socket)?.complete === false;

/**
 * Makes `server` close by lingering: after an answer that leaves part of its request unread
 * (Node closes such a connection with `destroySoon`, which this replaces per socket) and after a
 * request the parser refused (431, 400, 408, answered here instead of Node's abrupt destroy).
 */
export function closeByLingering(server: Server, limits: typeof LINGERING = LINGERING): void {
  server.on('request', (req: IncomingMessage) => lastRequest.set(req.socket, req));
  server.on('connection', (socket: Socket) => {
    const destroySoon = socket.destroySoon.bind(socket);
    socket.destroySoon = () => (unread(socket) ? lingeringClose(socket, limits) : destroySoon());
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (lingering.has(socket)) return;
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (socket.bytesWritten === 0) {
      socket.write(parserRefusalResponse(parserRefusalStatus(error.code)));
    }
    lingeringClose(socket, limits);
  });
}

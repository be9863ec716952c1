import { once } from 'node:events';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { readBytesWithin, readWithin } from '../lib/cappedBody';
import type { SyncConfig } from '../config/registryService';
import { RecordError, SyncError } from './errors';

// HTTP to the registry service: bearer token (one renewal on a 401), retries with back-off for
// 5xx, resets, timeouts and unreadable JSON, a size cap on every body, and redirects followed
// only within the registry's own origin. Messages name the call and the status, never the token
// or the secret.

const MAX_REDIRECTS = 3;

export interface JsonAnswer {
  body: unknown;
  headers: Headers;
}

export interface FileAnswer {
  size: number;
  contentType: string;
}

export interface UpstreamClient {
  getJson(path: string): Promise<JsonAnswer>;
  postJson(path: string, body?: unknown): Promise<JsonAnswer>;
  /** Streams a same-origin file to `file`; RecordError when it exceeds the size cap. */
  download(url: string, file: string): Promise<FileAnswer>;
  /** The origin every call must stay on. */
  origin: string;
}

class Retryable extends Error {}

const tokenSchemaCheck = (body: unknown): string => {
  const token = (body as { access_token?: unknown } | null)?.access_token;
  if (typeof token !== 'string' || !token) throw new Retryable('no access_token in the answer');
  return token;
};

/** Reads a body up to `max` bytes; throws `onTooLarge()` beyond it. */
async function readCapped(
  res: Response,
  max: number,
  onTooLarge: () => Error,
  sink?: (chunk: Uint8Array) => Promise<void>,
): Promise<Buffer | number> {
  if (Number(res.headers.get('content-length') ?? NaN) > max) {
    await res.body?.cancel();
    throw onTooLarge();
  }
  const read = sink ? await readWithin(res, max, sink) : await readBytesWithin(res, max);
  if (read === null) throw onTooLarge();
  return read;
}

export function createUpstreamClient(config: SyncConfig): UpstreamClient {
  const origin = new URL(config.baseUrl).origin;
  // One token for every request in flight; when it is refused, the first request to notice
  // fetches the next one and the others wait for that instead of fetching their own.
  let tokenPromise: Promise<string> | undefined;
  const currentToken = (): Promise<string> => {
    tokenPromise ??= fetchToken().catch((error: unknown) => {
      tokenPromise = undefined;
      throw error;
    });
    return tokenPromise;
  };
  // Compared by identity, synchronously: of several requests refused with the same token, only
  // the first drops it; the others then wait for the new one instead of replacing it again.
  const renewToken = (refused: Promise<string>): void => {
    if (tokenPromise === refused) tokenPromise = undefined;
  };

  async function fetchToken(): Promise<string> {
    const url = new URL(config.tokenUrl);
    url.searchParams.set('grant_type', 'client_credentials');
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    return withRetries('POST token', async () => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (res.status >= 500) throw new Retryable(`HTTP ${res.status}`);
      if (!res.ok) {
        await res.body?.cancel();
        throw new SyncError(`POST token: HTTP ${res.status}`);
      }
      const buffer = (await readCapped(
        res,
        1024 * 1024,
        () => new SyncError('POST token: answer too large'),
      )) as Buffer;
      try {
        return tokenSchemaCheck(JSON.parse(buffer.toString('utf8')));
      } catch (error) {
        if (error instanceof Retryable) throw new SyncError(`POST token: ${error.message}`);
        throw new Retryable('answer is not valid JSON');
      }
    });
  }

  async function withRetries<T>(call: string, attempt: () => Promise<T>): Promise<T> {
    for (let n = 0; ; n++) {
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof SyncError || error instanceof RecordError) throw error;
        const reason = describe(error);
        if (n >= config.retries) {
          throw new SyncError(`${call}: ${reason} (after ${config.retries} retries)`);
        }
        await sleep(config.retryBaseMs * 2 ** n);
      }
    }
  }

  /** One authorised request, following same-origin redirects; renews the token once on 401. */
  async function send(method: string, url: URL, body: string | undefined): Promise<Response> {
    let renewed = false;
    let target = url;
    for (let hops = 0; ; ) {
      // Without client credentials the registry is read as a public service (another
      // portal's REST face): no token call, no Authorization header.
      const tokenRequest = config.clientId ? currentToken() : undefined;
      const token = tokenRequest ? await tokenRequest : '';
      const res = await fetch(target, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          accept: 'application/json, */*',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (res.status === 401) {
        await res.body?.cancel();
        if (!token)
          throw new SyncError(
            `${method} ${callName(target)}: HTTP 401 (no client credentials configured)`,
          );
        if (renewed)
          throw new SyncError(`${method} ${callName(target)}: HTTP 401 after a new token`);
        renewed = true;
        if (tokenRequest) renewToken(tokenRequest);
        continue;
      }
      if (res.status >= 300 && res.status < 400 && res.headers.has('location')) {
        await res.body?.cancel();
        const next = new URL(res.headers.get('location')!, target);
        if (next.origin !== origin) {
          throw new SyncError(`${method} ${callName(target)}: redirect to another host refused`);
        }
        if (++hops > MAX_REDIRECTS)
          throw new SyncError(`${method} ${callName(target)}: too many redirects`);
        target = next;
        continue;
      }
      if (res.status >= 500) {
        await res.body?.cancel();
        throw new Retryable(`HTTP ${res.status}`);
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new SyncError(`${method} ${callName(target)}: HTTP ${res.status}`);
      }
      return res;
    }
  }

  async function json(method: 'GET' | 'POST', path: string, body?: unknown): Promise<JsonAnswer> {
    const url = new URL(`${config.baseUrl}${path}`);
    const call = `${method} ${callName(url)}`;
    const payload =
      method === 'POST' ? (body === undefined ? '' : JSON.stringify(body)) : undefined;
    return withRetries(call, async () => {
      const res = await send(method, url, payload);
      const buffer = (await readCapped(
        res,
        config.maxJsonBytes,
        () => new SyncError(`${call}: answer larger than ${config.maxJsonBytes} bytes`),
      )) as Buffer;
      try {
        return { body: JSON.parse(buffer.toString('utf8')), headers: res.headers };
      } catch {
        throw new Retryable('answer is not valid JSON');
      }
    });
  }

  async function download(href: string, file: string): Promise<FileAnswer> {
    const url = new URL(href, `${origin}/`);
    if (url.origin !== origin) throw new RecordError(`document on another host: ${url.origin}`);
    const call = `GET ${callName(url)}`;
    return withRetries(call, async () => {
      const res = await send('GET', url, undefined);
      const out = fs.createWriteStream(file);
      try {
        const size = (await readCapped(
          res,
          config.maxDocumentBytes,
          () => new RecordError(`document larger than ${config.maxDocumentBytes} bytes`),
          async (chunk) => {
            // Wait for the disk when it is slower than the network: memory stays flat.
            if (!out.write(chunk)) await once(out, 'drain');
          },
        )) as number;
        await new Promise<void>((resolve, reject) =>
          out.end((e?: Error | null) => (e ? reject(e) : resolve())),
        );
        const contentType = (res.headers.get('content-type') ?? 'application/octet-stream').slice(
          0,
          200,
        );
        return { size, contentType };
      } catch (error) {
        out.destroy();
        fs.rmSync(file, { force: true });
        throw error;
      }
    });
  }

  return {
    origin,
    getJson: (path) => json('GET', path),
    postJson: (path, body) => json('POST', path, body),
    download,
  };
}

/** The call as shown in messages: path and query, without the origin. */
function callName(url: URL): string {
  const text = `${url.pathname}${url.search}`;
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

function describe(error: unknown): string {
  if (error instanceof Retryable) return error.message;
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timed out';
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}

import type { Context, MiddlewareHandler } from 'hono';
import { CONTACT_OUTCOME_HEADER } from '../lib/contactForm';

// What a request is, decided once at the edge from its method, path and headers, and kept in the
// request's context: the route rules, the page cache and the load shedder read this one answer
// instead of each guessing from the path (they used to guess three slightly different ways).

export type RequestKind =
  /** A screen: a path without a file extension, outside /api/ and /RSC/. */
  | 'page'
  /** A screen's RSC payload for a soft navigation (Waku's /RSC/R/…). */
  | 'payload'
  /** Any other /RSC/ path (the portal has no server functions: Waku answers 404). */
  | 'rsc'
  /** Under /api/: RPC, REST, downloads and exports. */
  | 'api'
  /** A path with a file extension: built assets, robots.txt, feeds, documents. */
  | 'file';

export interface RequestClass {
  kind: RequestKind;
  /** The path as the routes see it (percent-decoded where it can be). */
  path: string;
  /**
   * Waku renders it if nothing in front answers it; false for a path shaped like a file, which
   * is read from disk (RSC payloads end in .txt but render).
   */
  rendered: boolean;
  /**
   * The anonymous page cache may answer it: a GET or HEAD of a page or payload that carries
   * nothing one visitor's (credentials, a byte range, a contact form's outcome).
   */
  cacheable: boolean;
  /** Its render may cost many times a normal one: the shedder refuses it first. */
  expensive: boolean;
}

/**
 * The portal-wide search reads every kind of text and runs a registry search: its page and its
 * payload give way first when the worker is busy, so a crawler's searches yield to the pages
 * citizens read.
 */
const EXPENSIVE_PATHS = new Set(['/search', '/RSC/R/search.txt']);

const kindOf = (path: string): RequestKind => {
  if (path.startsWith('/RSC/R/')) return 'payload';
  // `/RSC/` and `/api/` alone are page paths with a trailing slash (the route rules redirect them).
  if (/^\/RSC\/./.test(path)) return 'rsc';
  if (/^\/api\/./.test(path)) return 'api';
  return hasExtension(path) ? 'file' : 'page';
};

const hasExtension = (path: string) => path.slice(path.lastIndexOf('/')).includes('.');

interface ClassInput {
  method: string;
  path: string;
  headers: Headers;
}

/** Pure: the same request always gets the same class. */
export function classifyRequest({ method, path, headers }: ClassInput): RequestClass {
  const kind = kindOf(path);
  const readOnly = method === 'GET' || method === 'HEAD';
  const personal =
    headers.has('authorization') || headers.has('range') || headers.has(CONTACT_OUTCOME_HEADER);
  return {
    kind,
    path,
    rendered: path.startsWith('/RSC/') || !hasExtension(path),
    cacheable: readOnly && (kind === 'page' || kind === 'payload') && !personal,
    expensive: EXPENSIVE_PATHS.has(path),
  };
}

declare module 'hono' {
  interface ContextVariableMap {
    requestClass: RequestClass;
  }
}

/** The outermost middleware: classifies the request as it arrived, before anything answers it. */
export function classifyRequests(): MiddlewareHandler {
  return async (c, next) => {
    c.set(
      'requestClass',
      classifyRequest({ method: c.req.method, path: c.req.path, headers: c.req.raw.headers }),
    );
    await next();
  };
}

/** The edge's class of this request; a middleware mounted without the classifier is a bug. */
export function requestClassOf(c: Context): RequestClass {
  const found = c.get('requestClass');
  if (!found) throw new Error('requestClassOf: classifyRequests() must run first');
  return found;
}

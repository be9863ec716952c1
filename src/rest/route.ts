import type { z } from 'zod';
import type { Registry } from '../registry/database/db';

// One REST endpoint, declared once: the Hono app serves it from `handler` and the OpenAPI
// document describes it from the same zod schemas, so the two cannot drift apart.

export interface RestResponse {
  description: string;
  /** JSON body schema; omitted for files and streams (see contentTypes). */
  schema?: z.ZodType;
  contentTypes?: string[];
  /** The body of the JSON variant among `contentTypes` (a JSON export), when there is one. */
  jsonVariant?: z.ZodType;
  headers?: Record<string, string>;
}

export interface RestRequest<Q, P, B> {
  db: Registry;
  url: URL;
  headers: Headers;
  query: Q;
  params: P;
  body: B;
}

export interface RestRoute<
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> {
  method: 'get' | 'post';
  /** OpenAPI style: /api/xm-entities/{id}. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  query?: Q;
  params?: P;
  body?: B;
  /** Largest JSON body read (default 16 KB); larger ones get 413 before they are read. */
  maxBodyBytes?: number;
  responses: Record<number, RestResponse>;
  /** A request the /api guide runs to show a real, trimmed response (may look up an id first). */
  example?: RestExample | ((db: Registry) => Promise<RestExample | undefined>);
  /** Absent when another part of the portal serves the path (documented here all the same). */
  handler?: (
    req: RestRequest<z.output<Q>, z.output<P>, z.output<B>>,
  ) => Promise<Response | JsonResult>;
}

export interface RestExample {
  path: string;
  body?: unknown;
}

/** A JSON body plus extra headers (paging). */
export interface JsonResult {
  json: unknown;
  headers?: Record<string, string>;
}

/** Keeps each route's handler typed by its own schemas inside a mixed list. */
export const defineRoute = <Q extends z.ZodType, P extends z.ZodType, B extends z.ZodType>(
  route: RestRoute<Q, P, B>,
): RestRoute => route as unknown as RestRoute;

// The expensive endpoints' limits (exports walk the whole registry; REST searches may parse
// long queries): a class's requests in flight in one portal instance (503 when full), and per
// client its requests in flight and started per minute (429). Both answers carry Retry-After.

export interface GateLimits {
  /** Requests of this class in flight in this portal instance (all its workers). */
  concurrent: number;
  /** In flight per client, across the portal's workers and instances. */
  perClient: number;
  /** Started per client per minute, across the portal's workers and instances. */
  perMinute: number;
}

export const EXPORT_LIMITS: GateLimits = { concurrent: 3, perClient: 2, perMinute: 30 };
export const SEARCH_LIMITS: GateLimits = { concurrent: 16, perClient: 4, perMinute: 600 };

export type LimitClass = 'export' | 'search';

/** A request let through holds a lease until its answer is finished; a refused one is told why. */
export type Verdict =
  | { ok: true; lease: number }
  | { ok: false; status: 429 | 503; retryAfterSeconds: number };

/** Where the counters live: this process, the cluster's primary, or the database. */
export interface LimitStore {
  take(limitClass: LimitClass, clientKey: string, limits: GateLimits): Promise<Verdict>;
  /** Settles once the lease is given back where that takes a round trip (the database). */
  release(lease: number): void | Promise<void>;
}

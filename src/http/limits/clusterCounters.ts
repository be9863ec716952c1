import { z } from 'zod';
import type { GateLimits, LimitClass, LimitStore, Verdict } from './gateLimits';
import { createMemoryCounters, type MemoryCounters } from './memoryCounters';

// The limits of a cluster are the portal's, not a worker's: each worker asks the primary
// (src/runtime/cluster.ts), which keeps one set of counters for all of them, over the cluster's
// IPC channel. A question that cannot be sent (the primary gone, or this worker disconnected
// because it is being replaced) or is unanswered within ANSWER_TIMEOUT_MS falls back to the
// worker's own counters, so a request is never stuck on the channel.

const ANSWER_TIMEOUT_MS = 2_000;

const limitsSchema = z.object({
  concurrent: z.number().int().nonnegative(),
  perClient: z.number().int().nonnegative(),
  perMinute: z.number().int().nonnegative(),
});

/** Worker → primary. */
export const counterRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ifi:limits:take'),
    id: z.number().int(),
    limitClass: z.enum(['export', 'search']),
    clientKey: z.string().max(200),
    limits: limitsSchema,
  }),
  z.object({ type: z.literal('ifi:limits:release'), lease: z.number().int() }),
]);
export type CounterRequest = z.infer<typeof counterRequestSchema>;

/** Primary → worker. */
const verdictMessageSchema = z.object({
  type: z.literal('ifi:limits:verdict'),
  id: z.number().int(),
  verdict: z.union([
    z.object({ ok: z.literal(true), lease: z.number().int() }),
    z.object({
      ok: z.literal(false),
      status: z.union([z.literal(429), z.literal(503)]),
      retryAfterSeconds: z.number(),
    }),
  ]),
});

interface Channel {
  /** As `process.send`: a message that cannot be sent is said to `callback`, never thrown. */
  send(message: unknown, callback: (error: Error | null) => void): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}

/** The worker's side: every take and release goes to the primary. */
export function ipcLimitStore(channel: Channel): LimitStore {
  const pending = new Map<number, { resolve: (v: Verdict) => void; fallback: () => void }>();
  // Used only when the primary does not answer; its leases are negative.
  const local = createMemoryCounters();
  let nextId = 1;
  channel.on('message', (message) => {
    const parsed = verdictMessageSchema.safeParse(message);
    if (!parsed.success) return;
    pending.get(parsed.data.id)?.resolve(parsed.data.verdict);
  });
  return {
    take(limitClass: LimitClass, clientKey: string, limits: GateLimits) {
      const id = nextId++;
      return new Promise<Verdict>((resolve) => {
        const timer = setTimeout(() => entry.fallback(), ANSWER_TIMEOUT_MS);
        const settle = (verdict: Verdict) => {
          clearTimeout(timer);
          pending.delete(id);
          resolve(verdict);
        };
        const entry = {
          resolve: settle,
          fallback: () => {
            const verdict = local.take(limitClass, clientKey, limits);
            settle(verdict.ok ? { ok: true, lease: -verdict.lease } : verdict);
          },
        };
        pending.set(id, entry);
        const request: CounterRequest = {
          type: 'ifi:limits:take',
          id,
          limitClass,
          clientKey,
          limits,
        };
        channel.send(request, (error) => {
          if (error && pending.get(id) === entry) entry.fallback();
        });
      });
    },
    release(lease: number) {
      if (lease < 0) return local.release(-lease);
      // Lost only when the primary is gone, and its counters with it.
      channel.send({ type: 'ifi:limits:release', lease } satisfies CounterRequest, () => {});
    },
  };
}

/** The primary's side: answers one worker's message (anything else is ignored). */
export function answerCounterRequest(
  counters: MemoryCounters,
  owner: number,
  message: unknown,
  reply: (message: unknown) => void,
): void {
  const parsed = counterRequestSchema.safeParse(message);
  if (!parsed.success) return;
  const request = parsed.data;
  if (request.type === 'ifi:limits:release') return counters.release(request.lease);
  const verdict = counters.take(request.limitClass, request.clientKey, request.limits, owner);
  reply({ type: 'ifi:limits:verdict', id: request.id, verdict });
}

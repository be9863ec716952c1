import 'server-only';
import { dialectOf } from '../dialect';
import type { Registry } from '../database/db';

// Per-client limits of the expensive endpoints kept in the database, so that they hold across
// portal instances (several machines on one PostgreSQL): a client gets at most `perClient`
// requests of a class in flight and `perMinute` started per minute, whichever instance answers.
// Each check is one short transaction serialised per client (an advisory lock on PostgreSQL),
// so two instances cannot both let the same client's last request through.

export interface ClientLimits {
  perClient: number;
  perMinute: number;
}

export type ClientSlot =
  | { ok: true; slotId: number }
  | { ok: false; inFlight: boolean; retryAfterSeconds: number };

const MINUTE_MS = 60_000;
/** A slot whose process died is forgotten after this (longer than any export takes). */
export const SLOT_LEASE_MS = 10 * 60_000;

/** Takes a slot for `clientKey` in `limitClass`, or says why not (429 either way). */
export async function takeClientSlot(
  db: Registry,
  limitClass: string,
  clientKey: string,
  limits: ClientLimits,
  now = Date.now(),
): Promise<ClientSlot> {
  const windowStart = now - (now % MINUTE_MS);
  const dialect = dialectOf(db);
  return db.transaction().execute(async (trx) => {
    await dialect.serialise(trx, `limit:${limitClass}:${clientKey}`);
    const client = (table: 'rateLimitSlots' | 'rateLimitWindows') =>
      trx.selectFrom(table).where('limitClass', '=', limitClass).where('clientKey', '=', clientKey);
    const [flying, window] = await Promise.all([
      client('rateLimitSlots')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('expiresAt', '>', now)
        .executeTakeFirstOrThrow(),
      client('rateLimitWindows')
        .select('requests')
        .where('windowStart', '=', windowStart)
        .executeTakeFirst(),
    ]);
    if (Number(flying.n) >= limits.perClient) {
      return { ok: false, inFlight: true, retryAfterSeconds: 5 } as const;
    }
    if ((window?.requests ?? 0) >= limits.perMinute) {
      const retry = Math.max(1, Math.ceil((windowStart + MINUTE_MS - now) / 1000));
      return { ok: false, inFlight: false, retryAfterSeconds: retry } as const;
    }
    await trx
      .insertInto('rateLimitWindows')
      .values({ limitClass, clientKey, windowStart, requests: 1 })
      .onConflict((oc) =>
        oc
          .columns(['limitClass', 'clientKey', 'windowStart'])
          .doUpdateSet((eb) => ({ requests: eb('rateLimitWindows.requests', '+', 1) })),
      )
      .execute();
    const slot = await trx
      .insertInto('rateLimitSlots')
      .values({ limitClass, clientKey, expiresAt: now + SLOT_LEASE_MS })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, slotId: Number(slot.id) } as const;
  });
}

export async function releaseClientSlot(db: Registry, slotId: number): Promise<void> {
  await db.deleteFrom('rateLimitSlots').where('id', '=', slotId).execute();
}

/** Deletes finished windows and expired slots (the tables stay a few rows per active client). */
export async function pruneRateLimits(db: Registry, now = Date.now()): Promise<void> {
  await db
    .deleteFrom('rateLimitWindows')
    .where('windowStart', '<', now - 2 * MINUTE_MS)
    .execute();
  await db.deleteFrom('rateLimitSlots').where('expiresAt', '<=', now).execute();
}

import 'server-only';
import type { Selectable } from 'kysely';
import type { ContactMessage } from '../../lib/contactForm';
import type { Registry } from '../database/db';
import type { ContactMessagesTable } from '../database/dbTypes';
import { dialectOf } from '../dialect';

// Contact messages: stored durably before the visitor is told "sent", then delivered by the
// outbox (contactOutbox.ts). Rows move 'pending' → 'sent'; honeypot hits are kept as 'skipped'
// and never delivered.

/** Set by the client-key middleware from the connection; any value a client sends is replaced. */
export const CLIENT_KEY_HEADER = 'x-ifi-client-key';

export const CONTACT_RATE_LIMIT = { messages: 5, windowMinutes: 10 } as const;

export type StoreResult = { status: 'stored'; id: number } | { status: 'rate-limited' };

export interface StoreOptions {
  clientKey: string;
  /** The honeypot was filled: keep the row for the record, never deliver it. */
  spam?: boolean;
  now?: Date;
  limit?: { messages: number; windowMinutes: number };
}

/**
 * Checks the client's rate limit and inserts the message in one transaction, committed durably:
 * once this resolves, the message survives a crash or a power cut. The limit lives in the
 * database, so every portal process on it shares it; the check and the insert run under a
 * per-client lock (PostgreSQL advisory lock), so processes cannot both pass the last slot.
 */
export async function storeContactMessage(
  db: Registry,
  message: ContactMessage,
  options: StoreOptions,
): Promise<StoreResult> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? CONTACT_RATE_LIMIT;
  const since = new Date(now.getTime() - limit.windowMinutes * 60_000).toISOString();
  const dialect = dialectOf(db);
  return dialect.durably(db, () =>
    db.transaction().execute(async (trx) => {
      await dialect.serialise(trx, `contact:${options.clientKey}`);
      const recent = await trx
        .selectFrom('contactMessages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('clientKey', '=', options.clientKey)
        .where('createdAt', '>', since)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= limit.messages) return { status: 'rate-limited' } as const;
      const row = await trx
        .insertInto('contactMessages')
        .values({
          createdAt: now.toISOString(),
          name: message.name,
          email: message.email,
          phone: message.phone,
          subject: message.subject,
          message: message.message,
          clientKey: options.clientKey,
          deliveryStatus: options.spam ? 'skipped' : 'pending',
          nextAttemptAt: options.spam ? null : now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { status: 'stored', id: Number(row.id) } as const;
    }),
  );
}

/** A stored message as the outbox delivers it (the table's row, without its bookkeeping). */
export type OutboxMessage = Pick<
  Selectable<ContactMessagesTable>,
  'id' | 'createdAt' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'attempts'
>;

/**
 * Takes up to `limit` due messages (pending, next attempt reached), oldest first, for one
 * delivery attempt each, by pushing their next attempt to `leaseUntil`. Several outboxes (portal
 * processes on one PostgreSQL) claim at once without taking the same message: rows another
 * claimer holds are skipped (FOR UPDATE SKIP LOCKED), and a claimed row is not due any more.
 */
export async function claimDueContactMessages(
  db: Registry,
  now: Date,
  leaseUntil: Date,
  limit = 20,
): Promise<OutboxMessage[]> {
  const due = dialectOf(db).skipLocked(
    db
      .selectFrom('contactMessages')
      .select('id')
      .where('deliveryStatus', '=', 'pending')
      .where((eb) =>
        eb.or([eb('nextAttemptAt', 'is', null), eb('nextAttemptAt', '<=', now.toISOString())]),
      )
      .orderBy('id')
      .limit(limit),
  );
  const claimed = await db
    .updateTable('contactMessages')
    .set({ nextAttemptAt: leaseUntil.toISOString() })
    .where('id', 'in', due)
    .returning(['id', 'createdAt', 'name', 'email', 'phone', 'subject', 'message', 'attempts'])
    .execute();
  return claimed.sort((a, b) => a.id - b.id);
}

export async function markContactDelivered(db: Registry, id: number, at: Date): Promise<void> {
  await db
    .updateTable('contactMessages')
    .set((eb) => ({
      deliveryStatus: 'sent',
      deliveredAt: at.toISOString(),
      nextAttemptAt: null,
      lastError: null,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

export async function markContactAttemptFailed(
  db: Registry,
  id: number,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .updateTable('contactMessages')
    .set((eb) => ({
      lastError: error.slice(0, 1000),
      nextAttemptAt: nextAttemptAt.toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

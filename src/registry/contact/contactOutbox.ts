import 'server-only';
import nodemailer from 'nodemailer';
import type { Registry } from '../database/db';
import {
  claimDueContactMessages,
  markContactAttemptFailed,
  markContactDelivered,
  type OutboxMessage,
} from './contact';
import { log } from '../../config/log';

// The contact outbox: delivers stored messages by SMTP to CONTACT_TO. A message leaves the
// outbox only when the SMTP server accepted it; any failure schedules a retry with exponential
// back-off, so messages wait out an SMTP outage in the database (and survive restarts).

export interface OutboxOptions {
  smtpUrl: string;
  to: string;
  from?: string;
  /** First retry delay; doubles per failed attempt up to maxRetryMs. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** How often the database is checked for due messages (new ones also wake the outbox). */
  pollMs?: number;
}

export interface ContactOutbox {
  /** Delivers every due message once; resolves with the number delivered. */
  runOnce: () => Promise<number>;
  wake: () => void;
  stop: () => Promise<void>;
}

// Five messages a batch, each SMTP conversation bounded by nodemailer's timeouts, fit well in it.
const LEASE_MS = 10 * 60_000;

export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function contactMailText(message: OutboxMessage): string {
  return [
    `Повідомлення з форми «Контакти» порталу проєктів МФО (№ ${message.id}, ${message.createdAt})`,
    '',
    `Ім'я: ${message.name}`,
    `Електронна пошта: ${message.email}`,
    `Телефон: ${message.phone ?? '—'}`,
    `Тема: ${message.subject}`,
    '',
    message.message,
    '',
  ].join('\n');
}

export function startContactOutbox(db: Registry, options: OutboxOptions): ContactOutbox {
  const retryBaseMs = options.retryBaseMs ?? 30_000;
  const maxRetryMs = options.maxRetryMs ?? 60 * 60_000;
  const pollMs = options.pollMs ?? 5_000;
  const transport = nodemailer.createTransport(options.smtpUrl);
  const from = options.from ?? 'Портал проєктів МФО <no-reply@localhost>';
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function deliver(message: OutboxMessage): Promise<boolean> {
    try {
      await transport.sendMail({
        from,
        to: options.to,
        replyTo: { name: message.name, address: message.email },
        subject: `[Портал МФО] ${message.subject}`,
        text: contactMailText(message),
        headers: { 'X-Contact-Message-Id': String(message.id) },
      });
      await markContactDelivered(db, message.id, new Date());
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const delay = retryDelayMs(message.attempts + 1, retryBaseMs, maxRetryMs);
      await markContactAttemptFailed(db, message.id, reason, new Date(Date.now() + delay));
      log.warn(
        { messageId: message.id, retryInMs: delay },
        `contact outbox: message not delivered (${reason})`,
      );
      return false;
    }
  }

  async function drain(): Promise<number> {
    let delivered = 0;
    // The lease covers the batch's SMTP conversations; if the process dies mid-send the
    // messages are tried again after it, which may deliver twice but never loses one.
    const now = new Date();
    const claimed = await claimDueContactMessages(db, now, new Date(now.getTime() + LEASE_MS), 5);
    for (const message of claimed) {
      if (stopped) break;
      if (await deliver(message)) delivered += 1;
    }
    return delivered;
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((error: unknown) => {
        log.error({ err: error }, 'contact outbox: failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  const timer = setInterval(() => void runOnce(), pollMs);
  timer.unref();
  void runOnce();

  return {
    runOnce,
    wake: () => void runOnce(),
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

// One outbox per server process, started by the contact middleware when SMTP_URL is set; the
// form handlers wake it so a new message goes out at once instead of at the next poll.
let processOutbox: ContactOutbox | undefined;

export function startProcessOutbox(db: Registry, options: OutboxOptions): ContactOutbox {
  processOutbox ??= startContactOutbox(db, options);
  return processOutbox;
}

export function wakeProcessOutbox(): void {
  processOutbox?.wake();
}

/** Messages waiting for delivery, and of those the ones whose last attempt failed (metrics). */
export async function outboxCounts(db: Registry): Promise<{ pending: number; failing: number }> {
  const row = await db
    .selectFrom('contactMessages')
    .select((eb) => [
      eb.fn.countAll<number>().as('pending'),
      eb.fn.count<number>('lastError').as('failing'),
    ])
    .where('deliveryStatus', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), failing: Number(row.failing) };
}

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactMessageInput } from '../../src/lib/contactForm';
import { storeContactMessage } from '../../src/registry/contact/contact';
import { startContactOutbox, type ContactOutbox } from '../../src/registry/contact/contactOutbox';
import type { Registry } from '../../src/registry/database/db';
import { mailHeader, mailText, startTestSmtp, type TestSmtp } from '../support/smtp';
import { testRegistry } from '../support/testRegistry';

/** What the outbox recorded about one message (read straight from its table). */
const contactDeliveryState = (db: Registry, id: number) =>
  db
    .selectFrom('contactMessages')
    .select(['id', 'deliveryStatus', 'attempts', 'deliveredAt', 'lastError'])
    .where('id', '=', id)
    .executeTakeFirst();

const message = contactMessageInput.parse({
  name: 'Олена Коваленко',
  email: 'olena@example.com',
  phone: '0441234567',
  subject: 'Питання щодо проєкту',
  message: 'Добрий день! Коли оновляться дані проєкту «Велике будівництво»?',
});

let db: Registry;
let smtp: TestSmtp | undefined;
let outbox: ContactOutbox | undefined;

beforeEach(async () => {
  db = await testRegistry({ empty: true });
});
afterEach(async () => {
  await outbox?.stop();
  await smtp?.close();
  await db.destroy();
  outbox = undefined;
  smtp = undefined;
});

describe('storing contact messages', () => {
  it('stores a message as pending delivery', async () => {
    const result = await storeContactMessage(db, message, { clientKey: 'a' });
    expect(result.status).toBe('stored');
    if (result.status !== 'stored') return;
    expect(await contactDeliveryState(db, result.id)).toMatchObject({
      deliveryStatus: 'pending',
      attempts: 0,
    });
  });

  it('refuses the sixth message of one client within 10 minutes, not another client’s', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    for (let i = 0; i < 5; i++) {
      const at = new Date(now.getTime() + i * 60_000);
      expect((await storeContactMessage(db, message, { clientKey: 'a', now: at })).status).toBe(
        'stored',
      );
    }
    const sixth = new Date(now.getTime() + 5 * 60_000);
    expect((await storeContactMessage(db, message, { clientKey: 'a', now: sixth })).status).toBe(
      'rate-limited',
    );
    expect((await storeContactMessage(db, message, { clientKey: 'b', now: sixth })).status).toBe(
      'stored',
    );
    const later = new Date(now.getTime() + 11 * 60_000);
    expect((await storeContactMessage(db, message, { clientKey: 'a', now: later })).status).toBe(
      'stored',
    );
  });
});

describe('the SMTP outbox', () => {
  it('delivers a stored message to CONTACT_TO with every field and marks it sent', async () => {
    smtp = await startTestSmtp();
    const stored = await storeContactMessage(db, message, { clientKey: 'a' });
    outbox = startContactOutbox(db, { smtpUrl: smtp.url, to: 'ministry@example.gov.ua' });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['ministry@example.gov.ua']);
    expect(mailHeader(mail!.raw, 'subject')).toBe('[Портал МФО] Питання щодо проєкту');
    expect(mailHeader(mail!.raw, 'reply-to')).toContain('olena@example.com');
    const text = mailText(mail!.raw);
    expect(text).toContain("Ім'я: Олена Коваленко");
    expect(text).toContain('Телефон: (044) 123 45 67');
    expect(text).toContain('«Велике будівництво»');
    if (stored.status !== 'stored') throw new Error('not stored');
    await expect
      .poll(async () => (await contactDeliveryState(db, stored.id))?.deliveryStatus)
      .toBe('sent');
  });

  it('keeps a refused message and delivers it on a later attempt', async () => {
    smtp = await startTestSmtp({ refuse: 2 });
    const stored = await storeContactMessage(db, message, { clientKey: 'a' });
    if (stored.status !== 'stored') throw new Error('not stored');
    outbox = startContactOutbox(db, {
      smtpUrl: smtp.url,
      to: 'ministry@example.gov.ua',
      retryBaseMs: 100,
      pollMs: 50,
    });
    await expect
      .poll(async () => (await contactDeliveryState(db, stored.id))?.lastError ?? '')
      .toMatch(/451/);
    await smtp.waitFor(1);
    expect(smtp.refused()).toBe(2);
    await expect
      .poll(async () => await contactDeliveryState(db, stored.id))
      .toMatchObject({ deliveryStatus: 'sent', attempts: 3 });
    expect(smtp.received).toHaveLength(1);
  });

  it('never delivers a message whose honeypot was filled', async () => {
    smtp = await startTestSmtp();
    await storeContactMessage(db, message, { clientKey: 'bot', spam: true });
    const real = await storeContactMessage(db, message, { clientKey: 'a' });
    outbox = startContactOutbox(db, { smtpUrl: smtp.url, to: 'ministry@example.gov.ua' });
    await smtp.waitFor(1);
    await outbox.runOnce();
    expect(smtp.received).toHaveLength(1);
    expect(real.status).toBe('stored');
  });

  it('waits while SMTP is unreachable and keeps the message pending', async () => {
    await storeContactMessage(db, message, { clientKey: 'a' });
    outbox = startContactOutbox(db, {
      smtpUrl: 'smtp://127.0.0.1:1',
      to: 'ministry@example.gov.ua',
      retryBaseMs: 60_000,
    });
    expect(await outbox.runOnce()).toBe(0);
    const state = await contactDeliveryState(db, 1);
    expect(state?.deliveryStatus).toBe('pending');
    expect(state?.attempts).toBeGreaterThanOrEqual(1);
    expect(state?.lastError).toBeTruthy();
  });
});

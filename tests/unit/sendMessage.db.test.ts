import type { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../../src/lib/limits';
import { CLIENT_KEY_HEADER } from '../../src/registry/contact/contact';
import type { Registry } from '../../src/registry/database/db';
import { createRestApp } from '../../src/rest/app';
import { openApiDocument } from '../../src/rest/openapi';
import { testRegistry } from '../support/testRegistry';

// POST /api/message/send2 (spec §7): the contact form as JSON, with the page's validation,
// rate limit and outbox.

const valid = {
  name: 'Олена Коваленко',
  email: 'olena@example.com',
  subject: 'Питання щодо проєкту',
  message: 'Добрий день! Коли оновлять дані реєстру?',
};

let db: Registry;
let app: Hono;
beforeEach(async () => {
  db = await testRegistry({ empty: true });
  app = createRestApp(() => db);
});
afterEach(async () => {
  await db.destroy();
});

const send = (body: BodyInit, headers: Record<string, string> = {}) =>
  app.request('/api/message/send2', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', [CLIENT_KEY_HEADER]: 'client-a', ...headers },
  });

const stored = () =>
  db.selectFrom('contactMessages').select(['subject', 'phone', 'deliveryStatus']).execute();

describe('POST /api/message/send2', () => {
  it('stores a valid message for delivery and answers {sent: true}', async () => {
    const res = await send(JSON.stringify({ ...valid, phone: '044 123 45 67' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true });
    expect(await stored()).toEqual([
      { subject: valid.subject, phone: '(044) 123 45 67', deliveryStatus: 'pending' },
    ]);
  });

  it('refuses an invalid field with the form’s Ukrainian message and stores nothing', async () => {
    const res = await send(JSON.stringify({ ...valid, email: 'olena@' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('invalid_parameter');
    expect(body.message).toMatch(/^email: .+/);
    expect(body.message).not.toMatch(/[A-Za-z]{4,}\s+[A-Za-z]{4,}/);
    expect(await stored()).toEqual([]);
  });

  it('answers 400 to broken JSON and 415 to a form body', async () => {
    expect((await send('{"name":')).status).toBe(400);
    const form = await send(new URLSearchParams(valid).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
  });

  it('refuses a body over the limit before reading it, declared or streamed', async () => {
    const huge = JSON.stringify({ ...valid, message: 'я'.repeat(BODY_LIMITS.contact) });
    expect((await send(huge)).status).toBe(413);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const res = await app.request('/api/message/send2', {
      method: 'POST',
      body: endless,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it('keeps the contact form’s rate limit: the sixth message in 10 minutes gets 429', async () => {
    for (let i = 0; i < 5; i++) expect((await send(JSON.stringify(valid))).status).toBe(200);
    const sixth = await send(JSON.stringify(valid));
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { message: string }).message).toContain('забагато');
    expect((await send(JSON.stringify(valid), { [CLIENT_KEY_HEADER]: 'client-b' })).status).toBe(
      200,
    );
  });

  it('accepts a filled honeypot without ever delivering it', async () => {
    const res = await send(JSON.stringify({ ...valid, website: 'http://spam.example' }));
    expect(res.status).toBe(200);
    expect((await stored())[0]!.deliveryStatus).toBe('skipped');
  });

  it('is described in the OpenAPI document with its request body', () => {
    const doc = openApiDocument() as {
      paths: Record<string, { post?: { requestBody?: unknown; responses: object } }>;
    };
    const op = doc.paths['/api/message/send2']?.post;
    expect(op?.requestBody).toBeDefined();
    expect(Object.keys(op!.responses)).toEqual(
      expect.arrayContaining(['200', '400', '413', '429']),
    );
  });
});

import { describe, expect, inject, it } from 'vitest';
import { requestFrom } from '../support/fromAddress';

// The contact form's JSON endpoint over HTTP against the production build, with the client-key
// middleware in front. Its rate limit keys on the connection's address: this file speaks from
// one of its own, so the count below does not depend on what other files sent.

const baseURL = inject('baseURL');
const ADDRESS = '127.0.0.27';

const send2 = async (body: string, headers: Record<string, string> = {}) => {
  const res = await requestFrom(ADDRESS, `${baseURL}/api/message/send2`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: res.status, json: () => JSON.parse(res.body.toString('utf8')) as unknown };
};

describe('POST /api/message/send2 (spec §7)', () => {
  const valid = {
    name: 'Тарас Шевченко',
    email: 'taras@example.com',
    subject: 'Питання через API',
    message: 'Добрий день! Надсилаю повідомлення як JSON.',
  };

  it('accepts the contact form as JSON', async () => {
    const res = await send2(JSON.stringify(valid));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent: true });
  });

  it('refuses invalid fields, broken JSON and oversized bodies with a clear 4xx', async () => {
    const invalid = await send2(JSON.stringify({ ...valid, name: 'Т' }));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { message: string }).message).toMatch(/^name: /);
    expect((await send2('{')).status).toBe(400);
    expect((await send2('name=x', { 'content-type': 'text/plain' })).status).toBe(415);
    const huge = await send2(JSON.stringify({ ...valid, message: 'ж'.repeat(70_000) }));
    expect(huge.status).toBe(413);
  });

  it('ignores a client-key header a client sends: the rate limit keys on the connection', async () => {
    // Five are allowed per client in 10 minutes; the first test used one from this address.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send2(JSON.stringify(valid), { 'x-ifi-client-key': `spoofed-${i}` });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await (await fetch(`${baseURL}/v2/api-docs`)).json()) as {
      paths: Record<string, { post?: unknown }>;
    };
    expect(doc.paths['/api/message/send2']?.post).toBeDefined();
  });
});

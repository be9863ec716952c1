import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRegistry } from '../../src/registry/database/db';
import { startPortal, type RunningPortal } from '../support/portal';
import { mailText, startTestSmtp, type TestSmtp } from '../support/smtp';

// The contact form over HTTP against the production build: the no-JavaScript POST, odd bodies,
// the rate limit, and delivery to a real SMTP server (which refuses at first).

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();
const valid = {
  name: 'Олена Коваленко',
  email: 'olena@example.com',
  phone: '',
  subject: 'Питання без JavaScript',
  message: 'Добрий день! Пишу з браузера без JavaScript.',
};

function post(url: string, body: BodyInit, type = 'application/x-www-form-urlencoded') {
  return fetch(`${url}/contact-us`, { method: 'POST', headers: { 'content-type': type }, body });
}

/** The stored messages, read as another process would (the portal's database: file or URL). */
async function rows(database: string) {
  const db = openRegistry(database, { readonly: true });
  try {
    return await db
      .selectFrom('contactMessages')
      .select(['subject', 'deliveryStatus', 'attempts'])
      .orderBy('id')
      .execute();
  } finally {
    await db.destroy();
  }
}

let smtp: TestSmtp;
let portal: RunningPortal;

beforeAll(async () => {
  smtp = await startTestSmtp({ refuse: 1 });
  portal = await startPortal({
    env: {
      SMTP_URL: smtp.url,
      CONTACT_TO: 'ministry@example.gov.ua',
      CONTACT_RETRY_BASE_MS: '300',
      CONTACT_POLL_MS: '100',
    },
  });
});
afterAll(async () => {
  await portal?.stop();
  await smtp?.close();
});

describe('the contact form without JavaScript', () => {
  it('answers field errors in the same page, keeping what was typed', async () => {
    const res = await post(portal.url, form({ ...valid, name: 'О', email: 'olena@' }));
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Перевірте дані у формі');
    expect(html).toContain('не менше 2 символів');
    expect(html).toContain('невірна адреса електронної пошти');
    expect(html).toContain('value="Питання без JavaScript"');
  });

  it('stores a valid message, thanks the sender and delivers it despite a first SMTP refusal', async () => {
    const res = await post(portal.url, form(valid));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Дякуємо! Ваше повідомлення надіслано.');
    expect((await rows(portal.databasePath)).map((r) => r.subject)).toContain(valid.subject);
    const [mail] = await smtp.waitFor(1, 20_000);
    expect(smtp.refused()).toBe(1);
    expect(mail!.to).toEqual(['ministry@example.gov.ua']);
    expect(mailText(mail!.raw)).toContain('Пишу з браузера без JavaScript.');
    await expect
      .poll(
        async () => (await rows(portal.databasePath)).find((r) => r.subject === valid.subject),
        {
          timeout: 10_000,
        },
      )
      .toMatchObject({ deliveryStatus: 'sent', attempts: 2 });
  });

  it('accepts a filled honeypot silently and never delivers it', async () => {
    const res = await post(portal.url, form({ ...valid, subject: 'Бот', website: 'http://spam' }));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Дякуємо!');
    expect((await rows(portal.databasePath)).find((r) => r.subject === 'Бот')?.deliveryStatus).toBe(
      'skipped',
    );
  });

  it('refuses a 1 MB body with a clear page, not a 500', async () => {
    const res = await post(portal.url, `message=${'а'.repeat(1024 * 1024)}`);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('Повідомлення завелике');
  });

  it('refuses bodies in other encodings with a clear page', async () => {
    // 'Іван' in windows-1251, percent-encoded.
    const cp1251 = await post(portal.url, 'name=%B2%E2%E0%ED&email=a%40b.cc&subject=abc&message=x');
    expect(cp1251.status).toBe(400);
    expect(await cp1251.text()).toContain('невідоме кодування');
    const rawBytes = await post(portal.url, new Blob([new Uint8Array([0x6e, 0x3d, 0xb2, 0xe2])]));
    expect(rawBytes.status).toBe(400);
    const latin1 = await post(
      portal.url,
      'name=x',
      'application/x-www-form-urlencoded; charset=iso-8859-1',
    );
    expect(latin1.status).toBe(415);
    const json = await post(portal.url, '{"name":"x"}', 'application/json');
    expect(json.status).toBe(415);
  });

  it('ignores an outcome header forged by a client', async () => {
    const forged = encodeURIComponent(JSON.stringify({ status: 'sent' }));
    const html = await (
      await fetch(`${portal.url}/contact-us`, { headers: { 'x-ifi-contact-outcome': forged } })
    ).text();
    expect(html).not.toContain('Дякуємо!');
  });

  it('limits one client to 5 messages in 10 minutes with a clear message', async () => {
    const before = (await rows(portal.databasePath)).length; // the earlier tests' messages count too
    let last: Response | undefined;
    for (let i = before; i < 6; i++)
      last = await post(portal.url, form({ ...valid, subject: `Лист ${i}` }));
    expect(last?.status).toBe(429);
    expect(await last!.text()).toContain('Ви надіслали забагато повідомлень');
  });
});

describe('contact.send over tRPC', () => {
  it('refuses an oversized message with 413 before reading it, not a 500', async () => {
    const res = await fetch(`${portal.url}/api/trpc/contact.send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { ...valid, message: 'а'.repeat(1024 * 1024) } }),
    });
    expect(res.status).toBe(413);
  });
});

describe('messages survive a restart', () => {
  it('delivers a message stored while SMTP was not configured after the portal restarts with it', async () => {
    const offline = await startPortal();
    try {
      expect((await post(offline.url, form({ ...valid, subject: 'Збережено' }))).status).toBe(200);
    } finally {
      await offline.stop();
    }
    const restartSmtp = await startTestSmtp();
    const online = await startPortal({
      databasePath: offline.databasePath,
      env: { SMTP_URL: restartSmtp.url, CONTACT_TO: 'ministry@example.gov.ua' },
    });
    try {
      const [mail] = await restartSmtp.waitFor(1, 20_000);
      expect(mailText(mail!.raw)).toContain('Пишу з браузера без JavaScript.');
    } finally {
      await online.stop();
      await restartSmtp.close();
    }
  }, 120_000);
});

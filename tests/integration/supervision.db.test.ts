import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { until, workerPids } from '../support/cluster';
import { freePort, prepareDatabase, root, startPortal } from '../support/portal';
import { mailText, startTestSmtp } from '../support/smtp';

// Process supervision (`npm start` = src/runtime/cluster.ts) and durability of acknowledged contact
// messages when the server is killed without warning.

const form = (subject: string) =>
  new URLSearchParams({
    name: 'Олена Коваленко',
    email: 'olena@example.com',
    phone: '',
    subject,
    message: 'Повідомлення, яке має пережити kill -9.',
  }).toString();

describe('contact messages and kill -9', () => {
  it('delivers every acknowledged message after the server was killed right after answering', async () => {
    const first = await startPortal();
    const subjects = Array.from({ length: 5 }, (_, i) => `Повідомлення ${i + 1}`);
    const answers = await Promise.all(
      subjects.map((s) =>
        fetch(`${first.url}/contact-us`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form(s),
        }),
      ),
    );
    // No clean shutdown: the process dies the moment the last thank-you page is answered.
    first.process.kill('SIGKILL');
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    await until(
      () => first.process.exitCode ?? first.process.signalCode,
      (v) => v !== null,
      5000,
    );

    const smtp = await startTestSmtp();
    const second = await startPortal({
      databasePath: first.databasePath,
      env: { SMTP_URL: smtp.url, CONTACT_TO: 'ministry@example.gov.ua', CONTACT_POLL_MS: '100' },
    });
    try {
      const mails = await smtp.waitFor(5, 30_000);
      const texts = mails.map((m) => mailText(m.raw));
      for (const subject of subjects) expect(texts.some((t) => t.includes(subject))).toBe(true);
    } finally {
      await second.stop();
      await smtp.close();
    }
  }, 120_000);
});

describe('the supervised cluster of npm start', () => {
  it('replaces a worker that dies, and stops gracefully on SIGTERM with exit code 0', async () => {
    const portal = await startPortal({ cluster: true, env: { WEB_CONCURRENCY: '2' } });
    const primary = portal.process.pid!;
    try {
      const before = await until(
        () => workerPids(primary),
        (p) => p.length === 2,
        20_000,
      );
      process.kill(before[0]!, 'SIGKILL');
      const after = await until(
        () => workerPids(primary),
        (p) => p.length === 2 && !p.includes(before[0]!),
        20_000,
      );
      expect(after).toContain(before[1]);
      await until(
        () =>
          fetch(`${portal.url}/robots.txt`).then(
            (r) => r.status,
            () => 0,
          ),
        (s) => s === 200,
        20_000,
      );

      // A request in flight when SIGTERM arrives is still answered.
      const inFlight = fetch(`${portal.url}/projects?page=1`);
      await new Promise((r) => setTimeout(r, 30));
      const started = Date.now();
      const exited = new Promise<number | null>((r) => portal.process.once('exit', r));
      portal.process.kill('SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect(await exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await portal.stop();
    }
  }, 90_000);

  it('exits non-zero when its workers cannot serve (the port is taken)', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'src/runtime/cluster.ts')],
        {
          cwd: root,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PORT: String(port),
            HOST: '127.0.0.1',
            WEB_CONCURRENCY: '1',
            DATABASE_PATH: prepareDatabase(),
          },
          stdio: 'ignore',
        },
      );
      const code = await new Promise<number | null>((r) => child.once('exit', r));
      expect(code).toBe(1);
    } finally {
      blocker.close();
    }
  }, 90_000);
});

import { SMTPServer } from 'smtp-server';
import { freePort } from './portal';

// A real SMTP server for tests (the `smtp-server` package), listening on localhost. It keeps
// every accepted message; `refuse` makes it answer 451 (try again later) to the next N messages,
// as a mail server does when it is overloaded.

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  refused: () => number;
  refuse: (count: number) => void;
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
}

export async function startTestSmtp(options: { refuse?: number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let toRefuse = options.refuse ?? 0;
  let refusedCount = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          refusedCount += 1;
          const error = Object.assign(new Error('Service busy, try again later'), {
            responseCode: 451,
          });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A client dropping its connection (the portal stopping mid-session) is not a test failure;
  // without a listener the server would throw it into whichever test is running.
  server.on('error', () => undefined);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused: () => refusedCount,
    refuse: (count) => {
      toRefuse = count;
    },
    waitFor: async (count, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} mails, got ${received.length}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded text body of a simple (single-part) message nodemailer sent. */
export function mailText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A header value, with RFC 2047 encoded words decoded. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  if (!line) return undefined;
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

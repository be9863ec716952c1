import type { Handler } from 'hono';
import {
  CONTACT_OUTCOME_HEADER,
  HONEYPOT_FIELD,
  contactFields,
  contactTexts,
  emptyContactValues,
  encodeContactOutcome,
  validateContact,
  type ContactOutcome,
  type ContactValues,
} from '../../lib/contactForm';
import { readBytesWithin, utf8Text } from '../../lib/cappedBody';
import { BODY_LIMITS } from '../../lib/limits';
import { CLIENT_KEY_HEADER, storeContactMessage } from '../../registry/contact/contact';
import { wakeProcessOutbox } from '../../registry/contact/contactOutbox';
import { getRegistry } from '../../registry/database/db';
import { log } from '../../config/log';

// The contact form without JavaScript: a POST of /contact-us is validated and stored here, then
// the same page is rendered (a GET to Waku carrying the outcome in a request header) with the
// field errors or the thank-you message. Odd bodies get a clear page, never a 500.
// The SMTP outbox of the process (started when it serves: src/runtime/backgroundWork.ts) claims
// each message in the database before sending, so one per cluster worker is safe.

type Read = { ok: true; text: string } | { ok: false; status: 400 | 413 | 415; reason: string };

async function readFormBody(req: Request): Promise<Read> {
  const type = (req.headers.get('content-type') ?? '').toLowerCase();
  const [mime = '', ...params] = type.split(';').map((s) => s.trim());
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice(8)
    .replace(/"/g, '');
  if (mime !== 'application/x-www-form-urlencoded' || (charset && charset !== 'utf-8')) {
    return { ok: false, status: 415, reason: contactTexts.badEncoding };
  }
  const bytes = await readBytesWithin(req, BODY_LIMITS.contact);
  if (!bytes) return { ok: false, status: 413, reason: contactTexts.tooLarge };
  const text = utf8Text(bytes);
  return text === null
    ? { ok: false, status: 400, reason: contactTexts.badEncoding }
    : { ok: true, text };
}

/** Form values; null when a percent-encoded value is not UTF-8 (e.g. windows-1251 bytes). */
function formValues(body: string): (ContactValues & { website: string }) | null {
  const form = new URLSearchParams(body);
  const values = { ...emptyContactValues, website: form.get(HONEYPOT_FIELD) ?? '' };
  for (const field of contactFields) values[field] = form.get(field) ?? '';
  // URLSearchParams turns broken UTF-8 into U+FFFD; a replacement character the visitor did not
  // type is a sign of a wrong encoding.
  const broken =
    Object.values(values).some((v) => v.includes('\uFFFD')) && !body.includes('%EF%BF%BD');
  return broken ? null : values;
}

async function handlePost(req: Request): Promise<{ status: number; outcome: ContactOutcome }> {
  const read = await readFormBody(req);
  if (!read.ok) {
    return {
      status: read.status,
      outcome: { status: 'refused', values: emptyContactValues, reason: read.reason },
    };
  }
  const values = formValues(read.text);
  if (!values) {
    return {
      status: 400,
      outcome: { status: 'refused', values: emptyContactValues, reason: contactTexts.badEncoding },
    };
  }
  const { website, ...shown } = values;
  const checked = validateContact(values);
  if (!checked.ok) {
    return { status: 400, outcome: { status: 'invalid', values: shown, errors: checked.errors } };
  }
  let stored;
  try {
    stored = await storeContactMessage(getRegistry(), checked.message, {
      clientKey: req.headers.get(CLIENT_KEY_HEADER) ?? 'unknown',
      spam: website !== '',
    });
  } catch (error) {
    // Not stored means not sent: say so and give the text back, so nothing is lost.
    log.error({ err: error }, 'contact form: message not stored');
    return {
      status: 503,
      outcome: { status: 'refused', values: shown, reason: contactTexts.failed },
    };
  }
  if (stored.status === 'rate-limited') {
    return {
      status: 429,
      outcome: { status: 'refused', values: shown, reason: contactTexts.rateLimited },
    };
  }
  wakeProcessOutbox();
  return { status: 200, outcome: { status: 'sent' } };
}

/** The GET that renders the page: the visitor's headers (theme cookies) plus the outcome. */
function pageRequest(req: Request, outcome: ContactOutcome | null): Request {
  const headers = new Headers(req.headers);
  for (const name of [
    'content-type',
    'content-length',
    'transfer-encoding',
    CONTACT_OUTCOME_HEADER,
  ]) {
    headers.delete(name);
  }
  if (outcome) headers.set(CONTACT_OUTCOME_HEADER, encodeContactOutcome(outcome));
  return new Request(req.url, { method: 'GET', headers, signal: req.signal });
}

export type Render = (req: Request, env: unknown) => Promise<Response>;

/** Renders the page through `render` (Waku) and gives it the outcome's status. */
async function renderWithStatus(render: Render, req: Request, env: unknown, status: number) {
  const page = await render(req, env);
  // Copied: Waku's responses may carry immutable headers.
  const headers = new Headers(page.headers);
  headers.set('cache-control', 'no-store');
  // The rest of a refused oversized body is still on the wire: close the connection rather
  // than let the client reuse it for the next request.
  if (status === 413) headers.set('connection', 'close');
  return new Response(page.body, {
    status: page.status === 200 ? status : page.status,
    headers,
  });
}

/** POST /contact-us: validate, store, render the page with the outcome. */
export function contactPost(render: Render): Handler {
  return async (c) => {
    let result: { status: number; outcome: ContactOutcome };
    try {
      result = await handlePost(c.req.raw);
    } catch (error) {
      log.error({ err: error }, 'contact form: failed');
      result = {
        status: 503,
        outcome: { status: 'refused', values: emptyContactValues, reason: contactTexts.failed },
      };
    }
    return renderWithStatus(render, pageRequest(c.req.raw, result.outcome), c.env, result.status);
  };
}

/** GET /contact-us: the outcome header is ours to set; a visitor's own is dropped. */
export function contactPage(render: Render): Handler {
  return (c) =>
    render(
      c.req.raw.headers.has(CONTACT_OUTCOME_HEADER) ? pageRequest(c.req.raw, null) : c.req.raw,
      c.env,
    );
}

import { z } from 'zod';
import { contactMessageInput, contactTexts } from '../../lib/contactForm';
import { BODY_LIMITS } from '../../lib/limits';
import {
  CLIENT_KEY_HEADER,
  CONTACT_RATE_LIMIT,
  storeContactMessage,
} from '../../registry/contact/contact';
import { wakeProcessOutbox } from '../../registry/contact/contactOutbox';
import { RestError } from '../errors';
import { defineRoute } from '../route';
import { log } from '../../config/log';

// POST /api/message/send2 (spec §7): the contact form as JSON, for other clients of the portal.
// The same zod schema as the page and `contact.send`, the same per-client rate limit and the
// same durable outbox: the message is committed before the answer, then delivered by SMTP.

const sentSchema = z.object({
  sent: z.literal(true).describe('Повідомлення збережено і буде доставлено'),
});

export const sendMessageRoute = defineRoute({
  method: 'post',
  path: '/api/message/send2',
  tag: 'Зворотний зв’язок',
  summary: 'Надіслати повідомлення через форму «Контакти»',
  description:
    'Тіло — JSON з полями форми (name, email, phone — необовʼязково, subject, message). ' +
    'Ті самі правила, що й на сторінці /contact-us; помилка поля — відповідь 400 з повідомленням ' +
    `українською. Не більше ${CONTACT_RATE_LIMIT.messages} повідомлень з однієї адреси за ` +
    `${CONTACT_RATE_LIMIT.windowMinutes} хвилин (429). Тіло більше ${BODY_LIMITS.contact / 1024} КБ — 413.`,
  body: contactMessageInput,
  maxBodyBytes: BODY_LIMITS.contact,
  responses: {
    200: { description: 'Повідомлення прийнято', schema: sentSchema },
    400: { description: 'Поле форми заповнено невірно або тіло не є JSON' },
    413: { description: 'Тіло запиту завелике' },
    415: { description: 'Тіло запиту не JSON' },
    429: { description: 'Забагато повідомлень з цієї адреси' },
    503: { description: 'Повідомлення не збережено; спробуйте пізніше' },
  },
  handler: async ({ db, headers, body }) => {
    let stored;
    try {
      stored = await storeContactMessage(db, body, {
        clientKey: headers.get(CLIENT_KEY_HEADER) ?? 'unknown',
        spam: body.website !== '',
      });
    } catch (error) {
      log.error({ err: error }, 'send2: message not stored');
      throw new RestError(503, 'not_stored', contactTexts.failed);
    }
    if (stored.status === 'rate-limited') {
      throw new RestError(429, 'rate_limited', contactTexts.rateLimited);
    }
    wakeProcessOutbox();
    return { json: { sent: true } };
  },
});

import { z } from 'zod';
import { formatPhone } from './format';
import { validationMessage, type Locale } from './validationMessages';

// The contact form, one definition for the browser (messages while typing), the tRPC
// `contact.send` input and the no-JavaScript POST of /contact-us. Lengths are enforced here, so
// the server refuses what the browser would not have sent.

export const contactLimits = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  subject: { min: 3, max: 200 },
  message: { min: 10, max: 5000 },
  /** Ukrainian numbers: 10 digits (044 123 45 67) or 12 with the country code (380…). */
  phoneDigits: { min: 10, max: 12 },
  /** The honeypot is never shown; anything long there is a bot anyway. */
  website: { max: 500 },
} as const;

export const contactFields = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

/** Ukrainian labels, used by the form and its error summary. */
export const contactFieldLabels: Record<ContactField, string> = {
  name: "Ваше ім'я",
  email: 'Електронна пошта',
  phone: 'Телефон',
  subject: 'Тема',
  message: 'Повідомлення',
};

/** The honeypot field's name: people never see it, naive bots fill it. */
export const HONEYPOT_FIELD = 'website';

// Zod 4 parses a string only after checking its type; a missing field is 'required' too.
const text = (locale: Locale, min: number, max: number) =>
  z
    .string({ error: validationMessage('required', {}, locale) })
    .trim()
    .min(1, { error: validationMessage('required', {}, locale) })
    .min(min, { error: validationMessage('min', { n: min }, locale) })
    .max(max, { error: validationMessage('max', { n: max }, locale) });

const phoneDigits = (value: string): string => value.replace(/\D/g, '');

export function contactMessageSchema(locale: Locale = 'ua') {
  const { phoneDigits: digits } = contactLimits;
  return z.object({
    name: text(locale, contactLimits.name.min, contactLimits.name.max),
    email: z
      .string({ error: validationMessage('required', {}, locale) })
      .trim()
      .min(1, { error: validationMessage('required', {}, locale) })
      .max(contactLimits.email.max, {
        error: validationMessage('max', { n: contactLimits.email.max }, locale),
      })
      .pipe(z.email({ error: validationMessage('email', {}, locale) })),
    // Optional; typed in any grouping, stored in the spec's '(XXX) XXX XX XX XX' form.
    phone: z
      .string()
      .trim()
      .max(40, { error: validationMessage('max', { n: 40 }, locale) })
      .regex(/^[\d\s()+-]*$/, { error: validationMessage('regex', {}, locale) })
      .refine(
        (value) => {
          const n = phoneDigits(value).length;
          return n === 0 || (n >= digits.min && n <= digits.max);
        },
        { error: validationMessage('regex', {}, locale) },
      )
      .transform((value) => (phoneDigits(value) ? formatPhone(value) : null))
      .optional()
      .transform((value) => value ?? null),
    subject: text(locale, contactLimits.subject.min, contactLimits.subject.max),
    message: text(locale, contactLimits.message.min, contactLimits.message.max),
    [HONEYPOT_FIELD]: z.string().max(contactLimits.website.max).optional().default(''),
  });
}

/** The tRPC input and the server's check: Ukrainian messages, as the page shows. */
export const contactMessageInput = contactMessageSchema('ua');
export type ContactMessage = z.output<typeof contactMessageInput>;

export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContactValues: ContactValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** The first message of each invalid field (one message at a time, as the spec's form shows). */
export function contactFieldErrors(error: z.ZodError): ContactErrors {
  const errors: ContactErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (contactFields as readonly string[]).includes(field)) {
      errors[field as ContactField] ??= issue.message;
    }
  }
  return errors;
}

export function validateContact(
  values: Partial<Record<string, unknown>>,
  locale: Locale = 'ua',
): { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors } {
  const parsed = (locale === 'ua' ? contactMessageInput : contactMessageSchema(locale)).safeParse(
    values,
  );
  return parsed.success
    ? { ok: true, message: parsed.data }
    : { ok: false, errors: contactFieldErrors(parsed.error) };
}

/** One field's message against the whole form (rules may depend only on that field). */
export function contactFieldError(
  field: ContactField,
  values: ContactValues,
  locale: Locale = 'ua',
): string | undefined {
  const result = validateContact(values, locale);
  return result.ok ? undefined : result.errors[field];
}

/** What the no-JavaScript POST hands to the page, and the page renders. */
export type ContactOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; values: ContactValues; errors: ContactErrors }
  | { status: 'refused'; values: ContactValues; reason: string };

export const contactTexts = {
  sent: 'Дякуємо! Ваше повідомлення надіслано. Ми відповімо на вказану електронну пошту.',
  rateLimited: `Ви надіслали забагато повідомлень. Спробуйте ще раз за 10 хвилин.`,
  tooLarge: 'Повідомлення завелике. Скоротіть текст і надішліть ще раз.',
  badEncoding:
    'Не вдалося прочитати надіслані дані (невідоме кодування). Оновіть сторінку і спробуйте ще раз.',
  failed: 'Не вдалося надіслати повідомлення. Спробуйте ще раз трохи пізніше.',
} as const;

/**
 * The no-JavaScript POST of /contact-us is handled in middleware, which then renders the page
 * with a GET carrying the outcome in this request header (percent-encoded JSON: header values
 * are bytes, the texts are Ukrainian). Middleware removes any value a client sends.
 */
export const CONTACT_OUTCOME_HEADER = 'x-ifi-contact-outcome';

const valuesSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
});
const outcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('sent') }),
  z.object({
    status: z.literal('invalid'),
    values: valuesSchema,
    errors: z.partialRecord(z.enum(contactFields), z.string()),
  }),
  z.object({ status: z.literal('refused'), values: valuesSchema, reason: z.string() }),
]);

export function encodeContactOutcome(outcome: ContactOutcome): string {
  return encodeURIComponent(JSON.stringify(outcome));
}

export function decodeContactOutcome(header: string | null | undefined): ContactOutcome | null {
  if (!header) return null;
  try {
    const parsed = outcomeSchema.safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

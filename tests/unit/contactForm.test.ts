import { describe, expect, it } from 'vitest';
import {
  contactFieldError,
  contactMessageInput,
  decodeContactOutcome,
  emptyContactValues,
  encodeContactOutcome,
  validateContact,
} from '../../src/lib/contactForm';

const valid = {
  name: 'Олена Коваленко',
  email: 'olena@example.com',
  phone: '',
  subject: 'Питання щодо проєкту',
  message: 'Добрий день! Коли оновляться дані проєкту?',
};

describe('the contact form schema (browser and server)', () => {
  it('accepts a complete message and leaves an empty phone out', () => {
    const result = validateContact(valid);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.message.phone).toBeNull();
  });

  it('answers in Ukrainian with the dictionary’s texts', () => {
    const values = { ...emptyContactValues };
    expect(contactFieldError('name', values)).toBe("Це поле обов'язкове");
    expect(contactFieldError('name', { ...values, name: 'О' })).toBe('не менше 2 символів');
    expect(contactFieldError('email', { ...values, email: 'olena@' })).toBe(
      'невірна адреса електронної пошти',
    );
    expect(contactFieldError('message', { ...values, message: 'a'.repeat(5001) })).toBe(
      'до 5000 символів',
    );
    expect(contactFieldError('phone', { ...values, phone: '12345' })).toBe('невірний формат');
    expect(contactFieldError('phone', { ...values, phone: 'abc' })).toBe('невірний формат');
  });

  it('answers in English when asked', () => {
    expect(contactFieldError('subject', { ...valid, subject: 'x'.repeat(201) }, 'en')).toBe(
      'Max. 200 characters.',
    );
  });

  it('stores the phone in the spec’s (XXX) XXX XX XX XX form', () => {
    const parsed = contactMessageInput.parse({ ...valid, phone: '+380 44 123-45-67' });
    expect(parsed.phone).toBe('(380) 441 23 45 67');
  });

  it('trims spaces and refuses whitespace-only fields', () => {
    expect(contactFieldError('subject', { ...valid, subject: '    ' })).toBe("Це поле обов'язкове");
    const parsed = contactMessageInput.parse({ ...valid, name: '  Олена  ' });
    expect(parsed.name).toBe('Олена');
  });

  it('refuses non-string input without throwing', () => {
    expect(contactMessageInput.safeParse({ ...valid, name: 42 }).success).toBe(false);
    expect(contactMessageInput.safeParse(null).success).toBe(false);
  });

  it('round-trips the no-JavaScript outcome and ignores forged headers', () => {
    const outcome = {
      status: 'invalid' as const,
      values: { ...valid, name: 'О' },
      errors: { name: 'не менше 2 символів' },
    };
    expect(decodeContactOutcome(encodeContactOutcome(outcome))).toEqual(outcome);
    expect(decodeContactOutcome('%7B%22status%22%3A%22hacked%22%7D')).toBeNull();
    expect(decodeContactOutcome('%E0%A4%A')).toBeNull();
  });
});

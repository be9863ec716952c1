import type { ChangeEvent } from 'react';
import { contactFieldLabels, contactLimits, type ContactField } from '../../lib/contactForm';
import * as css from './ContactForm.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';

const hints: Partial<Record<ContactField, string>> = {
  email: 'На цю адресу ми надішлемо відповідь.',
  phone: 'Формат: (XXX) XXX XX XX XX, наприклад (380) 441 23 45 67.',
  message: `Від ${contactLimits.message.min} до ${contactLimits.message.max} символів.`,
};

const inputProps: Record<
  ContactField,
  { type?: string; autoComplete?: string; maxLength?: number }
> = {
  name: { type: 'text', autoComplete: 'name', maxLength: contactLimits.name.max },
  email: { type: 'email', autoComplete: 'email', maxLength: contactLimits.email.max },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 40 },
  subject: { type: 'text', autoComplete: 'off', maxLength: contactLimits.subject.max },
  message: { maxLength: contactLimits.message.max },
};

interface Props {
  field: ContactField;
  value: string;
  error?: string;
  onChange: (field: ContactField, value: string) => void;
  onBlur: (field: ContactField) => void;
  onFocus: (field: ContactField) => void;
}

export const fieldId = (field: ContactField): string => `contact-${field}`;

/**
 * One labelled field. Its hint and error are tied to it with aria-describedby, so the error is
 * read with the field. The error is not a live region: the form announces each new message once,
 * with the field's name (ContactForm), and after a submission its summary takes focus instead.
 */
export function ContactFieldRow({ field, value, error, onChange, onBlur, onFocus }: Props) {
  const id = fieldId(field);
  const hint = hints[field];
  const optional = field === 'phone';
  const common = {
    id,
    name: field,
    value,
    required: !optional,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' '),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(field, event.target.value),
    onBlur: () => onBlur(field),
    onFocus: () => onFocus(field),
  };
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {contactFieldLabels[field]}
        {optional ? ' (необов’язково)' : ' (обов’язково)'}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={css.hint}>
          {hint}
        </p>
      )}
      <p id={`${id}-error`} className={css.error}>
        {error && (
          <>
            <span className={visuallyHidden}>Помилка: </span>
            {error}
          </>
        )}
      </p>
      {field === 'message' ? (
        <textarea className={css.textarea} rows={8} {...common} {...inputProps.message} />
      ) : (
        <input className={css.input} {...common} {...inputProps[field]} />
      )}
    </div>
  );
}

'use client';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  HONEYPOT_FIELD,
  contactFieldError,
  contactFieldLabels,
  contactFields,
  contactTexts,
  emptyContactValues,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactOutcome,
  type ContactValues,
} from '../../lib/contactForm';
import { formatPhone } from '../../lib/format';
import { paths } from '../../lib/routes';
import { useTRPC, withRpc } from '../../trpc/client';
import { showGlobalMessage } from '../layout/globalMessage';
import { ContactFieldRow, fieldId } from './ContactField';
import * as css from './ContactForm.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';

/** Spec §5: messages follow change, blur and focus after 100 ms. */
export const VALIDATION_DELAY_MS = 100;

/**
 * The contact form. Without JavaScript it posts to /contact-us and the server answers with this
 * page (`outcome`); with JavaScript it validates as you go with the same zod schema and sends
 * through the `contact.send` mutation, then shows the shell's message dialog.
 */
export function ContactForm({ outcome }: { outcome: ContactOutcome | null }) {
  const trpc = useTRPC();
  const send = useMutation(trpc.contact.send.mutationOptions());
  const [values, setValues] = useState<ContactValues>(
    outcome && outcome.status !== 'sent' ? outcome.values : emptyContactValues,
  );
  const [errors, setErrors] = useState<ContactErrors>(
    outcome?.status === 'invalid' ? outcome.errors : {},
  );
  const [problem, setProblem] = useState<string | null>(
    outcome?.status === 'refused' ? outcome.reason : null,
  );
  const [showSummary, setShowSummary] = useState(outcome?.status === 'invalid');
  const [sent, setSent] = useState(outcome?.status === 'sent');
  const [honeypot, setHoneypot] = useState('');
  /** What the form's one live region says: a field's new error, with the field's name. */
  const [announcement, setAnnouncement] = useState('');
  const touched = useRef(new Set<ContactField>());
  const timers = useRef(new Map<ContactField, ReturnType<typeof setTimeout>>());
  const valuesRef = useRef(values);
  const errorsRef = useRef(errors);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    valuesRef.current = values;
  }, [values]);
  useEffect(() => {
    errorsRef.current = errors;
  }, [errors]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  // Messages for a field appear once it has been left (blurred) once; after that they follow
  // every change and focus, so nobody is scolded for a field they have not reached yet.
  const schedule = (field: ContactField) => {
    clearTimeout(timers.current.get(field));
    timers.current.set(
      field,
      setTimeout(() => {
        const message = contactFieldError(field, valuesRef.current);
        if (errorsRef.current[field] === message) return;
        errorsRef.current = { ...errorsRef.current, [field]: message };
        setErrors(errorsRef.current);
        // One live message per new error, naming its field: never a bare fragment.
        if (message) setAnnouncement(`${contactFieldLabels[field]}: ${message}`);
      }, VALIDATION_DELAY_MS),
    );
  };

  const onChange = (field: ContactField, value: string) => {
    const next = { ...valuesRef.current, [field]: value };
    valuesRef.current = next;
    setValues(next);
    setSent(false);
    if (touched.current.has(field)) schedule(field);
  };
  const onBlur = (field: ContactField) => {
    touched.current.add(field);
    if (field === 'phone' && /\d/.test(valuesRef.current.phone)) {
      const formatted = formatPhone(valuesRef.current.phone);
      if (!contactFieldError('phone', { ...valuesRef.current, phone: formatted })) {
        onChange('phone', formatted);
      }
    }
    schedule(field);
  };
  const onFocus = (field: ContactField) => {
    if (touched.current.has(field)) schedule(field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setProblem(null);
    contactFields.forEach((field) => touched.current.add(field));
    const checked = validateContact(values);
    // A submission says nothing live: the summary (errors) or the dialog (sent) speaks.
    setAnnouncement('');
    if (!checked.ok) {
      setErrors(checked.errors);
      setShowSummary(true);
      // The summary takes focus so a screen reader reads it and the links lead to each field.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setErrors({});
    setShowSummary(false);
    send.mutate(
      { ...values, [HONEYPOT_FIELD]: honeypot },
      {
        onSuccess: () => {
          touched.current.clear();
          valuesRef.current = emptyContactValues;
          setValues(emptyContactValues);
          setSent(true);
          showGlobalMessage(contactTexts.sent);
        },
        onError: (error) => {
          const code = error instanceof TRPCClientError ? error.data?.code : undefined;
          setProblem(code === 'TOO_MANY_REQUESTS' ? contactTexts.rateLimited : contactTexts.failed);
          requestAnimationFrame(() => summaryRef.current?.focus());
        },
      },
    );
  };

  const listed = contactFields.filter((field) => errors[field]);
  return (
    <form className={css.form} method="post" action={paths.contact} noValidate onSubmit={onSubmit}>
      {(problem || (showSummary && listed.length > 0)) && (
        <div
          ref={summaryRef}
          className={css.summary}
          tabIndex={-1}
          aria-labelledby="contact-summary-title"
        >
          <h2 id="contact-summary-title" className={css.summaryTitle}>
            {problem ? 'Повідомлення не надіслано' : 'Перевірте дані у формі'}
          </h2>
          {problem && <p>{problem}</p>}
          {!problem && (
            <ul>
              {listed.map((field) => (
                <li key={field}>
                  <a href={`#${fieldId(field)}`}>
                    {contactFieldLabels[field]}: {errors[field]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <p className={visuallyHidden} aria-live="polite">
        {announcement}
      </p>
      {/* Not a live region: with JavaScript the message dialog says it (once); without, it is
          the page the server answered with. */}
      {sent && (
        <div className={css.thanks}>
          <p>{contactTexts.sent}</p>
        </div>
      )}
      {contactFields.map((field) => (
        <ContactFieldRow
          key={field}
          field={field}
          value={values[field]}
          error={errors[field]}
          onChange={onChange}
          onBlur={onBlur}
          onFocus={onFocus}
        />
      ))}
      <div className={css.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">Не заповнюйте це поле</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <button className={css.button} type="submit" aria-disabled={send.isPending || undefined}>
        {send.isPending ? 'Надсилання…' : 'Надіслати'}
      </button>
    </form>
  );
}

export default withRpc(ContactForm);

import { useRef, useState, type FormEvent } from 'react';
import { ApiError, answeredMessage } from '../../lib/api/client.ts';
import { saveContact, saveJoin, saveWholesale } from '../../lib/api/forms.ts';
import { track } from '../../lib/analytics.ts';
import { makeT } from '../../lib/t.ts';
import FormField from './FormField.tsx';
import type { FieldSpec, FormKind } from './types.ts';
import './forms.css';

const send = { contact: saveContact, join: saveJoin, wholesale: saveWholesale };

interface Props {
  form: FormKind;
  fields: FieldSpec[];
  locale: string;
  messages: Record<string, string>;
}

type Status = { kind: 'success' | 'error'; text: string } | null;

const fieldErrorsOf = (error: unknown): Record<string, string> | null => {
  const data = error instanceof ApiError ? (error.data as { fields?: Record<string, string> } | null) : null;
  return data?.fields && typeof data.fields === 'object' ? data.fields : null;
};

/**
 * The contact, join and wholesale forms. The inputs are uncontrolled, so text typed before the
 * island hydrates stays where it is and is read at sending. The API checks every field and answers
 * each one's problem, shown beside it; a honeypot field and the time since the page opened tell it
 * whether a bot sent the form.
 */
export default function SiteForm({ form, fields, locale, messages }: Props) {
  const t = makeT(messages);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `${form}-${name}`;

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const el = formRef.current;
    if (!el || busy) return;
    const body: Record<string, string | number> = {};
    new FormData(el).forEach((value, key) => {
      if (typeof value === 'string') body[key] = value;
    });
    // Time since the page started loading: a person takes seconds, a bot milliseconds.
    body.fill_ms = Math.round(performance.now());
    body.lang = locale;
    setBusy(true);
    setStatus(null);
    try {
      await send[form](body);
      el.reset();
      setErrors({});
      // Shown (and announced once) beside the button the shopper just pressed.
      setStatus({ kind: 'success', text: t('forms.submitted') });
      track('form_submit', { sid1: form });
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors ?? {});
      setStatus({ kind: 'error', text: answeredMessage(error) || t('forms.failed') });
      const first = fieldErrors && fields.find((f) => f.name in fieldErrors);
      if (first) document.getElementById(id(first.name))?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="site-form" onSubmit={submit} noValidate>
      {fields.map((field) => (
        <FormField key={field.name} id={id(field.name)} field={field} error={errors[field.name]} t={t} />
      ))}
      {/* The honeypot: hidden from people and from assistive technology; bots fill in every field. */}
      <div className="form-honeypot" aria-hidden="true">
        <label htmlFor={id('website')}>{t('forms.honeypot')}</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <p className={status?.kind === 'success' ? 'success-text form-status' : 'error-text form-status'} role="status">
        {status?.text ?? ''}
      </p>
      <button type="submit" className="btn" disabled={busy}>
        {busy ? t('forms.sending') : t('forms.submit')}
      </button>
    </form>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { SUBSCRIBE_EMAIL_PATTERN } from '../../../api/modules/subscribe/rules.ts';
import { saveSubscriberEmail } from '../../lib/api/site.ts';
import { makeT, type KeysIn, type Picked } from '../../lib/t.ts';
import { useTypedBeforeHydration } from '../common/useTypedBeforeHydration.ts';

/** The messages of the footer's subscribe form; the footer passes `messagesFor(locale, subscribeMessages)`. */
export const subscribeMessages = [
  'footer.emailPlaceholder',
  'footer.subscribe',
  'footer.subscribeInvalid',
  'footer.subscribeSuccess',
  'forms.subscribeCheckInbox',
] as const;

type Status = { kind: 'idle' } | { kind: 'error' | 'success'; text: string };

/** Footer mailing-list signup (spec §5): stricter e-mail pattern, warning on failure, cleared on success. */
export default function Subscribe({ messages, locale }: { messages: Picked<KeysIn<typeof subscribeMessages>>; locale: string }) {
  const t = makeT(messages);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, email, setEmail);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    // What the field shows: a tap right after hydration can come before the typed text reaches the state.
    const value = (field.current?.value ?? email).trim();
    if (!SUBSCRIBE_EMAIL_PATTERN.test(value)) {
      setStatus({ kind: 'error', text: t('footer.subscribeInvalid') });
      return;
    }
    setBusy(true);
    try {
      await saveSubscriberEmail({ email: value, lang: locale });
      setEmail('');
      // Double opt-in: nothing is on the list until the mailed link is followed.
      setStatus({ kind: 'success', text: `${t('footer.subscribeSuccess')} ${t('forms.subscribeCheckInbox')}` });
    } catch (error) {
      setStatus({ kind: 'error', text: error instanceof Error && error.message ? error.message : t('footer.subscribeInvalid') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="subscribe" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor="subscribe-email">
        {t('footer.emailPlaceholder')}
      </label>
      <div className="subscribe-row">
        <input
          ref={field}
          id="subscribe-email"
          type="email"
          autoComplete="email"
          placeholder={t('footer.emailPlaceholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={status.kind === 'error'}
          aria-describedby="subscribe-status"
        />
        <button type="submit" className="btn" disabled={busy}>
          {t('footer.subscribe')}
        </button>
      </div>
      <p id="subscribe-status" role="status" className={status.kind === 'error' ? 'error-text' : 'success-text'}>
        {status.kind !== 'idle' ? status.text : ''}
      </p>
    </form>
  );
}

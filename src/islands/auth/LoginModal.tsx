import { useRef, useState, type FormEvent } from 'react';
import { CODE_PATTERN, LOGIN_EMAIL_PATTERN } from '../../../api/modules/auth/rules.ts';
import { CloseIcon } from '../../components/icons.tsx';
import { login, sendVerifyCode } from '../../lib/api/auth.ts';
import { answeredMessage } from '../../lib/api/client.ts';
import { afterLoginTarget } from '../../lib/auth-redirect.ts';
import { makeT } from '../../lib/t.ts';
import { setToken } from '../../stores/auth.ts';
import { toast } from '../../stores/toast.ts';
import { useDialog } from '../common/useDialog.ts';
import { useCountdown } from './useCountdown.ts';
import './login-modal.css';
import type { LoginMessages } from './messages.ts';

/** Spec §9: a new code can be asked for 60 s after a successful send; sends at most once per 4 s. */
export const RESEND_COOLDOWN_MS = 60_000;
export const SEND_THROTTLE_MS = 4_000;
/** Spec §5: a missing consent shakes its label for 500 ms. */
const SHAKE_MS = 500;

type Consent = 'adult' | 'privacy';

interface Props {
  open: boolean;
  onClose: () => void;
  messages: LoginMessages;
  /** The privacy policy page in the shopper's locale. */
  privacyHref: string;
  locale: string;
}

/** REGISTER/LOGIN (spec §2, §4, §5): sign in or sign up with a code sent to the e-mail. */
export default function LoginModal({ open, onClose, messages, privacyHref, locale }: Props) {
  const t = makeT(messages);
  const panel = useRef<HTMLDivElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState({ email: false, code: false });
  const [consent, setConsent] = useState<Record<Consent, boolean>>({ adult: false, privacy: false });
  const [shaking, setShaking] = useState<Record<Consent, boolean>>({ adult: false, privacy: false });
  const shakeTimers = useRef<Partial<Record<Consent, number>>>({});
  const [cooldownEndsAt, setCooldownEndsAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const lastSendAt = useRef(0);
  const submitting = useRef(false);
  const [busy, setBusy] = useState(false);
  const secondsLeft = useCountdown(cooldownEndsAt);

  useDialog(open, panel, onClose, emailInput);

  const trimmedEmail = email.trim();
  const emailValid = LOGIN_EMAIL_PATTERN.test(trimmedEmail);
  const codeValid = CODE_PATTERN.test(code);
  const emailError = !touched.email ? '' : !trimmedEmail ? t('login.emailRequired') : !emailValid ? t('login.emailInvalid') : '';
  const codeError = !touched.code ? '' : !code ? t('login.codeRequired') : !codeValid ? t('login.codeInvalid') : '';
  const canSend = emailValid && secondsLeft === 0 && !sending;

  async function send() {
    if (!canSend) return;
    const now = Date.now();
    if (now - lastSendAt.current < SEND_THROTTLE_MS) return;
    lastSendAt.current = now;
    setSending(true);
    try {
      await sendVerifyCode({ email: trimmedEmail, lang: locale });
      setCooldownEndsAt(Date.now() + RESEND_COOLDOWN_MS);
      setSentTo(trimmedEmail);
      codeInput.current?.focus();
    } catch (error) {
      toast.warning(answeredMessage(error) || t('login.sendFailed'));
    } finally {
      setSending(false);
    }
  }

  function shake(which: Consent) {
    window.clearTimeout(shakeTimers.current[which]);
    // Off then on again, so a second click restarts the animation.
    setShaking((s) => ({ ...s, [which]: false }));
    window.requestAnimationFrame(() => setShaking((s) => ({ ...s, [which]: true })));
    shakeTimers.current[which] = window.setTimeout(() => setShaking((s) => ({ ...s, [which]: false })), SHAKE_MS);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched({ email: true, code: true });
    if (submitting.current || !emailValid || !codeValid) return;
    const missing = (['adult', 'privacy'] as const).filter((c) => !consent[c]);
    if (missing.length) {
      missing.forEach(shake);
      return;
    }
    submitting.current = true;
    setBusy(true);
    try {
      const { token } = await login({ email: trimmedEmail, verify_code: code });
      setToken(token);
      onClose();
      const target = afterLoginTarget(window.location.href);
      if (target) window.location.assign(target);
      else window.location.reload();
    } catch (error) {
      toast.warning(answeredMessage(error) || t('login.failed'));
      submitting.current = false;
      setBusy(false);
    }
  }

  if (!open) return null;
  const [privacyBefore, privacyAfter = ''] = t('login.privacy', { link: '\u0000' }).split('\u0000');
  return (
    <div className="login-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className="login-modal" role="dialog" aria-modal="true" aria-labelledby="login-title" aria-describedby="login-intro">
        <button type="button" className="login-close" aria-label={t('common.close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <h2 id="login-title" className="login-title">
          {t('login.title')}
        </h2>
        <p id="login-intro" className="login-intro">
          {t('login.intro')}
        </p>
        <form className="login-form" onSubmit={submit} noValidate>
          <div className={`login-field${emailError ? ' has-error' : ''}`}>
            <label htmlFor="login-email">{t('login.email')}</label>
            <input
              ref={emailInput}
              id="login-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('login.emailPlaceholder')}
              value={email}
              maxLength={254}
              aria-invalid={Boolean(emailError)}
              aria-describedby={emailError ? 'login-email-error' : undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                setTouched((s) => ({ ...s, email: true }));
              }}
              onBlur={() => setTouched((s) => ({ ...s, email: true }))}
            />
            {emailError && (
              <p id="login-email-error" className="login-error">
                {emailError}
              </p>
            )}
          </div>
          <div className={`login-field${codeError ? ' has-error' : ''}`}>
            <label htmlFor="login-code">{t('login.code')}</label>
            <div className="login-code-row">
              <input
                ref={codeInput}
                id="login-code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('login.codePlaceholder')}
                maxLength={6}
                value={code}
                aria-invalid={Boolean(codeError)}
                aria-describedby={[codeError && 'login-code-error', sentTo && 'login-sent'].filter(Boolean).join(' ') || undefined}
                onChange={(e) => {
                  setCode(e.target.value.trim());
                  setTouched((s) => ({ ...s, code: true }));
                }}
                onBlur={() => setTouched((s) => ({ ...s, code: true }))}
              />
              <button
                type="button"
                className="btn btn-outline login-send"
                disabled={!canSend}
                aria-busy={sending || undefined}
                onClick={send}
              >
                {secondsLeft > 0 ? t('login.countdown', { n: secondsLeft }) : t('login.send')}
              </button>
            </div>
            {codeError && (
              <p id="login-code-error" className="login-error">
                {codeError}
              </p>
            )}
            <p id="login-sent" className="login-sent" role="status">
              {sentTo ? t('login.codeSent', { email: sentTo }) : ''}
            </p>
          </div>
          <label className={`login-check${shaking.adult ? ' is-shaking' : ''}`}>
            <input type="checkbox" checked={consent.adult} onChange={(e) => setConsent((c) => ({ ...c, adult: e.target.checked }))} />
            <span>{t('login.over18')}</span>
          </label>
          <label className={`login-check${shaking.privacy ? ' is-shaking' : ''}`}>
            <input type="checkbox" checked={consent.privacy} onChange={(e) => setConsent((c) => ({ ...c, privacy: e.target.checked }))} />
            <span>
              {privacyBefore}
              <a href={privacyHref} target="_blank" rel="noopener noreferrer">
                {t('login.privacyLink')}
              </a>
              {privacyAfter}
            </span>
          </label>
          <button type="submit" className="btn login-submit" disabled={!emailValid || !codeValid} aria-busy={busy || undefined}>
            {t('login.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}

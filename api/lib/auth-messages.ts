import type { Locale } from './locales.ts';
import { text } from './texts.ts';

/** The sign-in messages a shopper sees (the envelope's `message`), in i18n/<locale>.json under api.auth. */
export type MessageKey =
  | 'codeSent'
  | 'badCode'
  | 'cooldown'
  | 'tooManyForEmail'
  | 'tooManyFromNetwork'
  | 'sendFailed'
  | 'addressRefused'
  | 'loginOk'
  | 'tooManyRequests';

/** A sign-in message in `locale` (en when the locale has none). Placeholder: {n} (seconds) in cooldown and tooManyRequests. */
export function authMessage(locale: Locale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return text(locale, `api.auth.${key}`, vars);
}

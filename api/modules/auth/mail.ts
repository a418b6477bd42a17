import type { Locale } from '../../lib/locales.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { codeMailTexts } from './mail-texts.ts';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The sign-in code e-mail: a plain-text part and a simple HTML part, in the shopper's language. */
export function codeMail(to: string, code: string, locale: Locale, brand: string, minutes: number): MailMessage {
  const t = codeMailTexts(locale);
  const values = { brand, code, minutes: String(minutes) };
  const line = (template: string) => fill(template, values);
  const { html, text } = renderMail({
    locale,
    brand,
    subject: line(t.subject),
    heading: line(t.heading),
    blocks: [
      { kind: 'text', text: line(t.intro) },
      { kind: 'code', text: code },
      { kind: 'text', text: line(t.validity) },
      { kind: 'text', text: line(t.ignore), muted: true },
    ],
    signature: line(t.signature),
  });
  return { to, subject: line(t.subject), text, html, language: locale };
}

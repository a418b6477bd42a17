import type { Locale } from '../../lib/locales.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { codeMailTexts } from './mail-texts.ts';

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The sign-in code e-mail: a plain-text part and a simple HTML part, in the shopper's language. */
export function codeMail(to: string, code: string, locale: Locale, brand: string, minutes: number): MailMessage {
  const t = codeMailTexts(locale);
  const values = { brand, code, minutes: String(minutes) };
  const line = (template: string) => fill(template, values);
  const html = (template: string) => escapeHtml(line(template));
  const text = [
    line(t.heading),
    '',
    line(t.intro),
    '',
    `    ${code}`,
    '',
    line(t.validity),
    line(t.ignore),
    '',
    line(t.signature),
    '',
  ].join('\n');
  const body = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${html(t.subject)}</title></head>
<body style="margin:0;padding:24px;background:#fdf3f5;font-family:Helvetica,Arial,sans-serif;color:#2b2b2b">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px">
    <tr><td style="padding:32px">
      <p style="margin:0 0 8px;font-size:14px;letter-spacing:2px;text-transform:uppercase;color:#ee5e7b">${escapeHtml(brand)}</p>
      <h1 style="margin:0 0 16px;font-size:22px">${html(t.heading)}</h1>
      <p style="margin:0 0 16px;font-size:16px;line-height:1.5">${html(t.intro)}</p>
      <p style="margin:0 0 24px;font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center">${escapeHtml(code)}</p>
      <p style="margin:0 0 12px;font-size:14px;line-height:1.5">${html(t.validity)}</p>
      <p style="margin:0 0 24px;font-size:14px;line-height:1.5;color:#6b6b6b">${html(t.ignore)}</p>
      <p style="margin:0;font-size:14px">${html(t.signature)}</p>
    </td></tr>
  </table>
</body>
</html>
`;
  return { to, subject: line(t.subject), text, html: body, language: locale };
}

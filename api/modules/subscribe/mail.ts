import type { Context } from '../../lib/context.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { text } from '../../lib/texts.ts';

/** The confirmation link of the double opt-in, to the storefront's page in the shopper's language. */
export function confirmUrl(ctx: Context, token: string): string {
  const prefix = ctx.locale === 'en' ? '' : `/${ctx.locale}`;
  const url = new URL(`${prefix}/subscribe-confirm`, ctx.config.SITE_URL);
  url.searchParams.set('token', token);
  return url.href;
}

/** The mailing list's confirmation e-mail, in i18n/<locale>.json under api.mail.subscribe. */
export function confirmMail(ctx: Context, to: string, token: string): MailMessage {
  const vars = { brand: ctx.config.BRAND_NAME, hours: 48 };
  const t = (part: 'subject' | 'heading' | 'intro' | 'button' | 'validity' | 'ignore' | 'signature') =>
    text(ctx.locale, `api.mail.subscribe.${part}`, vars);
  const link = confirmUrl(ctx, token);
  const plain = [t('heading'), '', t('intro'), '', link, '', t('validity'), t('ignore'), '', t('signature'), ''].join('\n');
  const html = `<!doctype html>
<html lang="${ctx.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t('subject'))}</title></head>
<body style="margin:0;padding:24px;background:#fdf3f5;font-family:Helvetica,Arial,sans-serif;color:#2b2b2b">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px">
    <tr><td style="padding:32px">
      <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(t('heading'))}</h1>
      <p style="margin:0 0 24px;font-size:16px;line-height:1.5">${escapeHtml(t('intro'))}</p>
      <p style="margin:0 0 24px;text-align:center"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 24px;background:#c2185b;color:#ffffff;border-radius:999px;text-decoration:none">${escapeHtml(t('button'))}</a></p>
      <p style="margin:0 0 12px;font-size:14px;line-height:1.5">${escapeHtml(t('validity'))}</p>
      <p style="margin:0 0 24px;font-size:14px;line-height:1.5;color:#6b6b6b">${escapeHtml(t('ignore'))}</p>
      <p style="margin:0;font-size:14px">${escapeHtml(t('signature'))}</p>
    </td></tr>
  </table>
</body>
</html>
`;
  return { to, subject: t('subject'), text: plain, html, language: ctx.locale };
}

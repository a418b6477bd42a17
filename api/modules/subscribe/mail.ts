import type { Context } from '../../lib/context.ts';
import { storefrontUrl } from '../../lib/locales.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { text } from '../../lib/texts.ts';

/** The confirmation link of the double opt-in, to the storefront's page in the shopper's language. */
export function confirmUrl(ctx: Context, token: string): string {
  const url = storefrontUrl(ctx.config.SITE_URL, ctx.locale, '/subscribe-confirm');
  url.searchParams.set('token', token);
  return url.href;
}

/** The mailing list's confirmation e-mail, in i18n/<locale>.json under api.mail.subscribe. */
export function confirmMail(ctx: Context, to: string, token: string): MailMessage {
  const vars = { brand: ctx.config.BRAND_NAME, hours: 48 };
  const t = (part: 'subject' | 'heading' | 'intro' | 'button' | 'validity' | 'ignore' | 'signature') =>
    text(ctx.locale, `api.mail.subscribe.${part}`, vars);
  const { html, text: plain } = renderMail({
    locale: ctx.locale,
    brand: ctx.config.BRAND_NAME,
    subject: t('subject'),
    heading: t('heading'),
    blocks: [
      { kind: 'text', text: t('intro') },
      { kind: 'button', label: t('button'), url: confirmUrl(ctx, token) },
      { kind: 'text', text: t('validity') },
      { kind: 'text', text: t('ignore'), muted: true },
    ],
    signature: t('signature'),
  });
  return { to, subject: t('subject'), text: plain, html, language: ctx.locale };
}

import { escapeHtml } from '../../lib/html.ts';
import type { Context } from '../../lib/context.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/**
 * A form as the shop's staff read it in SHOP_INBOX: every field, labelled in English (the shop's
 * working language), with replies going to the sender.
 */
export function inboxMail(ctx: Context, title: string, replyTo: string, fields: Array<[label: string, value: string | null]>): MailMessage {
  const shown = fields.map(([label, value]) => [label, value ?? '-'] as const);
  const header = `${title} (${ctx.locale})`;
  const text = [header, '', ...shown.map(([label, value]) => `${label}:\n${value}\n`)].join('\n');
  const rows = shown
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="white-space:pre-wrap;padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif"><h1 style="font-size:18px">${escapeHtml(header)}</h1><table role="presentation">${rows}</table></body></html>
`;
  return { to: ctx.config.SHOP_INBOX, subject: `[${ctx.config.BRAND_NAME}] ${title}`, text, html, language: 'en', replyTo };
}

/** Mails the shop; the form is already stored, so a mail failure is logged for staff rather than shown. */
export async function mailShop(ctx: Context, message: MailMessage): Promise<void> {
  try {
    await ctx.mailer.send(message);
  } catch (err) {
    ctx.log.error({ err, subject: message.subject }, 'a form is stored but could not be mailed to SHOP_INBOX');
  }
}

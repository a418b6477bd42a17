import { escapeHtml } from './html.ts';
import type { Locale } from './locales.ts';

/**
 * What a shop e-mail is made of, in reading order. Every text is plain (escaped here), so no
 * caller writes HTML; the HTML part is inline-styled tables (what mail clients render), one column
 * at most 520 px wide (readable on a phone), with no remote images or fonts.
 */
export type MailBlock =
  | { kind: 'text'; text: string; muted?: boolean }
  /** A big centred value (a sign-in code). */
  | { kind: 'code'; text: string }
  | { kind: 'button'; label: string; url: string }
  /** Someone's own words, set apart (the team's reply). */
  | { kind: 'quote'; text: string }
  /** Lines kept as lines, such as an address. */
  | { kind: 'lines'; lines: string[] }
  /** Label–amount rows (order lines, totals); `detail` is a smaller second line; `strong` a total. */
  | { kind: 'rows'; rows: { label: string; detail?: string; value: string; strong?: boolean }[] };

export interface MailContent {
  locale: Locale;
  brand: string;
  subject: string;
  heading: string;
  blocks: MailBlock[];
  signature: string;
}

const ACCENT = '#c2185b';

function htmlBlock(b: MailBlock): string {
  switch (b.kind) {
    case 'text':
      return `<p style="margin:0 0 16px;font-size:${b.muted ? 14 : 16}px;line-height:1.5${b.muted ? ';color:#6b6b6b' : ''}">${escapeHtml(b.text)}</p>`;
    case 'code':
      return `<p style="margin:0 0 24px;font-size:32px;font-weight:bold;letter-spacing:8px;text-align:center">${escapeHtml(b.text)}</p>`;
    case 'button':
      return `<p style="margin:8px 0 24px;text-align:center"><a href="${escapeHtml(b.url)}" style="display:inline-block;padding:12px 24px;background:${ACCENT};color:#ffffff;border-radius:999px;text-decoration:none;font-size:16px">${escapeHtml(b.label)}</a></p>`;
    case 'lines':
      return `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${b.lines.map(escapeHtml).join('<br>')}</p>`;
    case 'quote':
      return `<p style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${ACCENT};background:#fdf3f5;font-size:15px;line-height:1.5;white-space:pre-line">${escapeHtml(b.text)}</p>`;
    case 'rows':
      return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 16px;border-collapse:collapse;font-size:15px">${b.rows
        .map(
          (r) =>
            `<tr><td style="padding:8px 0;border-bottom:1px solid #f0dde2;vertical-align:top${r.strong ? ';font-weight:bold' : ''}">${escapeHtml(r.label)}${
              r.detail ? `<br><span style="font-size:13px;color:#6b6b6b">${escapeHtml(r.detail)}</span>` : ''
            }</td><td style="padding:8px 0 8px 12px;border-bottom:1px solid #f0dde2;text-align:right;vertical-align:top;white-space:nowrap${r.strong ? ';font-weight:bold' : ''}">${escapeHtml(r.value)}</td></tr>`,
        )
        .join('')}</table>`;
  }
}

function textBlock(b: MailBlock): string {
  switch (b.kind) {
    case 'text':
      return b.text;
    case 'code':
      return `    ${b.text}`;
    case 'button':
      return `${b.label}: ${b.url}`;
    case 'lines':
      return b.lines.map((l) => `    ${l}`).join('\n');
    case 'quote':
      return b.text
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n');
    case 'rows':
      return b.rows.map((r) => `${r.label}${r.detail ? ` (${r.detail})` : ''}: ${r.value}`).join('\n');
  }
}

/** The HTML and plain-text parts of a shop e-mail, in the shop's look. */
export function renderMail(m: MailContent): { html: string; text: string } {
  const text = [m.heading, '', ...m.blocks.flatMap((b) => [textBlock(b), '']), m.signature, ''].join('\n');
  const html = `<!doctype html>
<html lang="${m.locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#fdf3f5;font-family:Helvetica,Arial,sans-serif;color:#2b2b2b">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px">
    <tr><td style="padding:28px 24px">
      <p style="margin:0 0 8px;font-size:14px;letter-spacing:2px;text-transform:uppercase;color:#ee5e7b">${escapeHtml(m.brand)}</p>
      <h1 style="margin:0 0 16px;font-size:22px;line-height:1.3">${escapeHtml(m.heading)}</h1>
      ${m.blocks.map(htmlBlock).join('\n      ')}
      <p style="margin:8px 0 0;font-size:14px">${escapeHtml(m.signature)}</p>
    </td></tr>
  </table>
</body>
</html>
`;
  return { html, text };
}

/**
 * Security headers of the storefront's pages, shared by the serve step (static-site.ts) and the
 * build, which writes them into dist/_headers for static hosts (Netlify and Cloudflare Pages read
 * that file; the README gives the same rules for others).
 */

import { createHash } from 'node:crypto';
import { Tokenizer } from 'htmlparser2';

/** Where PayPal's web SDK loads from and talks to (scripts, its windows' frames, API calls, images). */
const PAYPAL = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

export interface CspInput {
  /** 'sha256-…' sources of the inline scripts and style elements the built pages carry. */
  scriptHashes: string[];
  styleHashes: string[];
  /** The API's origin when the browser calls it on another host (PUBLIC_API_BASE absolute). */
  apiOrigin?: string;
}

/**
 * Only the shop's own origin (the PayPal emulator of development is served there too, under
 * /paypal-sandbox) and what PayPal's SDK needs. Inline scripts and style elements are allowed by
 * hash only. Style attributes stay allowed: React renders a few (swatch colours, rating widths) and
 * the emulator's window sets some; a style attribute cannot run script, and the urls it could name
 * are still bound by img-src.
 */
export function contentSecurityPolicy({ scriptHashes, styleHashes, apiOrigin }: CspInput): string {
  const quoted = (hashes: string[]) => hashes.map((h) => `'${h}'`);
  const api = apiOrigin ? [apiOrigin] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...quoted(scriptHashes), ...PAYPAL]],
    ['style-src', ["'self'", ...quoted(styleHashes)]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...api, ...PAYPAL]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...api, ...PAYPAL]],
    ['frame-src', PAYPAL],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The headers every page gets besides its CSP. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()',
};

/**
 * Headers that only a document reads: a script, a style sheet or a picture it loads ignores them.
 * A page loads some 20 content-hashed files (50 before their chunks were grouped), and the CSP
 * alone is over 3 KB: sent with each, it was the larger part of many of those answers.
 */
const DOCUMENT_ONLY = new Set(['content-security-policy', 'x-frame-options', 'permissions-policy']);

/** The headers a content-hashed script or style sheet gets: `headers` without those only documents read. */
export function assetHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY.has(name.toLowerCase())));
}

/** Sent only over HTTPS: browsers then refuse plain HTTP to the shop for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The file static hosts read: one block for every path. */
export function headersFile(headers: Record<string, string>): string {
  return ['/*', ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`), ''].join('\n');
}

/** The `/*` block of a `_headers` file written by `headersFile`. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inBlock = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith(' ')) {
      inBlock = line.trim() === '/*';
      continue;
    }
    const i = line.indexOf(':');
    if (inBlock && i > 0) headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return headers;
}

const sha256 = (text: string, encoding: 'utf8' | 'latin1') => `sha256-${createHash('sha256').update(text, encoding).digest('base64')}`;

/** Script types a browser runs; JSON-LD and other data blocks are not scripts to CSP. */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The CSP hashes of the inline scripts and style elements of one page, found by an HTML tokenizer:
 * text that only looks like a script (an editor's title carrying `<script>` inside an attribute
 * value, or escaped in the text) is not one, and must not widen the policy. Entities are left as
 * they are: a script's or style's text is raw (never decoded), and decoding the rest (a product
 * page's island props are most of its bytes) took half the scan's time. htmlparser2's tokenizer is
 * driven directly: its parser's tree work (attributes as objects, implied end tags) was a third of
 * the scan, and only script and style elements matter here.
 */
export function inlineHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8'): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  /** The open tag being read, its script attribute being read, and what a script tag said. */
  let tag = '';
  let attribute = '';
  let value = '';
  let type = '';
  let src = false;
  let open: { into: string[] | null; text: string } | null = null;
  const nameAt = (start: number, end: number) => html.slice(start, end).toLowerCase();
  const tagEnded = () => {
    if (tag === 'style') open = { into: styles, text: '' };
    else if (tag === 'script') open = { into: !src && EXECUTABLE.test(type.trim()) ? scripts : null, text: '' };
  };
  const ignore = () => undefined;
  const tokenizer = new Tokenizer(
    { decodeEntities: false },
    {
      onopentagname(start, end) {
        tag = nameAt(start, end);
        type = '';
        src = false;
      },
      onattribname(start, end) {
        attribute = tag === 'script' ? nameAt(start, end) : '';
        value = '';
      },
      onattribdata(start, end) {
        if (attribute) value += html.slice(start, end);
      },
      onattribend() {
        if (attribute === 'type') type = value;
        else if (attribute === 'src') src = true;
        attribute = '';
      },
      // Not XML: `<script/>` opens a script as `<script>` does.
      onopentagend: tagEnded,
      onselfclosingtag: tagEnded,
      ontext(start, end) {
        if (open) open.text += html.slice(start, end);
      },
      onclosetag(start, end) {
        const name = nameAt(start, end);
        if (open && (name === 'script' || name === 'style')) open.into?.push(sha256(open.text, encoding));
        open = null;
      },
      onattribentity: ignore,
      ontextentity: ignore,
      oncdata: ignore,
      oncomment: ignore,
      ondeclaration: ignore,
      onprocessinginstruction: ignore,
      onend: ignore,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  return { scripts, styles };
}

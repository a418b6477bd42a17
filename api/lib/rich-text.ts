import sanitizeHtml from 'sanitize-html';
import type { Localized } from '../db/schema/catalog.ts';

/**
 * The HTML editorial texts may hold. Every write of a blog body, article or FAQ answer goes through
 * `cleanRichText` (the seed too), so what the pages render with set:html is already safe: no
 * scripts, no event handlers, no javascript: links, and images only from the shop's own /media/.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height', 'loading'], th: ['scope'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/media\/[\w./-]+$/.test(frame.attribs.src ?? ''),
  transformTags: {
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export const cleanRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** The same for every locale of a localized field (whole, or the locales an edit changes). */
export function cleanLocalized<F extends Localized | Partial<Record<string, string>>>(field: F): F {
  return Object.fromEntries(Object.entries(field).map(([locale, html]) => [locale, cleanRichText(html ?? '')])) as F;
}

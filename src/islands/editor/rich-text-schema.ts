import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { generateHTML, generateJSON } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** The shop's own pictures: the only images the server keeps in a text (api/lib/rich-text.ts). */
export const MEDIA_SRC = /^\/media\/[\w./-]+$/;
/** Links the server keeps: https and mailto, and the shop's own paths already in stored texts. */
const KEPT_HREF = /^(https:\/\/|mailto:|\/(?!\/))/i;

const dropped = { default: null, parseHTML: () => null };

/**
 * What the visual editor can hold, limited to the HTML the server keeps: paragraphs, headings 2 and
 * 3, bold, italic, underline, lists, quotes, line breaks, rules, links without target or rel, and
 * block images from /media/ with their alt text and size.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    link: false,
    trailingNode: false,
  }),
  Link.extend({
    addAttributes() {
      return { ...this.parent?.(), target: dropped, rel: dropped, class: dropped };
    },
  }).configure({
    openOnClick: false,
    defaultProtocol: 'https',
    HTMLAttributes: { target: null, rel: null, class: null },
    isAllowedUri: (url) => KEPT_HREF.test(url),
  }),
  Image.extend({
    parseHTML() {
      return [{ tag: 'img[src]', getAttrs: (img) => (MEDIA_SRC.test(img.getAttribute('src') ?? '') ? null : false) }];
    },
    addAttributes() {
      return { ...this.parent?.(), title: dropped };
    },
  }).configure({ inline: false, allowBase64: false, resize: false }),
];

/** `html` as the visual editor would write it (what it cannot hold left out). */
export function asRichText(html: string): string {
  try {
    return generateHTML(generateJSON(html, RICH_TEXT_EXTENSIONS), RICH_TEXT_EXTENSIONS);
  } catch {
    return '';
  }
}

/**
 * What an editor typed as a link address, as one the server keeps: https:// or mailto: (a bare
 * domain gets https://, a bare e-mail address mailto:), or null for anything else (http:, javascript:…).
 */
export function linkAddress(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  let href = text;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) href = /^[^/@]+@[^/@]+\.[^/@]+$/.test(text) ? `mailto:${text}` : `https://${text}`;
  if (/^mailto:[^@]+@[^@]+\.[^@]+$/i.test(href)) return href;
  if (!/^https:\/\//i.test(href)) return null;
  try {
    return new URL(href).hostname.includes('.') ? href : null;
  } catch {
    return null;
  }
}

import type { Locale } from '../../lib/locales.ts';
import { text } from '../../lib/texts.ts';

/** The sign-in code e-mail, in i18n/<locale>.json under api.mail.code. Placeholders: {brand}, {code}, {minutes}. */
export interface CodeMailTexts {
  subject: string;
  heading: string;
  intro: string;
  validity: string;
  ignore: string;
  signature: string;
}

const PARTS = ['subject', 'heading', 'intro', 'validity', 'ignore', 'signature'] as const;

/** The e-mail's texts in `locale`, placeholders still in place. */
export const codeMailTexts = (locale: Locale): CodeMailTexts =>
  Object.fromEntries(PARTS.map((part) => [part, text(locale, `api.mail.code.${part}`)])) as unknown as CodeMailTexts;

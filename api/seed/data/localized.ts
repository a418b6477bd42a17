import type { AllLocales } from './types.ts';

/** Text in the eight locales, in the order en, de, ja, fr, es, it, pl, pt (keeps the content files compact). */
export const l = (en: string, de: string, ja: string, fr: string, es: string, it: string, pl: string, pt: string): AllLocales => ({
  en,
  de,
  ja,
  fr,
  es,
  it,
  pl,
  pt,
});

/** The eight locales of the shop; en is the default and the fallback. Shared by API and storefront. */
export const LOCALES = ['en', 'de', 'ja', 'fr', 'es', 'it', 'pl', 'pt'] as const;

/** Each locale's own name ("Deutsch"), for language menus and labels. */
export const LANGUAGE_NAMES = {
  en: 'English',
  de: 'Deutsch',
  ja: '日本語',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pl: 'Polski',
  pt: 'Português',
} as const satisfies Record<(typeof LOCALES)[number], string>;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the best locale from an explicit choice, then an Accept-Language header, then en. */
export function negotiateLocale(explicit: string | undefined, acceptLanguage: string | undefined): Locale {
  if (explicit) {
    const base = explicit.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  if (acceptLanguage) {
    const ranked = acceptLanguage
      .split(',')
      .map((part) => {
        const [tag, ...params] = part.trim().split(';');
        const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
        return { base: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1 };
      })
      .filter((r) => r.q > 0)
      .sort((a, b) => b.q - a.q);
    for (const r of ranked) if (isLocale(r.base)) return r.base;
  }
  return DEFAULT_LOCALE;
}

/** A localized field in the given locale, falling back to en. */
export function localize(field: { en: string } & Partial<Record<string, string>>, locale: Locale): string {
  return field[locale] || field.en;
}

/** A storefront page's address in a locale, for links in e-mails (en has no prefix, like the storefront's routes). */
export function storefrontUrl(siteUrl: string, locale: Locale, path: string): URL {
  return new URL(`${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${path}`, siteUrl);
}

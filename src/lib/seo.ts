/**
 * What search engines and social networks read in every page's head: Open Graph locales and the
 * schema.org data (Organization, BreadcrumbList). Pure, so pages and tests can use it alike.
 */
import type { Locale } from '../../api/lib/locales.ts';
import { localePath } from './i18n.ts';
import { SOCIAL_LINKS } from './social.ts';

/** Open Graph wants language_TERRITORY: each locale's main market. */
export const OG_LOCALES: Record<Locale, string> = {
  en: 'en_US',
  de: 'de_DE',
  ja: 'ja_JP',
  fr: 'fr_FR',
  es: 'es_ES',
  it: 'it_IT',
  pl: 'pl_PL',
  pt: 'pt_PT',
};

/** The card shown when a page names no picture of its own (1200 × 630, see scripts/social-images.ts). */
export const DEFAULT_OG_IMAGE = '/social/default.png';
export const LOGO_IMAGE = '/social/logo.png';

/** One step of a page's breadcrumb trail: its name and link (as the page links it, locale prefix included). */
export interface Crumb {
  name: string;
  href: string;
}

export const absoluteUrl = (href: string, site: URL | string) => new URL(href, site).href;

/** A page's trail in its locale: home, then each step (paths without locale prefix), the page itself last. */
export const trail = (locale: Locale, home: string, steps: Array<{ name: string; path: string }>): Crumb[] => [
  { name: home, href: localePath(locale, '/') },
  ...steps.map((s) => ({ name: s.name, href: localePath(locale, s.path) })),
];

export function organizationJsonLd(opts: { name: string; site: URL | string; email?: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: opts.name,
    url: absoluteUrl('/', opts.site),
    logo: absoluteUrl(LOGO_IMAGE, opts.site),
    ...(opts.email ? { email: opts.email } : {}),
    sameAs: SOCIAL_LINKS.map((s) => s.url),
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[], site: URL | string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.href, site),
    })),
  };
}

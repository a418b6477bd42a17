import type { Locale } from '../../lib/locales.ts';

/**
 * The PostgreSQL text-search configuration of each locale. Japanese and Polish have no built-in
 * stemmer, so they use 'simple' (lower-casing only) and lean on trigram similarity.
 * product_search_refresh() in migration 0002_catalogue_triggers uses the same map;
 * a test checks that the documents were built with these configurations.
 */
export const SEARCH_CONFIGS: Record<Locale, string> = {
  en: 'english',
  de: 'german',
  ja: 'simple',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
  pl: 'simple',
  pt: 'portuguese',
};

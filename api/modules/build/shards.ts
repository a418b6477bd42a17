import { LOCALES, type Locale } from '../../lib/locales.ts';

/**
 * Which of `shards` build processes renders an item's page (a product's, a post's) in a locale
 * (see src/lib/build-shard.ts): by id and locale, so a page stays in the same process, and in that
 * process's incremental cache, from one build to the next.
 */
export const pageShard = (id: number, locale: Locale, shards: number) => (id + LOCALES.indexOf(locale)) % shards;

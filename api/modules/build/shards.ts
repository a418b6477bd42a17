import { LOCALES, type Locale } from '../../lib/locales.ts';

/**
 * Which of `shards` build processes renders an item's page (a product's, a post's) in a locale
 * (see src/lib/build-shard.ts): by id and locale, so one item's pages in its eight locales are
 * spread over the processes.
 */
export const pageShard = (id: number, locale: Locale, shards: number) => (id + LOCALES.indexOf(locale)) % shards;

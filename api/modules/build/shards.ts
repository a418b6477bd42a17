import { LOCALES, type Locale } from '../../lib/locales.ts';

/** murmur3's 32-bit finalizer: neighbouring numbers land far apart. */
function mix(n: number): number {
  n = Math.imul(n ^ (n >>> 16), 0x85ebca6b);
  n = Math.imul(n ^ (n >>> 13), 0xc2b2ae35);
  return (n ^ (n >>> 16)) >>> 0;
}

/**
 * Which of `shards` build processes renders an item's page (a product's, a post's) in a locale
 * (see src/lib/build-shard.ts): by a hash of id and locale, so one item's pages in its eight
 * locales are spread over the processes, and so are the pages an edit renders again. By `id +
 * locale` alone, the pages recommending an edited product (made in its category, whose ids may run
 * in steps) went 53 to one process and 7 to the other.
 */
export const pageShard = (id: number, locale: Locale, shards: number) => mix(id * LOCALES.length + LOCALES.indexOf(locale)) % shards;

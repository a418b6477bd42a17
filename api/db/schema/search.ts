import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../lib/locales.ts';
import { products } from './catalog.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });

/**
 * The search document of a published product in one locale: its name, subtitle, category and
 * colour names in that locale (falling back to en field by field) as a weighted tsvector (name A,
 * category and colours B, subtitle C, English name and category D), plus the product's sold count
 * for ranking ties. Maintained by database triggers on products, product_skus and categories (see
 * product_search_refresh in migration 0002_catalogue_triggers), so whatever writes the catalogue keeps it current.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 2 }).notNull(),
    /** The text-search configuration the tsvector was built with (english, german, ... simple). */
    config: regconfig('config').notNull(),
    /** The name in this locale, lower-cased: an exact-name match ranks first. */
    name: text('name').notNull(),
    tsv: tsvector('tsv').notNull(),
    soldCount: integer('sold_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.productId] }),
    index('product_search_product_idx').on(t.productId),
    // One full-text index per locale: a search only ever reads its own locale's documents.
    ...LOCALES.map((locale) =>
      index(`product_search_tsv_${locale}_idx`)
        .using('gin', t.tsv)
        .where(sql.raw(`locale = '${locale}'`)),
    ),
  ],
);

/**
 * The distinct words of the search documents of each locale. A typed word is matched against them
 * with pg_trgm similarity, so a typo ("vibrater") is searched as the words it resembles ("vibrator").
 */
export const searchWords = pgTable(
  'search_words',
  {
    locale: varchar('locale', { length: 2 }).notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.locale, t.word] }), index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

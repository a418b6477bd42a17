import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { countries, products } from './catalog.ts';

/**
 * The lowest and highest SKU price of each product in each country (the country's price list, or
 * the default country's where it has none), so the shop's price filter and price sort stay index
 * lookups however large the catalogue. Maintained by database triggers on sku_prices, product_skus
 * and countries (product_price_ranges_refresh, migrations 0002_catalogue_triggers and 0003_state_checks).
 */
export const productPriceRanges = pgTable(
  'product_price_ranges',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code, { onDelete: 'cascade' }),
    minCents: integer('min_cents').notNull(),
    maxCents: integer('max_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.countryCode] }),
    index('product_price_ranges_country_min_idx').on(t.countryCode, t.minCents, t.productId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Text in several locales: `{ en: "...", de: "..." }`; en is always present, others fall back to it. */
export type Localized = { en: string } & Partial<Record<string, string>>;

export const countries = pgTable(
  'countries',
  {
    code: varchar('code', { length: 2 }).primaryKey(),
    sort: integer('sort').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    shippingCents: integer('shipping_cents').notNull(),
    freeShippingOverCents: integer('free_shipping_over_cents'),
    /** False for a country whose prices are shown but to which the shop does not ship. */
    shipsTo: boolean('ships_to').notNull().default(true),
  },
  (t) => [
    // At most one default country: its price list stands in where a country has none.
    uniqueIndex('countries_one_default_idx')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  sort: integer('sort').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: jsonb('name').$type<Localized>().notNull(),
    subtitle: jsonb('subtitle').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    published: boolean('published').notNull().default(true),
    soldCount: integer('sold_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    reviewSum: integer('review_sum').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    // The shop's default and "newest" orders, read in index order up to the requested page.
    index('products_sold_idx').on(t.soldCount.desc().nullsFirst(), t.id),
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const productSkus = pgTable(
  'product_skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorName: jsonb('color_name').$type<Localized>().notNull(),
    colorCard: varchar('color_card', { length: 7 }).notNull(),
    /** Units in the warehouse that are not sold: what an editor or operator counts. */
    onHand: integer('on_hand').notNull().default(0),
    /** Units held by unpaid orders: the sum of this SKU's stock_holds (api/modules/orders/stock.ts keeps them equal). */
    held: integer('held').notNull().default(0),
    /** Units sold and not given back. */
    sold: integer('sold').notNull().default(0),
    /** What shoppers can still buy: on hand less held. Every public read, the cart's caps and the checkout read this. */
    stockNum: integer('stock_num')
      .notNull()
      .generatedAlwaysAs(sql`on_hand - held`),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('product_skus_product_idx').on(t.productId),
    // A hold that would take more than is on hand is refused here, so stock never oversells.
    check('product_skus_stock_check', sql`${t.held} >= 0 AND ${t.held} <= ${t.onHand} AND ${t.sold} >= 0`),
  ],
);

/** The price list: one price per SKU and country, in cents. */
export const skuPrices = pgTable(
  'sku_prices',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => productSkus.id, { onDelete: 'cascade' }),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.countryCode] }),
    check('sku_prices_positive', sql`${t.priceCents} > 0 AND ${t.originalPriceCents} >= ${t.priceCents}`),
  ],
);

/** An image in several widths; `variants` maps width to URL. A SKU's own images carry its sku_id. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').references(() => productSkus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<Record<string, string>>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    /** In the language the reviewer wrote it in (`language`). */
    content: text('content').notNull(),
    /** A locale code (api/lib/locales.ts). */
    language: text('language').notNull().default('en'),
    /** The content translated into other locales: `{ de: "..." }`; a locale without one shows the original. */
    translations: jsonb('translations').$type<Partial<Record<string, string>>>().notNull().default({}),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_language_check', sql`${t.language} IN ('en', 'de', 'ja', 'fr', 'es', 'it', 'pl', 'pt')`),
  ],
);

/** "Solved problems": short problem/solution entries shown on a product's page. */
export const solvedProblems = pgTable(
  'solved_problems',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    problem: jsonb('problem').$type<Localized>().notNull(),
    solution: jsonb('solution').$type<Localized>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('solved_problems_product_idx').on(t.productId)],
);

import { and, asc, count, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, productPriceRanges, products } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { notFound } from '../../lib/envelope.ts';
import { localize } from '../../lib/locales.ts';
import { centsToString, stringToCents } from '../../lib/money.ts';
import { toDetails } from './details.ts';
import { listColumns, toListItems } from './items.ts';
import type { Category, MaxPrice, Page, ProductDetail, ProductListItem, ProductSort } from './schema.ts';

export async function assertCategory(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  if (!row) throw notFound('Category');
}

export async function categoryList({ db, locale }: Context): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((c) => ({ id: c.id, cate_name: localize(c.name, locale) }));
}

/** Joins a product to its price range in a country (see product_price_ranges); null when it has no price there. */
export const priceRangeIn = (country: string) =>
  and(eq(productPriceRanges.productId, products.id), eq(productPriceRanges.countryCode, country));

export const averageRating = sql`case when ${products.reviewCount} = 0 then 0 else ${products.reviewSum}::float8 / ${products.reviewCount} end`;

/**
 * Price sorts use a product's lowest SKU price in the country, the same price the price filter
 * compares; they follow the order of product_price_ranges' index, ties by id.
 */
const orderings: Record<ProductSort, SQL[]> = {
  recommended: [desc(products.soldCount), asc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
  price_asc: [asc(productPriceRanges.minCents), asc(productPriceRanges.productId)],
  price_desc: [desc(productPriceRanges.minCents), desc(productPriceRanges.productId)],
  rating: [sql`${averageRating} desc`, desc(products.reviewCount), asc(products.id)],
  best_selling: [desc(products.soldCount), asc(products.id)],
};

export interface ListFilter {
  category_id?: number;
  min_price?: string;
  max_price?: string;
  sort: ProductSort;
  page: number;
  page_size: number;
}

/** The shop's product list. A product without a price in the country (nor in the default one) is not for sale there and not listed. */
export async function listProducts(ctx: Context, filter: ListFilter): Promise<Page<ProductListItem>> {
  const { db, country } = ctx;
  if (filter.category_id) await assertCategory(db, filter.category_id);
  const condition = and(
    eq(products.published, true),
    filter.category_id ? eq(products.categoryId, filter.category_id) : undefined,
    filter.min_price ? sql`${productPriceRanges.minCents} >= ${stringToCents(filter.min_price)}` : undefined,
    filter.max_price ? sql`${productPriceRanges.minCents} <= ${stringToCents(filter.max_price)}` : undefined,
  );
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(products).innerJoin(productPriceRanges, priceRangeIn(country)).where(condition),
    db
      .select(listColumns)
      .from(products)
      .innerJoin(productPriceRanges, priceRangeIn(country))
      .where(condition)
      .orderBy(...orderings[filter.sort])
      .limit(filter.page_size)
      .offset((filter.page - 1) * filter.page_size),
  ]);
  return { list: await toListItems(ctx, rows), total, page: filter.page, page_size: filter.page_size };
}

export async function productDetail(ctx: Context, id: number): Promise<ProductDetail> {
  const rows = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.published, true)));
  if (!rows[0]) throw notFound('Product');
  const [detail] = await toDetails(ctx, rows);
  return detail;
}

/** The highest SKU price of the published catalogue (or one category) in a country: the top of the shop's price filter. */
export async function maxPrice({ db, country }: Context, categoryId?: number): Promise<MaxPrice> {
  if (categoryId) await assertCategory(db, categoryId);
  const [row] = await db
    .select({ cents: max(productPriceRanges.maxCents) })
    .from(productPriceRanges)
    .innerJoin(products, eq(products.id, productPriceRanges.productId))
    .where(
      and(
        eq(productPriceRanges.countryCode, country),
        eq(products.published, true),
        categoryId ? eq(products.categoryId, categoryId) : undefined,
      ),
    );
  return { max_price: centsToString(row?.cents ?? 0) };
}

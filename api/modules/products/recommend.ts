import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Context } from '../../lib/context.ts';
import { productPriceRanges, products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/envelope.ts';
import { listColumns, toListItems } from './items.ts';
import type { ProductListItem } from './schema.ts';
import { priceRangeIn } from './service.ts';

/** Candidates come from the best sellers of the product's category and of the whole shop, so the ranking stays bounded. */
const POOL_SIZE = 200;
/** "Same price band": the lowest prices differ by at most this factor either way. */
const PRICE_BAND = 1.5;

export interface RecommendInput {
  product_id: number;
  limit: number;
}

/**
 * Products to show beside a product: the same category first, then what is bought together with it.
 * Until orders exist, "bought together" means a similar price (the same price band) and popularity.
 * Order: in stock before sold out everywhere; same category; same price band; best selling; id.
 */
export async function recommendations(ctx: Context, input: RecommendInput): Promise<ProductListItem[]> {
  const { db, country } = ctx;
  const [ref] = await db
    .select({ id: products.id, categoryId: products.categoryId, cents: productPriceRanges.minCents })
    .from(products)
    .leftJoin(productPriceRanges, priceRangeIn(country))
    .where(and(eq(products.id, input.product_id), eq(products.published, true)));
  if (!ref) throw notFound('Product');

  const pool = sql`${products.id} in (
    (select id from ${products} where published and category_id = ${ref.categoryId} order by sold_count desc, id limit ${POOL_SIZE})
    union
    (select id from ${products} where published order by sold_count desc, id limit ${POOL_SIZE}))`;
  const soldOut = sql`not exists (select 1 from product_skus s where s.product_id = ${products.id} and s.stock_num > 0)`;
  const inBand = ref.cents
    ? sql`coalesce(abs(ln(${productPriceRanges.minCents}::float8 / ${ref.cents})) <= ln(${PRICE_BAND}), false)`
    : sql`false`;

  const rows = await db
    .select(listColumns)
    .from(products)
    .leftJoin(productPriceRanges, priceRangeIn(country))
    .where(and(eq(products.published, true), ne(products.id, ref.id), pool))
    .orderBy(asc(soldOut), sql`${products.categoryId} = ${ref.categoryId} desc`, desc(inBand), desc(products.soldCount), asc(products.id))
    .limit(input.limit);
  return toListItems(ctx, rows);
}

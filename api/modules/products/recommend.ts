import { sql } from 'drizzle-orm';
import { anyId } from '../../db/any-id.ts';
import type { Context } from '../../lib/context.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/envelope.ts';
import { listColumns, toListItems } from './items.ts';
import type { ProductListItem } from './schema.ts';

/** Candidates come from the best sellers of the product's category and of the whole shop, so the ranking stays bounded. */
const POOL_SIZE = 200;
/** "Same price band": the lowest prices differ by at most this factor either way. */
const PRICE_BAND = 1.5;

export interface RecommendInput {
  product_id: number;
  limit: number;
}

/**
 * The ids to show beside each of `productIds` (published ones; others get no entry), best first:
 * the same category first, then what is bought together with it. Until orders exist, "bought
 * together" means a similar price (the same price band) and popularity. Order: in stock before
 * sold out everywhere; same category; same price band; best selling; id. One query for any number
 * of products, so the build ranks the whole catalogue at once: the candidates (best sellers of the
 * shop and of each category) are read once, then each product takes its top picks among them.
 */
export async function recommendedIds(ctx: Context, productIds: number[], limit: number): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>();
  if (productIds.length === 0) return found;
  const { rows } = await ctx.db.execute<{ ref_id: number; ids: number[] | null }>(sql`
    with ref as (
      select p.id, p.category_id, nullif(r.min_cents, 0) as cents
      from products p left join product_price_ranges r on r.product_id = p.id and r.country_code = ${ctx.country}
      where p.published and p.id = any(${`{${productIds.join(',')}}`}::int[])
    ), top_all as (
      select id from products where published order by sold_count desc, id limit ${POOL_SIZE}
    ), category_top as (
      select id from (
        select id, row_number() over (partition by category_id order by sold_count desc, id) as n from products where published
      ) ranked where n <= ${POOL_SIZE}
    ), candidate as (
      select c.id, c.category_id, c.sold_count, cr.min_cents, c.id in (select id from top_all) as in_top,
        not exists (select 1 from product_skus s where s.product_id = c.id and s.stock_num > 0) as sold_out
      from products c left join product_price_ranges cr on cr.product_id = c.id and cr.country_code = ${ctx.country}
      where c.id in (select id from top_all union select id from category_top)
    )
    select ref.id as ref_id, (
      select array_agg(t.id order by t.sold_out, t.same desc, t.band desc, t.sold_count desc, t.id) from (
        select k.id, k.sold_out, k.category_id = ref.category_id as same, k.sold_count,
          coalesce(abs(ln(k.min_cents::float8 / ref.cents)) <= ln(${PRICE_BAND}), false) as band
        from candidate k
        where k.id <> ref.id and (k.in_top or k.category_id = ref.category_id)
        order by sold_out, same desc, band desc, sold_count desc, id
        limit ${limit}
      ) t
    ) as ids
    from ref`);
  for (const r of rows) found.set(Number(r.ref_id), (r.ids ?? []).map(Number));
  return found;
}

/** Products to show beside a product (see recommendedIds), as list items. */
export async function recommendations(ctx: Context, input: RecommendInput): Promise<ProductListItem[]> {
  const ids = (await recommendedIds(ctx, [input.product_id], input.limit)).get(input.product_id);
  if (!ids) throw notFound('Product');
  return listItemsByIds(ctx, ids);
}

/** List items of `ids`, in that order. */
export async function listItemsByIds(ctx: Context, ids: number[]): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db.select(listColumns).from(products).where(anyId(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toListItems(
    ctx,
    ids.map((id) => byId.get(id)!),
  );
}

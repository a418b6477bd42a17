import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { listColumns, toListItems } from '../products/items.ts';
import type { ProductListItem } from '../products/schema.ts';

export const HALLOWEEN = {
  limit: 8,
  /**
   * "After dark": a colour is dark when its perceived brightness (ITU-R BT.601 weights of the
   * swatch's #rrggbb) is below this, out of 255. Black and midnight blue are; rose red and teal are not.
   */
  maxBrightness: 60,
};

const channel = (offset: number) => sql`('x' || substr(s.color_card, ${offset}, 2))::bit(8)::int`;
const brightness = sql`(0.299 * ${channel(2)} + 0.587 * ${channel(4)} + 0.114 * ${channel(6)})`;

/** Products with a dark colour in stock, the best sellers first: a rule over the live catalogue, so the page needs no editing. */
export async function halloweenProducts(ctx: Context): Promise<ProductListItem[]> {
  const darkInStock = sql`exists (select 1 from product_skus s where s.product_id = ${products.id} and s.stock_num > 0
    and s.color_card ~ '^#[0-9A-Fa-f]{6}$' and ${brightness} < ${HALLOWEEN.maxBrightness})`;
  const rows = await ctx.db
    .select(listColumns)
    .from(products)
    .where(and(eq(products.published, true), darkInStock))
    .orderBy(desc(products.soldCount), asc(products.id))
    .limit(HALLOWEEN.limit);
  return toListItems(ctx, rows);
}

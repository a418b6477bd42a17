import { eq } from 'drizzle-orm';
import { cartItems, productSkus } from '../../db/schema/index.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { withLikes } from '../likes/mark.ts';
import { listProducts } from '../products/service.ts';
import type { ProductListItem } from '../products/schema.ts';

const SHOWN = 4;

/** GET /product/paymentRecommend: best sellers in stock that are not in the shopper's cart yet. */
export async function paymentRecommendations(ctx: ShopperContext): Promise<ProductListItem[]> {
  const inCart = new Set(
    (
      await ctx.db
        .select({ productId: productSkus.productId })
        .from(cartItems)
        .innerJoin(productSkus, eq(productSkus.id, cartItems.skuId))
        .where(eq(cartItems.userId, ctx.user.id))
    ).map((r) => r.productId),
  );
  const page = await listProducts(ctx, { sort: 'best_selling', page: 1, page_size: SHOWN + inCart.size + 8 });
  const picks = page.list.filter((p) => !inCart.has(p.id) && p.product_sku_info.some((s) => s.stock_num > 0)).slice(0, SHOWN);
  return withLikes(ctx, picks);
}

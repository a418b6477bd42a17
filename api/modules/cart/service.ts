import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartItems, orderLines, orders } from '../../db/schema/index.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { AppError, Code, conflict, invalid, notFound } from '../../lib/envelope.ts';
import { centsToString } from '../../lib/money.ts';
import { text } from '../../lib/texts.ts';
import { couponDiscount, couponRefusal, goodsCents, totals, type CouponRefusal } from '../checkout/pricing.ts';
import { cartRows, couponRule, lineName, shippingRule, skuOffers } from './lines.ts';
import { MAX_LINE_QUANTITY } from './rules.ts';
import type { CartView } from './schema.ts';

/** A coupon's refusal in the shopper's language. */
export function couponRefusalMessage(
  ctx: Pick<ShopperContext, 'locale'>,
  refusal: CouponRefusal,
  vars: Record<string, string | number>,
): string {
  return text(ctx.locale, `api.coupon.${refusal}`, vars);
}

/**
 * The shopper's cart priced in the context's country, with the coupon when it applies. `strict`
 * (the coupon calculation call) refuses a coupon that does not apply with its reason; otherwise the
 * cart is priced without it and `priceData.coupon_code` is null.
 */
export async function cartView(ctx: ShopperContext, couponCode?: string, strict = false): Promise<CartView> {
  const rows = await cartRows(ctx, ctx.user.id);
  const rule = shippingRule(ctx.countries, ctx.country);
  const goods = goodsCents(rows);
  let discount = 0;
  let applied: string | null = null;
  if (couponCode) {
    const coupon = await couponRule(ctx.db, couponCode, ctx.user.id);
    const refusal = couponRefusal(coupon, goods, ctx.country, ctx.now());
    if (refusal) {
      if (strict)
        throw invalid(
          couponRefusalMessage(ctx, refusal, { code: couponCode, min: centsToString(coupon?.minSpendCents ?? 0), country: ctx.country }),
        );
    } else if (coupon) {
      discount = couponDiscount(coupon, goods);
      applied = coupon.code;
    }
  }
  const t = totals(rows, rule, discount);
  return {
    cartData: rows.map((r) => {
      const name = lineName(ctx, r);
      return {
        cart_id: r.cartId,
        product_sku_id: r.skuId,
        product_id: r.productId,
        num: r.num,
        product_name: name.product,
        product_color: name.color,
        product_color_card: r.colorCard,
        product_price: centsToString(r.unitCents),
        product_total_price: centsToString(r.unitCents * r.num),
        stock_num: r.stock,
        cover_image: { name: r.coverName, url: r.coverUrl },
        route: r.route,
      };
    }),
    priceData: {
      origin_total_price: centsToString(t.originCents),
      discount_price: centsToString(t.discountCents),
      shipping_price: centsToString(t.shippingCents),
      total_price: centsToString(t.totalCents),
      coupon_code: applied,
      country_code: ctx.country,
      ships: rule.shipsTo,
    },
    count: rows.reduce((n, r) => n + r.num, 0),
  };
}

const soldOut = (ctx: Pick<ShopperContext, 'locale'>) => new AppError(Code.conflict, text(ctx.locale, 'api.cart.soldOut', {}));

/**
 * Puts `num` of a SKU into the cart; the same SKU again adds to its line. A line never holds more
 * than the stock (nor MAX_LINE_QUANTITY); a sold-out SKU is refused. Returns the line's id.
 */
export async function addToCart(ctx: ShopperContext, skuId: number, num: number): Promise<number> {
  const offer = (await skuOffers(ctx, [skuId])).get(skuId);
  if (!offer || !offer.published) throw notFound('Product');
  if (offer.stock <= 0) throw soldOut(ctx);
  const cap = Math.min(offer.stock, MAX_LINE_QUANTITY);
  const [row] = await ctx.db
    .insert(cartItems)
    .values({ userId: ctx.user.id, skuId, num: Math.min(num, cap) })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.skuId],
      set: { num: sql`least(${cartItems.num} + excluded.num, ${cap})`, updatedAt: ctx.now() },
    })
    .returning({ id: cartItems.id });
  return row.id;
}

/** Sets a line's quantity, at most the stock; another shopper's line is not found. */
export async function changeQuantity(ctx: ShopperContext, cartId: number, num: number): Promise<void> {
  const [line] = await ctx.db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, ctx.user.id)));
  if (!line) throw notFound('Cart item');
  const offer = (await skuOffers(ctx, [line.skuId])).get(line.skuId);
  if (!offer || !offer.published) throw notFound('Product');
  if (offer.stock <= 0) throw soldOut(ctx);
  await ctx.db
    .update(cartItems)
    .set({ num: Math.min(num, offer.stock, MAX_LINE_QUANTITY), updatedAt: ctx.now() })
    .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, ctx.user.id)));
}

/** Removes lines of the shopper's cart; none of them being the shopper's is not found. */
export async function removeLines(ctx: ShopperContext, cartIds: number[]): Promise<void> {
  const removed = await ctx.db
    .delete(cartItems)
    .where(and(inArray(cartItems.id, cartIds), eq(cartItems.userId, ctx.user.id)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound('Cart item');
}

export async function cartCount(ctx: ShopperContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${cartItems.num}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, ctx.user.id));
  return row?.n ?? 0;
}

/** Buy again: the lines of one of the shopper's orders go back into the cart (what is in stock). */
export async function addOrderToCart(ctx: ShopperContext, orderId: number): Promise<number[]> {
  const [order] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, ctx.user.id)));
  if (!order) throw notFound('Order');
  const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const ids: number[] = [];
  for (const line of lines) {
    try {
      ids.push(await addToCart(ctx, line.skuId, line.num));
    } catch (error) {
      // A line sold out or withdrawn since stays out; the rest go in.
      if (!(error instanceof AppError) || (error.code !== Code.conflict && error.code !== Code.notFound)) throw error;
    }
  }
  if (ids.length === 0) throw conflict(text(ctx.locale, 'api.cart.nothingAvailable', {}));
  return ids;
}

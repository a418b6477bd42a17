import { createHash, randomInt } from 'node:crypto';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { cartItems, couponRedemptions, coupons, orderHistory, orderLines, orders, productSkus } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code, conflict, invalid, notFound } from '../../lib/envelope.ts';
import { lockRows } from '../../lib/locks.ts';
import { centsToString, stringToCents } from '../../lib/money.ts';
import { text } from '../../lib/texts.ts';
import { couponRule, shippingRule, skuOffers } from '../cart/lines.ts';
import { couponRefusalMessage } from '../cart/service.ts';
import { couponDiscount, couponRefusal, goodsCents, totals } from '../checkout/pricing.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { paymentAmount, paymentItems } from './payment-input.ts';
import type { OrderCreateBody } from './schema.ts';

type OrderRow = typeof orders.$inferSelect;

/** What identifies one submit of one cart: the same lines, coupon, note, country and total. */
function idempotencyKey(ctx: ShopperContext, input: OrderCreateBody): string {
  const lines = [...input.product_spec].map((l) => [l.product_sku_id, l.num]).sort((a, b) => a[0] - b[0]);
  const state = JSON.stringify([lines, input.coupon_code ?? '', input.user_remark, ctx.country, input.total_price]);
  return createHash('sha256').update(state).digest('hex');
}

const newOrderNo = (at: Date) => `M${at.toISOString().slice(2, 10).replaceAll('-', '')}${String(randomInt(0, 1e10)).padStart(10, '0')}`;

/**
 * The checkout (POST /order/create): prices the shopper's cart lines again from the database, and
 * in one transaction locks the cart rows, the SKUs and the coupon (in the fixed order of lockRows),
 * checks the client's total, reserves the stock with conditional updates and the coupon use, and
 * writes the order with its lines and first history line. Then, outside the transaction, it opens
 * the PayPal order (idempotent on the order number). A repeated submit of the same cart returns the
 * same unpaid order.
 */
export async function createOrder(
  ctx: ShopperContext,
  input: OrderCreateBody,
  payments: PaymentProvider,
): Promise<{ order: OrderRow; paypalOrderId: string }> {
  const key = idempotencyKey(ctx, input);
  const order = await inTransaction(ctx, (tx) => reserve(tx, input, key));
  return { order, paypalOrderId: order.paypalOrderId ?? (await openPayment(ctx, order, payments)) };
}

async function reserve(ctx: ShopperContext, input: OrderCreateBody, key: string): Promise<OrderRow> {
  const { db } = ctx;
  const userId = ctx.user.id;
  const wanted = new Map<number, number>();
  for (const l of input.product_spec) wanted.set(l.product_sku_id, (wanted.get(l.product_sku_id) ?? 0) + l.num);
  const skuIds = [...wanted.keys()];

  const inCart = await db
    .select({ id: cartItems.id, skuId: cartItems.skuId })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)));
  if (inCart.length !== skuIds.length) throw notFound('Cart item');
  const [couponRow] = input.coupon_code ? await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, input.coupon_code)) : [];
  await lockRows(db, [
    { target: { name: 'carts', table: cartItems, id: cartItems.id }, ids: inCart.map((c) => c.id) },
    { target: { name: 'product_skus', table: productSkus, id: productSkus.id }, ids: skuIds },
    { target: { name: 'coupons', table: coupons, id: coupons.id }, ids: couponRow ? [couponRow.id] : [] },
  ]);

  // Under the locks: a concurrent submit of the same cart has finished; return its order.
  const [existing] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key), eq(orders.status, 'pending_payment')));
  if (existing) return existing;

  const offers = await skuOffers(ctx, skuIds);
  const lines = skuIds.map((skuId) => {
    const offer = offers.get(skuId);
    if (!offer || !offer.published) throw notFound('Product');
    return { ...offer, num: wanted.get(skuId)! };
  });
  for (const line of lines) {
    if (line.stock < line.num) {
      throw new AppError(
        Code.conflict,
        text(ctx.locale, 'api.order.outOfStock', { name: line.productName[ctx.locale] ?? line.productName.en }),
      );
    }
  }

  const rule = await shippingRule(db, ctx.country);
  if (!rule.shipsTo) throw invalid(text(ctx.locale, 'api.order.noShipping', { country: ctx.country }));
  const goods = goodsCents(lines);
  let discount = 0;
  let coupon: Awaited<ReturnType<typeof couponRule>> = null;
  if (input.coupon_code) {
    coupon = await couponRule(db, input.coupon_code, userId);
    const refusal = couponRefusal(coupon, goods, ctx.country, ctx.now());
    if (refusal)
      throw invalid(
        couponRefusalMessage(ctx, refusal, {
          code: input.coupon_code,
          min: centsToString(coupon?.minSpendCents ?? 0),
          country: ctx.country,
        }),
      );
    discount = couponDiscount(coupon!, goods);
  }
  const t = totals(lines, rule, discount);
  if (stringToCents(input.total_price) !== t.totalCents) {
    throw new AppError(Code.conflict, text(ctx.locale, 'api.order.priceChanged', { total: centsToString(t.totalCents) }), {
      total_price: centsToString(t.totalCents),
    });
  }

  for (const line of lines) {
    const taken = await db
      .update(productSkus)
      .set({ stockNum: sql`${productSkus.stockNum} - ${line.num}` })
      .where(and(eq(productSkus.id, line.skuId), gte(productSkus.stockNum, line.num)))
      .returning({ id: productSkus.id });
    if (taken.length === 0) throw new AppError(Code.conflict, text(ctx.locale, 'api.order.outOfStock', { name: line.productName.en }));
  }

  const at = ctx.now();
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: newOrderNo(at),
      userId,
      status: 'pending_payment',
      source: input.source,
      countryCode: ctx.country,
      goodsCents: t.originCents,
      discountCents: t.discountCents,
      shippingCents: t.shippingCents,
      totalCents: t.totalCents,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      remark: input.user_remark,
      idempotencyKey: key,
      expiresAt: new Date(at.getTime() + ctx.config.ORDER_PAYMENT_MINUTES * 60_000),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await db.insert(orderLines).values(
    lines.map((l) => ({
      orderId: order.id,
      skuId: l.skuId,
      productId: l.productId,
      productName: l.productName,
      colorName: l.colorName,
      coverUrl: l.coverUrl,
      unitCents: l.unitCents,
      num: l.num,
    })),
  );
  await db.insert(orderHistory).values({ orderId: order.id, fromStatus: null, toStatus: 'pending_payment', reason: 'created', at });
  if (coupon) await db.insert(couponRedemptions).values({ couponId: coupon.id, userId, orderId: order.id, state: 'reserved' });
  return order;
}

/** Opens the PayPal order for a reserved order; the order number is the idempotency key, so a retry finds the same one. */
async function openPayment(ctx: ShopperContext, order: OrderRow, payments: PaymentProvider): Promise<string> {
  const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  let paypalOrderId: string;
  try {
    const created = await payments.createOrder({
      orderNo: order.orderNo,
      amount: paymentAmount(order),
      items: paymentItems(lines),
      countryCode: order.countryCode,
      requestId: `create-${order.orderNo}`,
    });
    paypalOrderId = created.id;
  } catch (error) {
    ctx.log.error({ err: error, orderNo: order.orderNo }, 'opening the PayPal order failed');
    // The reservation stays until it expires; submitting again retries with the same order.
    throw conflict(text(ctx.locale, 'api.order.createFailed', {}));
  }
  await ctx.db
    .update(orders)
    .set({ paypalOrderId, updatedAt: ctx.now() })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')));
  return paypalOrderId;
}

import { createHash, randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { cartItems, couponRedemptions, coupons, orderHistory, orderLines, orders } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code, conflict, invalid, notFound } from '../../lib/envelope.ts';
import { lockRows } from '../../lib/locks.ts';
import { centsToString, stringToCents } from '../../lib/money.ts';
import { text } from '../../lib/texts.ts';
import { couponRule, shippingRule, skuOffers, type SkuOffer } from '../cart/lines.ts';
import { couponRefusalMessage } from '../cart/service.ts';
import { couponDiscount, couponRefusal, goodsCents, totals } from '../checkout/pricing.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { takeStock } from './moves.ts';
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

type LineRow = typeof orderLines.$inferSelect;
type Coupon = NonNullable<Awaited<ReturnType<typeof couponRule>>>;

/** What the shop charges for a submitted cart, priced from the database before anything is locked. */
interface Quote {
  lines: (SkuOffer & { num: number })[];
  totals: ReturnType<typeof totals>;
  coupon: Coupon | null;
}

/**
 * The checkout (POST /order/create): prices the submitted lines again from the database and checks
 * the client's total (409 "prices have changed", nothing written); then, in one transaction, locks
 * the shopper's cart rows, writes the order with its lines and first history line, takes the stock
 * with conditional updates and reserves the coupon use under the coupon's lock (tables in the fixed
 * order of lockRows). The shared rows (a popular SKU, a popular coupon) are locked last, so their
 * locks are held only until the commit right after. Then, outside the transaction, it opens the
 * PayPal order (idempotent on the order number). A repeated submit of the same cart returns the
 * same unpaid order.
 */
export async function createOrder(
  ctx: ShopperContext,
  input: OrderCreateBody,
  payments: PaymentProvider,
): Promise<{ order: OrderRow; paypalOrderId: string }> {
  const key = idempotencyKey(ctx, input);
  let quote: Quote;
  try {
    quote = await quoteOrder(ctx, input);
  } catch (refusal) {
    // A repeated submit whose first one took the last units (or the coupon's last use) gets its order back.
    const earlier = await unpaidOrder(ctx, key);
    if (!earlier) throw refusal;
    return { order: earlier, paypalOrderId: earlier.paypalOrderId ?? (await openPayment(ctx, earlier, [], payments)) };
  }
  const { order, lines } = await inTransaction(ctx, (tx) => reserve(tx, input, key, quote));
  return { order, paypalOrderId: order.paypalOrderId ?? (await openPayment(ctx, order, lines, payments)) };
}

/** The shopper's unpaid order made by an earlier submit of the same cart, if any. */
async function unpaidOrder(ctx: ShopperContext, key: string): Promise<OrderRow | undefined> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, ctx.user.id), eq(orders.idempotencyKey, key), eq(orders.status, 'pending_payment')));
  return order;
}

const outOfStock = (ctx: ShopperContext, line: SkuOffer) =>
  new AppError(Code.conflict, text(ctx.locale, 'api.order.outOfStock', { name: line.productName[ctx.locale] ?? line.productName.en }));

async function quoteOrder(ctx: ShopperContext, input: OrderCreateBody): Promise<Quote> {
  const wanted = new Map<number, number>();
  for (const l of input.product_spec) wanted.set(l.product_sku_id, (wanted.get(l.product_sku_id) ?? 0) + l.num);
  const rule = shippingRule(ctx.countries, ctx.country);
  const [offers, coupon] = await Promise.all([
    skuOffers(ctx, [...wanted.keys()]),
    input.coupon_code ? couponRule(ctx.db, input.coupon_code, ctx.user.id) : null,
  ]);
  const lines = [...wanted].map(([skuId, num]) => {
    const offer = offers.get(skuId);
    if (!offer || !offer.published) throw notFound('Product');
    return { ...offer, num };
  });
  // Refused before any lock; the conditional update under the lock is what guarantees it.
  for (const line of lines) if (line.stock < line.num) throw outOfStock(ctx, line);
  if (!rule.shipsTo) throw invalid(text(ctx.locale, 'api.order.noShipping', { country: ctx.country }));
  const goods = goodsCents(lines);
  if (input.coupon_code) refuseCoupon(ctx, input.coupon_code, coupon, goods);
  const t = totals(lines, rule, coupon ? couponDiscount(coupon, goods) : 0);
  if (stringToCents(input.total_price) !== t.totalCents) {
    throw new AppError(Code.conflict, text(ctx.locale, 'api.order.priceChanged', { total: centsToString(t.totalCents) }), {
      total_price: centsToString(t.totalCents),
    });
  }
  return { lines, totals: t, coupon };
}

/** Throws the coupon's refusal in the shopper's language, if it does not apply. */
function refuseCoupon(ctx: ShopperContext, code: string, coupon: Coupon | null, goods: number): asserts coupon is Coupon {
  const refusal = couponRefusal(coupon, goods, ctx.country, ctx.now());
  if (refusal)
    throw invalid(couponRefusalMessage(ctx, refusal, { code, min: centsToString(coupon?.minSpendCents ?? 0), country: ctx.country }));
}

async function reserve(
  ctx: ShopperContext,
  input: OrderCreateBody,
  key: string,
  quote: Quote,
): Promise<{ order: OrderRow; lines: LineRow[] }> {
  const { db } = ctx;
  const userId = ctx.user.id;
  const skuIds = quote.lines.map((l) => l.skuId);
  const locked = await lockRows(db, [
    {
      target: { name: 'carts', table: cartItems, id: cartItems.id },
      where: and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)),
    },
  ]);
  if (locked.get('carts')!.length !== skuIds.length) throw notFound('Cart item');

  // Under the cart's locks: a concurrent submit of the same cart has finished; return its order.
  const existing = await unpaidOrder(ctx, key);
  if (existing) return { order: existing, lines: [] };

  const t = quote.totals;
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
      couponId: quote.coupon?.id ?? null,
      couponCode: quote.coupon?.code ?? null,
      remark: input.user_remark,
      idempotencyKey: key,
      expiresAt: new Date(at.getTime() + ctx.config.ORDER_PAYMENT_MINUTES * 60_000),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const lines = await db
    .insert(orderLines)
    .values(
      quote.lines.map((l) => ({
        orderId: order.id,
        skuId: l.skuId,
        productId: l.productId,
        productName: l.productName,
        colorName: l.colorName,
        coverUrl: l.coverUrl,
        unitCents: l.unitCents,
        num: l.num,
      })),
    )
    .returning();
  await db.insert(orderHistory).values({ orderId: order.id, fromStatus: null, toStatus: 'pending_payment', reason: 'created', at });

  const short = await takeStock(db, quote.lines);
  if (short) throw outOfStock(ctx, short);
  if (quote.coupon) {
    // The coupon's limits are judged again under its lock, so concurrent checkouts cannot pass them.
    await lockRows(db, [{ target: { name: 'coupons', table: coupons, id: coupons.id }, ids: [quote.coupon.id] }]);
    const coupon = await couponRule(db, quote.coupon.code, userId);
    refuseCoupon(ctx, quote.coupon.code, coupon, t.originCents);
    await db.insert(couponRedemptions).values({ couponId: coupon.id, userId, orderId: order.id, state: 'reserved' });
  }
  return { order, lines };
}

/** Opens the PayPal order for a reserved order; the order number is the idempotency key, so a retry finds the same one. */
async function openPayment(ctx: ShopperContext, order: OrderRow, known: LineRow[], payments: PaymentProvider): Promise<string> {
  const lines = known.length ? known : await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
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

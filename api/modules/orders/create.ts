import { createHash, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { AppError, Code, conflict, invalid, notFound } from '../../lib/envelope.ts';
import { centsToString, stringToCents } from '../../lib/money.ts';
import { text } from '../../lib/texts.ts';
import { couponRule, shippingRule, skuOffers, type SkuOffer } from '../cart/lines.ts';
import { couponRefusalMessage } from '../cart/service.ts';
import { couponDiscount, couponRefusal, goodsCents, totals } from '../checkout/pricing.ts';
import { isOffered } from '../payments/methods.ts';
import { PaymentError, type PaymentProvider, type ProviderOrder } from '../payments/provider.ts';
import { paymentAmount, paymentItems, type PaymentLine } from './payment-input.ts';
import { MoveRefused } from './effects.ts';
import { MAX_UNPAID_ORDERS, type FundingSource } from './rules.ts';
import type { OrderCreateBody } from './schema.ts';
import { UNPAID } from './states.ts';
import { createOrder as writeOrder, type NewLine, type NewOrder } from './transition.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * What identifies one submit of one cart: the same lines, coupon, note, country, total and payment
 * button (a PayPal order opened for one wallet is not offered to another).
 */
function idempotencyKey(ctx: ShopperContext, input: OrderCreateBody): string {
  const lines = [...input.product_spec].map((l) => [l.product_sku_id, l.num]).sort((a, b) => a[0] - b[0]);
  const state = JSON.stringify([lines, input.coupon_code ?? '', input.user_remark, ctx.country, input.total_price, input.funding_source]);
  return createHash('sha256').update(state).digest('hex');
}

const newOrderNo = (at: Date) => `M${at.toISOString().slice(2, 10).replaceAll('-', '')}${String(randomInt(0, 1e10)).padStart(10, '0')}`;

/** What the checkout needs of an order it reserved or found. */
type ReservedOrder = Pick<
  OrderRow,
  'id' | 'orderNo' | 'countryCode' | 'currency' | 'totalCents' | 'goodsCents' | 'shippingCents' | 'discountCents' | 'paypalOrderId'
>;
type Coupon = NonNullable<Awaited<ReturnType<typeof couponRule>>>;

/** What the shop charges for a submitted cart, priced from the database before anything is locked. */
interface Quote {
  lines: (SkuOffer & { num: number })[];
  totals: ReturnType<typeof totals>;
  coupon: Coupon | null;
}

/**
 * The checkout (POST /order/create): prices the submitted lines again from the database and checks
 * the client's total (409 "prices have changed", nothing written); refuses a shopper who already
 * holds MAX_UNPAID_ORDERS unpaid orders; opens the PayPal order for that quote (idempotent on the
 * new order number, and no lock is held while PayPal is asked); then the order machine's `create`
 * move writes the order, checks it takes exactly the cart, and holds its units and coupon use
 * (api/modules/orders/transition.ts). A repeated submit of the same cart returns the same unpaid order.
 */
export async function createOrder(
  ctx: ShopperContext,
  input: OrderCreateBody,
  payments: PaymentProvider,
): Promise<{ order: ReservedOrder; paypalOrderId: string }> {
  const key = idempotencyKey(ctx, input);
  let quote: Quote;
  try {
    quote = await quoteOrder(ctx, input);
  } catch (refusal) {
    // A repeated submit whose first one took the last units (or the coupon's last use) gets its order back.
    const { earlier } = await unpaidOrders(ctx.db, ctx.user.id, key);
    if (!earlier) throw refusal;
    return { order: earlier, paypalOrderId: await livePayment(ctx, earlier, input.funding_source, payments) };
  }
  // Checked again under the shopper's lock; this first look spares PayPal an order that would be refused.
  const earlier = await earlierOrRefuse(ctx, ctx.db, key);
  const draft = draftOrder(ctx, input, key, quote);
  // PayPal's order is opened first, so the shop's is written whole in one transaction. A checkout
  // refused after this (the last unit or coupon use went to someone else meanwhile) leaves an
  // order at PayPal that nobody approves; PayPal drops it. A PayPal failure holds nothing.
  if (!earlier) draft.order.paypalOrderId = await openPayment(ctx, draft.order, draft.lines, input.funding_source, payments);
  const order = await reserve(ctx, draft, key, quote);
  // An earlier submit's order (this one's PayPal order, if opened, is left for PayPal to drop).
  const repeated = !draft.order.paypalOrderId || order.paypalOrderId !== draft.order.paypalOrderId;
  return { order, paypalOrderId: repeated ? await livePayment(ctx, order, input.funding_source, payments) : order.paypalOrderId! };
}

/**
 * The shopper's unpaid orders as a checkout needs them, in one query: the one an earlier submit of
 * the same cart made, if any, and how many there are.
 */
async function unpaidOrders(db: Db, userId: number, key: string): Promise<{ earlier: OrderRow | undefined; count: number }> {
  const rows = await db
    .select({ order: orders, count: sql<number>`count(*) over ()::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, UNPAID)));
  return { earlier: rows.find((r) => r.order.idempotencyKey === key)?.order, count: rows[0]?.count ?? 0 };
}

/** The unpaid order of an earlier submit of the same cart; else, a refusal once the shopper holds MAX_UNPAID_ORDERS. */
async function earlierOrRefuse(ctx: ShopperContext, db: Db, key: string): Promise<OrderRow | undefined> {
  const { earlier, count } = await unpaidOrders(db, ctx.user.id, key);
  // One shopper holds at most MAX_UNPAID_ORDERS unpaid orders, so nobody can hold the stock or a coupon's uses without paying.
  if (!earlier && count >= MAX_UNPAID_ORDERS) throw conflict(text(ctx.locale, 'api.order.tooManyUnpaid', { max: MAX_UNPAID_ORDERS }));
  return earlier;
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
  // The storefront shows only the options offered; this holds for a forged call or an operator's switch meanwhile.
  if (!(await isOffered(ctx.db, input.funding_source, ctx.country, t.totalCents))) throw invalid(text(ctx.locale, 'api.order.fundingOff'));
  return { lines, totals: t, coupon };
}

/** Throws the coupon's refusal in the shopper's language, if it does not apply. */
function refuseCoupon(ctx: ShopperContext, code: string, coupon: Coupon | null, goods: number): asserts coupon is Coupon {
  const refusal = couponRefusal(coupon, goods, ctx.country, ctx.now());
  if (refusal)
    throw invalid(couponRefusalMessage(ctx, refusal, { code, min: centsToString(coupon?.minSpendCents ?? 0), country: ctx.country }));
}

/** The order and lines a quote becomes, numbered but not yet written. */
function draftOrder(ctx: ShopperContext, input: OrderCreateBody, key: string, quote: Quote): { order: NewOrder; lines: NewLine[] } {
  const t = quote.totals;
  const at = ctx.now();
  const order: NewOrder = {
    orderNo: newOrderNo(at),
    userId: ctx.user.id,
    source: input.source,
    countryCode: ctx.country,
    currency: 'USD',
    locale: ctx.locale,
    goodsCents: t.originCents,
    discountCents: t.discountCents,
    shippingCents: t.shippingCents,
    totalCents: t.totalCents,
    couponId: quote.coupon?.id ?? null,
    couponCode: quote.coupon?.code ?? null,
    remark: input.user_remark,
    idempotencyKey: key,
    paypalOrderId: null,
    paypalCaptureId: null,
    captureStatus: null,
    expiresAt: new Date(at.getTime() + ctx.config.ORDER_PAYMENT_MINUTES * 60_000),
    paidAt: null,
    carrier: null,
    trackingNumber: null,
    trackingUrl: null,
    shipTo: null,
    createdAt: at,
    updatedAt: at,
  };
  const lines = quote.lines.map((l) => ({
    skuId: l.skuId,
    productId: l.productId,
    productName: l.productName,
    colorName: l.colorName,
    coverUrl: l.coverUrl,
    unitCents: l.unitCents,
    num: l.num,
  }));
  return { order, lines };
}

/**
 * Writes the order through the machine's `create` move; a concurrent submit of the same cart that
 * got there first answers with its order. The move's refusals become the shopper's messages.
 */
async function reserve(
  ctx: ShopperContext,
  draft: { order: NewOrder; lines: NewLine[] },
  key: string,
  quote: Quote,
): Promise<ReservedOrder> {
  try {
    const { order } = await writeOrder(ctx, draft, (db) => earlierOrRefuse(ctx, db, key));
    return order;
  } catch (error) {
    if (!(error instanceof MoveRefused)) throw error;
    if (error.why === 'cartChanged') throw conflict(text(ctx.locale, 'api.order.cartChanged', {}));
    if (error.why === 'coupon')
      throw invalid(
        couponRefusalMessage(ctx, error.detail.coupon ?? 'unknown', {
          code: quote.coupon?.code ?? '',
          min: centsToString(quote.coupon?.minSpendCents ?? 0),
          country: ctx.country,
        }),
      );
    throw outOfStock(ctx, (await shortLine(ctx, quote.lines)) ?? quote.lines[0]);
  }
}

/** The first line the stock no longer covers (for the refusal's message). */
async function shortLine(ctx: ShopperContext, lines: Quote['lines']) {
  const offers = await skuOffers(
    ctx,
    lines.map((l) => l.skuId),
  );
  return lines.find((l) => (offers.get(l.skuId)?.stock ?? 0) < l.num);
}

/** Opens the PayPal order for an order; the order number is the idempotency key, so a retry finds the same one. */
async function openPayment(
  ctx: ShopperContext,
  order: Pick<OrderRow, 'orderNo' | 'countryCode' | 'currency' | 'totalCents' | 'goodsCents' | 'shippingCents' | 'discountCents'>,
  lines: PaymentLine[],
  funding: FundingSource,
  payments: PaymentProvider,
  attempt = '',
): Promise<string> {
  try {
    const created = await payments.createOrder({
      orderNo: order.orderNo,
      amount: paymentAmount(order),
      items: paymentItems(lines),
      countryCode: order.countryCode,
      funding,
      requestId: `create-${order.orderNo}${attempt}`,
    });
    return created.id;
  } catch (error) {
    ctx.log.error({ err: error, orderNo: order.orderNo }, 'opening the PayPal order failed');
    throw conflict(text(ctx.locale, 'api.order.createFailed', {}));
  }
}

/** A PayPal order that can never take a payment: voided, or its capture declined or failed (the buyer pays with a new one). */
const ended = (o: ProviderOrder) =>
  o.status === 'VOIDED' || (o.status === 'COMPLETED' && ['DECLINED', 'FAILED'].includes(o.capture?.status ?? ''));

/**
 * The PayPal order a repeated submit (or Pay now) goes on with: the order's own while PayPal still knows it;
 * a new one when PayPal has none (never opened, or gone: a sandbox that lost its orders, an order
 * PayPal dropped), recorded on the order so approvals reach a live one.
 */
export async function livePayment(
  ctx: ShopperContext,
  order: ReservedOrder,
  funding: FundingSource,
  payments: PaymentProvider,
): Promise<string> {
  if (order.paypalOrderId) {
    try {
      // Any other PayPal order is the one to go on with: one approved or captured meanwhile must not be paid twice.
      if (!ended(await payments.getOrder(order.paypalOrderId))) return order.paypalOrderId;
      ctx.log.info(
        { orderNo: order.orderNo, paypalOrderId: order.paypalOrderId },
        'the PayPal order can no longer be paid: opening a new one',
      );
    } catch (error) {
      if (!(error instanceof PaymentError && error.status === 404)) return order.paypalOrderId;
      ctx.log.warn({ orderNo: order.orderNo, paypalOrderId: order.paypalOrderId }, 'PayPal no longer knows this order: opening a new one');
    }
  }
  const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const paypalOrderId = await openPayment(ctx, order, lines, funding, payments, `-${ctx.now().getTime()}`);
  const [saved] = await ctx.db
    .update(orders)
    .set({ paypalOrderId, paypalCaptureId: null, captureStatus: null, updatedAt: ctx.now() })
    .where(and(eq(orders.id, order.id), eq(orders.status, UNPAID)))
    .returning({ id: orders.paypalOrderId });
  if (!saved) throw conflict(text(ctx.locale, 'api.order.notPayable', {}));
  return paypalOrderId;
}

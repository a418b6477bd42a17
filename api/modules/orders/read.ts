import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { afterSales, orderHistory, orderLines, orders, products } from '../../db/schema/index.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { notFound } from '../../lib/envelope.ts';
import { localize } from '../../lib/locales.ts';
import { centsToString } from '../../lib/money.ts';
import type { Page } from '../../lib/request.ts';
import { productRoute } from '../site/service.ts';
import type { AFTER_SALE_STATUSES } from './rules.ts';
import { ORDER_STATUSES } from './rules.ts';
import { KEPT, orderProcess, UNPAID } from './states.ts';
import { canMake } from '../../lib/process.ts';
import type { OrderDetail, OrderLine, OrderSummary } from './schema.ts';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect & { slug: string };

/** One of the shopper's orders; another shopper's is not found, with nothing revealed. */
export async function ownOrder(ctx: ShopperContext, id: number): Promise<OrderRow> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, ctx.user.id)));
  if (!order) throw notFound('Order');
  return order;
}

async function linesOf(ctx: ShopperContext, orderIds: number[]): Promise<Map<number, OrderLine[]>> {
  const byOrder = new Map<number, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows: LineRow[] = await ctx.db
    .select({ line: orderLines, slug: products.slug })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id))
    .then((r) => r.map((x) => ({ ...x.line, slug: x.slug })));
  for (const l of rows) {
    const list = byOrder.get(l.orderId) ?? [];
    list.push({
      id: l.id,
      product_sku_id: l.skuId,
      product_id: l.productId,
      product_name: localize(l.productName, ctx.locale),
      product_color: localize(l.colorName, ctx.locale),
      cover_image: { name: localize(l.productName, ctx.locale), url: l.coverUrl },
      route: productRoute(l.slug),
      product_price: centsToString(l.unitCents),
      num: l.num,
      product_total_price: centsToString(l.unitCents * l.num),
    });
    byOrder.set(l.orderId, list);
  }
  return byOrder;
}

/** The newest after-sales request of each order. */
async function latestAfterSale(ctx: ShopperContext, orderIds: number[]): Promise<Map<number, (typeof AFTER_SALE_STATUSES)[number]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectDistinctOn([afterSales.orderId], { orderId: afterSales.orderId, status: afterSales.status })
    .from(afterSales)
    .where(inArray(afterSales.orderId, orderIds))
    .orderBy(afterSales.orderId, desc(afterSales.createdAt), desc(afterSales.id));
  return new Map(rows.map((r) => [r.orderId, r.status]));
}

export async function orderList(
  ctx: ShopperContext,
  q: { status?: OrderRow['status']; page: number; page_size: number },
): Promise<Page<OrderSummary>> {
  const where = and(eq(orders.userId, ctx.user.id), q.status ? eq(orders.status, q.status) : undefined);
  const [[{ total }], rows] = await Promise.all([
    ctx.db.select({ total: count() }).from(orders).where(where),
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
  ]);
  const ids = rows.map((o) => o.id);
  const [lines, afterSale] = await Promise.all([linesOf(ctx, ids), latestAfterSale(ctx, ids)]);
  return {
    list: rows.map((o) => {
      const ls = lines.get(o.id) ?? [];
      return {
        id: o.id,
        order_no: o.orderNo,
        status: o.status,
        after_sale_status: afterSale.get(o.id) ?? null,
        total_price: centsToString(o.totalCents),
        country_code: o.countryCode,
        items: ls.reduce((n, l) => n + l.num, 0),
        lines: ls,
        created_at: o.createdAt.toISOString(),
      };
    }),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function orderCount(ctx: ShopperContext) {
  const rows = await ctx.db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.userId, ctx.user.id))
    .groupBy(orders.status);
  const [open] = await ctx.db
    .select({ n: count() })
    .from(afterSales)
    .where(and(eq(afterSales.userId, ctx.user.id), inArray(afterSales.status, ['submitted', 'processing'])));
  const per = Object.fromEntries(ORDER_STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0])) as Record<
    (typeof ORDER_STATUSES)[number],
    number
  >;
  return { all: rows.reduce((n, r) => n + r.n, 0), ...per, after_sales_open: open?.n ?? 0 };
}

/** Whether the shopper may ask for a refund: paid and not shipped yet. */
export const canRefund = (o: Pick<OrderRow, 'status'>) => canMake(orderProcess, 'requestRefund', o.status);
/**
 * An unpaid order the shopper can still pay (Pay now): payable by the order process, its hold not
 * expired, and no payment pending at PayPal (its money may still arrive: paying again could charge twice).
 */
export const canPayNow = (o: Pick<OrderRow, 'status' | 'expiresAt' | 'captureStatus'>, at: Date) =>
  canMake(orderProcess, 'pay', o.status) && o.expiresAt > at && o.captureStatus !== 'PENDING';
/** An unpaid order the shopper can give up (Cancel): not while a payment for it is pending at PayPal. */
export const canCancel = (o: Pick<OrderRow, 'status' | 'captureStatus'>) =>
  canMake(orderProcess, 'cancel', o.status) && o.captureStatus !== 'PENDING';
/** After-sales requests are for orders that were paid (and not refunded). */
export const canAfterSale = (o: Pick<OrderRow, 'status'>) => KEPT.includes(o.status);

export async function orderDetail(ctx: ShopperContext, id: number): Promise<OrderDetail> {
  const o = await ownOrder(ctx, id);
  const [lines, history, sales] = await Promise.all([
    linesOf(ctx, [o.id]),
    ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, o.id)).orderBy(asc(orderHistory.at), asc(orderHistory.id)),
    ctx.db
      .select({ id: afterSales.id, status: afterSales.status, createdAt: afterSales.createdAt })
      .from(afterSales)
      .where(eq(afterSales.orderId, o.id))
      .orderBy(desc(afterSales.createdAt), desc(afterSales.id)),
  ]);
  return {
    id: o.id,
    order_no: o.orderNo,
    status: o.status,
    lines: lines.get(o.id) ?? [],
    origin_total_price: centsToString(o.goodsCents),
    discount_price: centsToString(o.discountCents),
    shipping_price: centsToString(o.shippingCents),
    total_price: centsToString(o.totalCents),
    country_code: o.countryCode,
    coupon_code: o.couponCode,
    remark: o.remark,
    // Lines that record a change within a status (a repricing) are for operators; the shopper sees the moves.
    history: history
      .filter((h) => h.fromStatus !== h.toStatus)
      .map((h) => ({ from: h.fromStatus, to: h.toStatus, at: h.at.toISOString() })),
    paypal_order_id: o.paypalOrderId,
    paypal_capture_id: o.paypalCaptureId,
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
    expires_at: o.status === UNPAID ? o.expiresAt.toISOString() : null,
    can_refund: canRefund(o),
    can_after_sale: canAfterSale(o),
    can_pay: canPayNow(o, ctx.now()),
    can_cancel: canCancel(o),
    after_sales: sales.map((s) => ({ id: s.id, status: s.status, created_at: s.createdAt.toISOString() })),
  };
}

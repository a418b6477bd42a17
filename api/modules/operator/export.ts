import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { orderLines, orders, users } from '../../db/schema/index.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { localize } from '../../lib/locales.ts';
import { centsToString } from '../../lib/money.ts';
import type { OrderExportQuery } from './schema.ts';

const COLUMNS = [
  'order_no',
  'placed_at',
  'paid_at',
  'status',
  'email',
  'country',
  'currency',
  'goods',
  'discount',
  'shipping',
  'total',
  'coupon',
  'items',
  'paypal_order_id',
  'paypal_capture_id',
  'carrier',
  'tracking_number',
  'note',
] as const;

/** A cell a spreadsheet would run as a formula (a shopper's note or address starting with "="): kept as text. */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** GET /operator/order/export: the orders placed in a day range (UTC days, both included), oldest first, one row each. */
export async function exportOrders(ctx: ShopperContext, q: OrderExportQuery) {
  const rows = await ctx.db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        gte(orders.createdAt, new Date(`${q.from}T00:00:00Z`)),
        lt(orders.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000)),
        q.status ? eq(orders.status, q.status) : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length
    ? await ctx.db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id))
    : [];
  const items = new Map<number, string[]>();
  for (const l of lines) {
    const item = `${localize(l.productName, ctx.locale)} / ${localize(l.colorName, ctx.locale)} × ${l.num}`;
    items.set(l.orderId, [...(items.get(l.orderId) ?? []), item]);
  }
  const records = rows.map(({ order: o, email }) => [
    o.orderNo,
    o.createdAt.toISOString(),
    o.paidAt?.toISOString() ?? '',
    o.status,
    email,
    o.countryCode,
    o.currency,
    centsToString(o.goodsCents),
    centsToString(o.discountCents),
    centsToString(o.shippingCents),
    centsToString(o.totalCents),
    o.couponCode ?? '',
    (items.get(o.id) ?? []).join('; '),
    o.paypalOrderId ?? '',
    o.paypalCaptureId ?? '',
    o.carrier ?? '',
    o.trackingNumber ?? '',
    o.remark,
  ]);
  const csv = stringify(records, { header: true, columns: [...COLUMNS], cast: { string: inert } });
  return { filename: `orders-${q.from}-to-${q.to}.csv`, rows: records.length, csv };
}

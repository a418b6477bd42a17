import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, orderHistory, orderLines, orders, productSkus } from '../../db/schema/index.ts';
import { databaseError } from '../../lib/database-errors.ts';
import { lockingSelect } from '../../lib/locks.ts';

type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<OrderRow, 'id'>;
export type NewLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

export type Reservation =
  /** The order was written and its units taken. */
  | { outcome: 'reserved'; order: OrderRow }
  /** An unpaid order of the same key exists (a repeated or concurrent submit of the same cart). */
  | { outcome: 'duplicate' }
  /** Some of these SKUs are no longer in the shopper's cart. */
  | { outcome: 'not-in-cart' }
  /** A SKU has fewer units than wanted; nothing was written. */
  | { outcome: 'short' };

const STOCK_CHECK = 'product_skus_stock_nonnegative';

/**
 * Reserves a priced cart in one statement, so it is atomic on its own and costs one round trip:
 * 1. locks the shopper's cart rows of these SKUs (lockRows' order: carts first, rows by id);
 * 2. inserts the order, unless an unpaid order with the same idempotency key exists (the partial
 *    unique index `orders_user_idempotency_idx` turns a repeat into a no-op, and a concurrent repeat
 *    waits on that index entry until the first commits);
 * 3. inserts its lines and first history line;
 * 4. locks the SKUs by ascending id and takes their units. A SKU that runs short would go below
 *    zero, which the CHECK constraint on stock_num refuses: the error undoes the whole statement,
 *    order included, so stock never goes negative and nothing is half-written. (The lines' foreign
 *    key to product_skus makes every SKU of the order one that is there to take from.)
 * Must not run inside a transaction that has to survive a refusal (the coupon path wraps it in its
 * own transaction and rolls back with it).
 */
export async function reserveOrder(db: Db, order: NewOrder, lines: NewLine[]): Promise<Reservation> {
  const at = (d: Date | null) => (d ? sql`${d.toISOString()}::timestamptz` : sql`null`);
  const wanted = JSON.stringify(
    lines.map((l) => ({
      sku_id: l.skuId,
      product_id: l.productId,
      product_name: l.productName,
      color_name: l.colorName,
      cover_url: l.coverUrl ?? '',
      unit_cents: l.unitCents,
      num: l.num,
    })),
  );
  const carts = lockingSelect(
    { name: 'carts', table: cartItems, id: cartItems.id },
    sql`${cartItems.userId} = ${order.userId} and ${cartItems.skuId} in (select sku_id from wanted)`,
  );
  const skus = lockingSelect(
    { name: 'product_skus', table: productSkus, id: productSkus.id },
    sql`${productSkus.id} in (select sku_id from wanted) and exists (select 1 from o)`,
  );
  const statement = sql`with wanted as (
      select * from jsonb_to_recordset(${wanted}::jsonb)
        as x(sku_id int, product_id int, product_name jsonb, color_name jsonb, cover_url text, unit_cents int, num int)),
    carts as (${carts}),
    o as (insert into ${orders} (order_no, user_id, status, source, country_code, currency, goods_cents, discount_cents,
        shipping_cents, total_cents, coupon_id, coupon_code, remark, idempotency_key, paypal_order_id, paypal_capture_id,
        capture_status, expires_at, paid_at, created_at, updated_at)
      select ${order.orderNo}, ${order.userId}, ${order.status}, ${order.source}, ${order.countryCode}, ${order.currency},
        ${order.goodsCents}, ${order.discountCents}, ${order.shippingCents}, ${order.totalCents}, ${order.couponId},
        ${order.couponCode}, ${order.remark}, ${order.idempotencyKey}, ${order.paypalOrderId}, ${order.paypalCaptureId},
        ${order.captureStatus}, ${at(order.expiresAt)}, ${at(order.paidAt)}, ${at(order.createdAt)}, ${at(order.updatedAt)}
      where (select count(*) from carts) = (select count(*) from wanted)
      on conflict (user_id, idempotency_key) where status = 'pending_payment' do nothing
      returning id),
    lines as (insert into ${orderLines} (order_id, sku_id, product_id, product_name, color_name, cover_url, unit_cents, num)
      select o.id, w.sku_id, w.product_id, w.product_name, w.color_name, w.cover_url, w.unit_cents, w.num from o, wanted w),
    history as (insert into ${orderHistory} (order_id, from_status, to_status, reason, at)
      select id, null, ${order.status}, 'created', ${at(order.createdAt)} from o),
    skus as (${skus}),
    taken as (update ${productSkus} p set stock_num = p.stock_num - w.num from wanted w, skus
      where p.id = w.sku_id and skus.id = p.id returning p.id)
    select (select id from o) as order_id,
      (select count(*) from carts) = (select count(*) from wanted) as in_cart,
      (select count(*) from taken) as taken`;
  try {
    const result = await db.execute(statement);
    const row = result.rows[0] as { order_id: number | null; in_cart: boolean };
    if (!row.in_cart) return { outcome: 'not-in-cart' };
    if (row.order_id === null) return { outcome: 'duplicate' };
    return { outcome: 'reserved', order: { ...order, id: Number(row.order_id) } };
  } catch (error) {
    if (databaseError(error)?.constraint === STOCK_CHECK) return { outcome: 'short' };
    throw error;
  }
}

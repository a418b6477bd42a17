import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, couponRedemptions, coupons, orderHistory, orderLines, orders, productSkus, products } from '../../db/schema/index.ts';
import { noteTags } from '../../lib/reads/changes.ts';
import { Tag } from '../../lib/reads/tags.ts';
import { canMove, transition } from '../../lib/state-machine.ts';
import { orderMachine, type OrderStatus } from './states.ts';

const target = { table: orders, id: orders.id, status: orders.status };

/**
 * Moves an order from one status to another, with its history line, in one statement pair: the
 * UPDATE only matches while the order is still in `from`, so of two racing moves one wins and the
 * other gets false. Run it inside the transaction of whatever else the move changes.
 */
export async function moveOrder(
  db: Db,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  reason: string,
  at: Date,
  set: Record<string, unknown> = {},
): Promise<boolean> {
  const moved = await transition(db, orderMachine, target, orderId, from, to, { ...set, updatedAt: at });
  if (moved) await db.insert(orderHistory).values({ orderId, fromStatus: from, toStatus: to, reason, at });
  return moved;
}

/** Gives an order's units back to stock (cancelled or refunded), and takes them off the sold counts when they were sold. */
export async function restock(db: Db, orderId: number, wasSold: boolean): Promise<void> {
  const back = await db.execute<{ product_id: number }>(sql`update ${productSkus} s set stock_num = s.stock_num + l.n
    from (select ${orderLines.skuId} as sku_id, sum(${orderLines.num})::int as n from ${orderLines} where ${orderLines.orderId} = ${orderId} group by 1) l
    where s.id = l.sku_id returning s.product_id`);
  // A product back in stock can join the lists that show only products in stock.
  noteTags(Tag.byStock, ...back.rows.map((r) => Tag.product(Number(r.product_id))));
  if (wasSold) await countSold(db, orderId, -1);
}

/** Adds (or with -1 takes back) an order's units to its products' sold counts, which rank best sellers. */
export async function countSold(db: Db, orderId: number, sign: 1 | -1): Promise<void> {
  await db.execute(sql`update ${products} p set sold_count = greatest(0, p.sold_count + ${sign} * l.n)
    from (select ${orderLines.productId} as product_id, sum(${orderLines.num})::int as n from ${orderLines} where ${orderLines.orderId} = ${orderId} group by 1) l
    where p.id = l.product_id`);
  noteTags(Tag.bySold);
}

export interface CaptureRecord {
  id: string;
  status: string;
}

/**
 * Moves an order pending_payment → paid with everything that goes with it, as one statement (so one
 * round trip, atomic without a transaction): the conditional move (as `transition` does it) and its
 * history line, its lines leave the shopper's cart, its reserved coupon use is counted, and its units
 * join the products' sold counts. Of the browser's capture, the webhook and the reconciliation, the
 * one whose move matches pays the order; the others get false.
 */
export async function payOrder(db: Db, orderId: number, capture: CaptureRecord, reason: string, at: Date): Promise<boolean> {
  if (!canMove(orderMachine, 'pending_payment', 'paid')) throw new Error('orders: pending_payment → paid is not an allowed move');
  const when = sql`${at.toISOString()}::timestamptz`;
  const result = await db.execute(sql`with moved as (
      update ${orders} set status = 'paid', paid_at = ${when}, paypal_capture_id = ${capture.id}, capture_status = ${capture.status}, updated_at = ${when}
      where id = ${orderId} and status = 'pending_payment' returning id, user_id),
    history as (insert into ${orderHistory} (order_id, from_status, to_status, reason, at)
      select id, 'pending_payment', 'paid', ${reason}, ${when} from moved),
    lines as (select l.sku_id, l.product_id, l.num from ${orderLines} l join moved on l.order_id = moved.id),
    uncarted as (delete from ${cartItems} c using moved where c.user_id = moved.user_id and c.sku_id in (select sku_id from lines)),
    used as (update ${couponRedemptions} r set state = 'used' from moved where r.order_id = moved.id and r.state = 'reserved' returning r.coupon_id),
    counted as (update ${coupons} k set used_count = k.used_count + u.n from (select coupon_id, count(*)::int as n from used group by 1) u where k.id = u.coupon_id),
    sold as (update ${products} p set sold_count = p.sold_count + s.n from (select product_id, sum(num)::int as n from lines group by 1) s where p.id = s.product_id)
    select count(*)::int as n from moved`);
  const paid = Number((result.rows[0] as { n: number } | undefined)?.n ?? 0) === 1;
  // Sold counts moved: every answer ordered by sales.
  if (paid) noteTags(Tag.bySold);
  return paid;
}

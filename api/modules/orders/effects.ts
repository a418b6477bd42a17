import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, couponRedemptions, coupons, orderLines, orders, products, productSkus, stockHolds } from '../../db/schema/index.ts';
import { databaseError } from '../../lib/database-errors.ts';
import type { LockedTable } from '../../lib/locks.ts';
import { noteTags } from '../../lib/reads/changes.ts';
import { Tag } from '../../lib/reads/tags.ts';
import { couponRefusal, type CouponRefusal } from '../checkout/pricing.ts';
import { couponRule } from '../cart/lines.ts';
import type { OrderEffect } from './states.ts';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** What an effect works on: the order as the move wrote it, its lines, and the move's time. */
export interface EffectInput {
  order: OrderRow;
  lines: Pick<LineRow, 'skuId' | 'productId' | 'num'>[];
  at: Date;
}

/** Refusals an effect makes; the use case turns them into the shopper's words. The move's transaction rolls back. */
export class MoveRefused extends Error {
  readonly why: 'short' | 'cartChanged' | 'coupon';
  readonly detail: { coupon?: CouponRefusal };
  constructor(why: MoveRefused['why'], detail: MoveRefused['detail'] = {}) {
    super(`move refused: ${why}`);
    this.why = why;
    this.detail = detail;
  }
}

const STOCK_CHECK = 'product_skus_stock_check';
const skusOf = (i: EffectInput) => [...new Set(i.lines.map((l) => l.skuId))];
const productsOf = (i: EffectInput) => [...new Set(i.lines.map((l) => l.productId))];
const unitsBy = (i: EffectInput, key: 'skuId' | 'productId') => {
  const n = new Map<number, number>();
  for (const l of i.lines) n.set(l[key], (n.get(l[key]) ?? 0) + l.num);
  return JSON.stringify([...n].map(([id, num]) => ({ id, num })));
};
const unitsTable = (i: EffectInput, key: 'skuId' | 'productId') =>
  sql`(select * from jsonb_to_recordset(${unitsBy(i, key)}::jsonb) as x(id int, num int))`;

/** The rows each effect changes: the runner locks them, in LOCK_ORDER, before any effect runs. */
export const EFFECT_LOCKS: { [E in OrderEffect]: (i: EffectInput) => Partial<Record<LockedTable, number[] | ReturnType<typeof sql>>> } = {
  matchCart: (i) => ({ carts: sql`${cartItems.userId} = ${i.order.userId}` }),
  holdStock: (i) => ({ product_skus: skusOf(i) }),
  holdCoupon: (i) => (i.order.couponId ? { coupons: [i.order.couponId] } : {}),
  sellHeldStock: (i) => ({ product_skus: skusOf(i) }),
  useCoupon: (i) => (i.order.couponId ? { coupons: [i.order.couponId] } : {}),
  countSold: (i) => ({ products: productsOf(i) }),
  clearCartLines: (i) => ({ carts: and(eq(cartItems.userId, i.order.userId), inArray(cartItems.skuId, skusOf(i)))! }),
  releaseStock: (i) => ({ product_skus: skusOf(i) }),
  releaseCoupon: () => ({}),
  returnSoldStock: (i) => ({ product_skus: skusOf(i) }),
  uncountSold: (i) => ({ products: productsOf(i) }),
};

/** A new order takes exactly its shopper's cart: the same SKUs in the same quantities. */
async function matchCart(db: Db, i: EffectInput) {
  const cart = await db.select({ skuId: cartItems.skuId, num: cartItems.num }).from(cartItems).where(eq(cartItems.userId, i.order.userId));
  const inCart = new Map(cart.map((c) => [c.skuId, c.num]));
  const wanted = JSON.parse(unitsBy(i, 'skuId')) as { id: number; num: number }[];
  if (cart.length !== wanted.length || wanted.some((w) => inCart.get(w.id) !== w.num)) throw new MoveRefused('cartChanged');
}

/** The order's units are held until it expires: available stock drops, on hand stays. */
async function holdStock(db: Db, i: EffectInput) {
  const units = JSON.parse(unitsBy(i, 'skuId')) as { id: number; num: number }[];
  await db.insert(stockHolds).values(units.map((u) => ({ orderId: i.order.id, skuId: u.id, num: u.num, expiresAt: i.order.expiresAt })));
  try {
    // Holding more than is on hand breaks product_skus_stock_check: the whole move rolls back.
    await db.execute(sql`update ${productSkus} s set held = s.held + u.num from ${unitsTable(i, 'skuId')} u where s.id = u.id`);
  } catch (error) {
    if (databaseError(error)?.constraint === STOCK_CHECK) throw new MoveRefused('short');
    throw error;
  }
  noteTags(...productsOf(i).map(Tag.product));
}

/** The coupon's limits are judged again under its lock, so concurrent checkouts cannot pass them; its use is held. */
async function holdCoupon(db: Db, i: EffectInput) {
  if (!i.order.couponCode) return;
  const coupon = await couponRule(db, i.order.couponCode, i.order.userId);
  const refusal = couponRefusal(coupon, i.order.goodsCents, i.order.countryCode, i.at);
  if (refusal || !coupon) throw new MoveRefused('coupon', { coupon: refusal ?? 'unknown' });
  await db.insert(couponRedemptions).values({ couponId: coupon.id, userId: i.order.userId, orderId: i.order.id, state: 'reserved' });
}

/** The holds become sales: the units leave on hand with them. */
async function sellHeldStock(db: Db, i: EffectInput) {
  await db.execute(sql`with h as (delete from ${stockHolds} where order_id = ${i.order.id} returning sku_id, num)
    update ${productSkus} s set held = s.held - h.num, on_hand = s.on_hand - h.num, sold = s.sold + h.num from h where s.id = h.sku_id`);
}

/** The holds are given back: the units are available again. */
async function releaseStock(db: Db, i: EffectInput) {
  await db.execute(sql`with h as (delete from ${stockHolds} where order_id = ${i.order.id} returning sku_id, num)
    update ${productSkus} s set held = s.held - h.num from h where s.id = h.sku_id`);
  noteTags(Tag.byStock, ...productsOf(i).map(Tag.product));
}

/** A refunded order's units are on hand again (it was refunded before it shipped). */
async function returnSoldStock(db: Db, i: EffectInput) {
  await db.execute(sql`update ${productSkus} s set on_hand = s.on_hand + u.num, sold = greatest(0, s.sold - u.num)
    from ${unitsTable(i, 'skuId')} u where s.id = u.id`);
  noteTags(Tag.byStock, ...productsOf(i).map(Tag.product));
}

async function useCoupon(db: Db, i: EffectInput) {
  await db.execute(sql`with used as (update ${couponRedemptions} set state = 'used' where order_id = ${i.order.id} and state = 'reserved' returning coupon_id)
    update ${coupons} k set used_count = k.used_count + 1 from used where k.id = used.coupon_id`);
}

async function releaseCoupon(db: Db, i: EffectInput) {
  await db
    .update(couponRedemptions)
    .set({ state: 'released' })
    .where(and(eq(couponRedemptions.orderId, i.order.id), eq(couponRedemptions.state, 'reserved')));
}

/** Sold counts rank best sellers. */
async function countSold(db: Db, i: EffectInput, sign = 1) {
  await db.execute(sql`update ${products} p set sold_count = greatest(0, p.sold_count + ${sign} * u.num)
    from ${unitsTable(i, 'productId')} u where p.id = u.id`);
  noteTags(Tag.bySold);
}

/** A paid order's lines leave the shopper's cart. */
async function clearCartLines(db: Db, i: EffectInput) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, i.order.userId), inArray(cartItems.skuId, skusOf(i))));
}

export const EFFECTS: { [E in OrderEffect]: (db: Db, i: EffectInput) => Promise<void> } = {
  matchCart,
  holdStock,
  holdCoupon,
  sellHeldStock,
  useCoupon,
  countSold: (db, i) => countSold(db, i, 1),
  clearCartLines,
  releaseStock,
  releaseCoupon,
  returnSoldStock,
  uncountSold: (db, i) => countSold(db, i, -1),
};

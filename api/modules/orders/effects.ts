import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, couponRedemptions, coupons, orderLines, orders, products, productSkus, stockHolds } from '../../db/schema/index.ts';
import { databaseError } from '../../lib/database-errors.ts';
import type { LockedTable } from '../../lib/locks.ts';
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

/**
 * The rows each effect changes or judges, locked by the runner in LOCK_ORDER: an effect's with a
 * step before any step runs, the others' in the statement of the writes, before any write.
 */
export const EFFECT_LOCKS: { [E in OrderEffect]: (i: EffectInput) => Partial<Record<LockedTable, number[] | SQL>> } = {
  // The cart as it is when the order is written; what the shopper changes afterwards is their next cart.
  matchCart: () => ({}),
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

/** The coupon's limits are judged again under its lock, so concurrent checkouts cannot pass them (its use is held by the write below). */
async function judgeCoupon(db: Db, i: EffectInput) {
  if (!i.order.couponCode) return;
  const coupon = await couponRule(db, i.order.couponCode, i.order.userId);
  const refusal = couponRefusal(coupon, i.order.goodsCents, i.order.countryCode, i.at);
  if (refusal || !coupon || coupon.id !== i.order.couponId) throw new MoveRefused('coupon', { coupon: refusal ?? 'unknown' });
}

/*
 * Writes: one statement each, sent together by the runner as one statement after the CTEs that lock
 * their rows (so they share one snapshot: a write that reads the order's holds sees them as they
 * were before the move, even beside the write that deletes them). Every write that updates or
 * deletes rows of a locked table has `gate` in its WHERE, so it changes no row before the lock CTEs
 * have locked them all (tests/unit/effects.test.ts checks each write).
 */
const holdStock = (i: EffectInput, gate: SQL) => [
  sql`insert into ${stockHolds} (order_id, sku_id, num, expires_at)
    select ${i.order.id}, u.id, u.num, ${i.order.expiresAt.toISOString()}::timestamptz from ${unitsTable(i, 'skuId')} u`,
  // Holding more than is on hand breaks product_skus_stock_check: the whole move rolls back (MoveRefused 'short').
  sql`update ${productSkus} s set held = s.held + u.num from ${unitsTable(i, 'skuId')} u where s.id = u.id and ${gate}`,
];
/** The holds become sales: the units leave on hand with them. */
const sellHeldStock = (i: EffectInput, gate: SQL) => [
  sql`update ${productSkus} s set held = s.held - h.num, on_hand = s.on_hand - h.num, sold = s.sold + h.num
    from ${stockHolds} h where h.order_id = ${i.order.id} and s.id = h.sku_id and ${gate}`,
  sql`delete from ${stockHolds} where order_id = ${i.order.id}`,
];
/** The holds are given back: the units are available again. */
const releaseStock = (i: EffectInput, gate: SQL) => [
  sql`update ${productSkus} s set held = s.held - h.num from ${stockHolds} h where h.order_id = ${i.order.id} and s.id = h.sku_id and ${gate}`,
  sql`delete from ${stockHolds} where order_id = ${i.order.id}`,
];
/** A refunded order's units are on hand again (it was refunded before it shipped). */
const returnSoldStock = (i: EffectInput, gate: SQL) => [
  sql`update ${productSkus} s set on_hand = s.on_hand + u.num, sold = greatest(0, s.sold - u.num) from ${unitsTable(i, 'skuId')} u where s.id = u.id and ${gate}`,
];
const holdCoupon = (i: EffectInput) =>
  i.order.couponId
    ? [
        sql`insert into ${couponRedemptions} (coupon_id, user_id, order_id, state) values (${i.order.couponId}, ${i.order.userId}, ${i.order.id}, 'reserved')`,
      ]
    : [];
const useCoupon = (i: EffectInput, gate: SQL) =>
  i.order.couponId
    ? [
        sql`update ${couponRedemptions} set state = 'used' where order_id = ${i.order.id} and state = 'reserved'`,
        sql`update ${coupons} k set used_count = k.used_count + 1
          where k.id in (select coupon_id from ${couponRedemptions} where order_id = ${i.order.id} and state = 'reserved') and ${gate}`,
      ]
    : [];
const releaseCoupon = (i: EffectInput) =>
  i.order.couponId ? [sql`update ${couponRedemptions} set state = 'released' where order_id = ${i.order.id} and state = 'reserved'`] : [];
/** Sold counts rank best sellers. */
const countSold = (i: EffectInput, gate: SQL, sign: 1 | -1) => [
  sql`update ${products} p set sold_count = greatest(0, p.sold_count + ${sign} * u.num) from ${unitsTable(i, 'productId')} u where p.id = u.id and ${gate}`,
];
/** A paid order's lines leave the shopper's cart. */
const clearCartLines = (i: EffectInput, gate: SQL) => [
  sql`delete from ${cartItems} where user_id = ${i.order.userId} and sku_id in (select id from ${unitsTable(i, 'skuId')} u) and ${gate}`,
];

/**
 * What an effect does: its `step` reads and decides (and may refuse) before anything is written;
 * its `writes` are statements the runner sends together; `tags` name the cached answers it changes.
 */
export interface EffectDef {
  step?: (db: Db, i: EffectInput) => Promise<void>;
  writes?: (i: EffectInput, gate: SQL) => SQL[];
  tags?: (i: EffectInput) => Tag[];
}

const stockTags = (i: EffectInput) => [Tag.byStock, ...productsOf(i).map(Tag.product)];

export const EFFECTS: { [E in OrderEffect]: EffectDef } = {
  matchCart: { step: matchCart },
  holdStock: { writes: holdStock, tags: (i) => productsOf(i).map(Tag.product) },
  holdCoupon: { step: judgeCoupon, writes: holdCoupon },
  // Available stock does not move when a hold becomes a sale: no cached answer changes.
  sellHeldStock: { writes: sellHeldStock },
  useCoupon: { writes: useCoupon },
  countSold: { writes: (i, gate) => countSold(i, gate, 1), tags: () => [Tag.bySold] },
  clearCartLines: { writes: clearCartLines },
  releaseStock: { writes: releaseStock, tags: stockTags },
  releaseCoupon: { writes: releaseCoupon },
  returnSoldStock: { writes: returnSoldStock, tags: stockTags },
  uncountSold: { writes: (i, gate) => countSold(i, gate, -1), tags: () => [Tag.bySold] },
};

/** A refusal of the stock CHECK during a move's writes: there were not enough units to hold. */
export const isShort = (error: unknown) => databaseError(error)?.constraint === STOCK_CHECK;

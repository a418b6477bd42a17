import { asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { afterSales, cartItems, coupons, orders, products, productSkus, users } from '../db/schema/index.ts';

/**
 * The one place rows are locked for update. Every use case that locks several rows takes them
 * here, tables in the order of LOCK_ORDER and rows by ascending id, so two transactions can never
 * wait on each other's locks (no deadlock between, say, a checkout, a payment and a stock edit).
 * A shopper's row comes first (their checkouts queue one by one), then the order a move is about,
 * then what the move's effects touch. Writes that lock implicitly (an UPDATE of several rows) lock
 * here first; the transaction runner retries the rare deadlock PostgreSQL still reports
 * (api/lib/context.ts).
 */
export const LOCK_ORDER = ['users', 'orders', 'after_sales', 'carts', 'product_skus', 'coupons', 'products'] as const;
export type LockedTable = (typeof LOCK_ORDER)[number];

export interface Lockable {
  name: LockedTable;
  table: PgTable;
  id: PgColumn;
}

/** The lockable tables, by their name in LOCK_ORDER. */
export const Locked = {
  users: { name: 'users', table: users, id: users.id },
  orders: { name: 'orders', table: orders, id: orders.id },
  after_sales: { name: 'after_sales', table: afterSales, id: afterSales.id },
  carts: { name: 'carts', table: cartItems, id: cartItems.id },
  product_skus: { name: 'product_skus', table: productSkus, id: productSkus.id },
  coupons: { name: 'coupons', table: coupons, id: coupons.id },
  products: { name: 'products', table: products, id: products.id },
} satisfies { [T in LockedTable]: Lockable & { name: T } };

/** Rows to lock per table: by id, or those matching a condition (still locked by ascending id). */
export type LockPlan = Partial<Record<LockedTable, readonly number[] | SQL>>;

/**
 * Locks the rows of each table of the plan (FOR NO KEY UPDATE), tables in LOCK_ORDER, rows by
 * ascending id; must run inside a transaction. Returns the ids found per table, so callers see
 * which rows exist. A use case may lock in several calls, as long as each call's tables come after
 * the previous call's in LOCK_ORDER.
 */
export async function lockRows(tx: Db, plan: LockPlan): Promise<Map<LockedTable, number[]>> {
  const found = new Map<LockedTable, number[]>();
  for (const name of LOCK_ORDER) {
    const wanted = plan[name];
    if (wanted === undefined) continue;
    if (Array.isArray(wanted) && wanted.length === 0) {
      found.set(name, []);
      continue;
    }
    const target: Lockable = Locked[name];
    const rows = await tx
      .select({ id: target.id })
      .from(target.table)
      .where(Array.isArray(wanted) ? inArray(target.id, [...new Set(wanted)]) : (wanted as SQL))
      .orderBy(asc(target.id))
      // Not FOR UPDATE: inserting a row that references a locked one (an order naming its coupon)
      // takes FOR KEY SHARE, which FOR UPDATE would wait on, and two checkouts would deadlock.
      .for('no key update');
    found.set(
      name,
      rows.map((r) => r.id as number),
    );
  }
  return found;
}

/**
 * Locks one row and reads it whole, with `extra` columns computed beside it (rows of other tables
 * it owns, read without locking them): the first lock of a move, on the row the move is about.
 */
export async function lockAndRead<T extends LockedTable>(
  tx: Db,
  name: T,
  id: number,
  extra: Record<string, SQL> = {},
): Promise<Record<string, unknown> | undefined> {
  const target: Lockable = Locked[name];
  const [row] = await tx
    .select({ ...getTableColumns(target.table), ...extra })
    .from(target.table)
    .where(eq(target.id, id))
    .for('no key update', { of: target.table });
  return row as Record<string, unknown> | undefined;
}

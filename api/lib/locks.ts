import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * The one place rows are locked for update. Every use case that locks several rows takes them
 * here, tables in the order of LOCK_ORDER and rows by ascending id, so two transactions can never
 * wait on each other's locks (no deadlock between, say, a checkout and a stock edit).
 */
export const LOCK_ORDER = ['carts', 'product_skus', 'coupons', 'orders'] as const;
export type LockedTable = (typeof LOCK_ORDER)[number];

export interface Lockable {
  name: LockedTable;
  table: PgTable;
  id: PgColumn;
}

/** Rows to lock: by id, or those matching a condition (still locked by ascending id). */
type Wanted = { target: Lockable; ids: number[] } | { target: Lockable; where: SQL | undefined };

/**
 * Locks the rows of each table (FOR UPDATE) in the fixed order; must run inside a transaction.
 * Returns the ids found per table, so callers see which rows exist. A use case may lock tables in
 * several calls, as long as each call's tables come after the previous call's in LOCK_ORDER
 * (the checkout's reserve statement locks carts and product_skus through `lockingSelect`).
 */
export async function lockRows(tx: Db, wanted: Wanted[]): Promise<Map<LockedTable, number[]>> {
  const sorted = [...wanted].sort((a, b) => LOCK_ORDER.indexOf(a.target.name) - LOCK_ORDER.indexOf(b.target.name));
  const found = new Map<LockedTable, number[]>();
  for (const w of sorted) {
    const { target } = w;
    if ('ids' in w && w.ids.length === 0) {
      found.set(target.name, []);
      continue;
    }
    const rows = await tx
      .select({ id: target.id })
      .from(target.table)
      .where('ids' in w ? inArray(target.id, [...new Set(w.ids)]) : w.where)
      .orderBy(asc(target.id))
      // Not FOR UPDATE: inserting a row that references a locked one (an order naming its coupon)
      // takes FOR KEY SHARE, which FOR UPDATE would wait on, and two checkouts would deadlock.
      .for('no key update');
    found.set(
      target.name,
      rows.map((r) => r.id as number),
    );
  }
  return found;
}

/**
 * lockRows' query as a fragment of a larger statement (the checkout's reserve statement locks the
 * cart rows and the SKUs inside the one statement that writes the order): the same lock strength,
 * rows by ascending id. Such a statement must still take its tables in LOCK_ORDER.
 */
export const lockingSelect = (target: Lockable, where: SQL) =>
  sql`select ${target.id} as id from ${target.table} where ${where} order by ${target.id} for no key update`;

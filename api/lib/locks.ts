import { asc, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * The one place rows are locked for update. Every use case that locks several rows takes them
 * here, tables in the order of LOCK_ORDER and rows by ascending id, so two transactions can never
 * wait on each other's locks (no deadlock between, say, a checkout and a stock edit).
 */
export const LOCK_ORDER = ['carts', 'product_skus', 'coupons', 'orders'] as const;
export type LockedTable = (typeof LOCK_ORDER)[number];

interface Lockable {
  name: LockedTable;
  table: PgTable;
  id: PgColumn;
}

/**
 * Locks the rows of each table (FOR UPDATE) in the fixed order; must run inside a transaction.
 * Returns the ids found per table, so callers see which rows exist.
 */
export async function lockRows(tx: Db, wanted: { target: Lockable; ids: number[] }[]): Promise<Map<LockedTable, number[]>> {
  const sorted = [...wanted].sort((a, b) => LOCK_ORDER.indexOf(a.target.name) - LOCK_ORDER.indexOf(b.target.name));
  const found = new Map<LockedTable, number[]>();
  for (const { target, ids } of sorted) {
    if (ids.length === 0) {
      found.set(target.name, []);
      continue;
    }
    const rows = await tx
      .select({ id: target.id })
      .from(target.table)
      .where(inArray(target.id, [...new Set(ids)]))
      .orderBy(asc(target.id))
      .for('update');
    found.set(
      target.name,
      rows.map((r) => r.id as number),
    );
  }
  return found;
}

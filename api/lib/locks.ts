import { eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { afterSales, cartItems, coupons, orders, products, productSkus, users } from '../db/schema/index.ts';

/**
 * The one place rows are locked for update. Every use case that locks several rows takes them
 * here, tables in the order of LOCK_ORDER and rows by ascending id, so two transactions can never
 * wait on each other's locks (no deadlock between, say, a checkout, a payment and a stock edit).
 * A shopper's row comes first (their checkouts queue one by one), then the order a move is about,
 * then what the move's effects touch: a coupon whose limits are judged before anything is written,
 * then the rows the writes change (stock is the hottest: it is locked in the statement that writes
 * it, see lockChain, so it is held for as short a time as the transaction allows). Writes that lock
 * implicitly (an UPDATE of several rows) lock here first; the transaction runner retries the rare
 * deadlock PostgreSQL still reports (api/lib/context.ts).
 */
export const LOCK_ORDER = ['users', 'orders', 'after_sales', 'coupons', 'carts', 'product_skus', 'products'] as const;
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
 * The locking half of a statement: CTEs (l0, l1, …) that lock the plan's rows FOR NO KEY UPDATE,
 * tables in LOCK_ORDER, rows by ascending id. Each table's CTE is gated on a count of the previous
 * one's, so it takes no row lock before every row of the tables before it is locked (the gate is
 * evaluated before the first row of its scan can reach the lock). `gate` is true once every lock
 * is taken: a write in the same statement that puts it in its WHERE changes no row before that.
 * tests/api/locks.test.ts holds a later table's row and checks the earlier ones are locked meanwhile.
 */
export interface LockChain {
  ctes: SQL[];
  gate: SQL;
  /** The ids locked per table, as columns of the statement's result (see `lockedIds`). */
  found: SQL;
  tables: LockedTable[];
}

export function lockChain(plan: LockPlan): LockChain {
  const tables: LockedTable[] = [];
  const ctes: SQL[] = [];
  const aliases: SQL[] = [];
  for (const name of LOCK_ORDER) {
    const wanted = plan[name];
    if (wanted === undefined || (Array.isArray(wanted) && wanted.length === 0)) continue;
    const target: Lockable = Locked[name];
    const alias = sql.raw(`l${aliases.length}`);
    const gate = aliases.length ? sql`(select count(*) from ${aliases.at(-1)}) >= 0` : sql`true`;
    const rows = Array.isArray(wanted) ? inArray(target.id, [...new Set(wanted)]) : (wanted as SQL);
    // Not FOR UPDATE: inserting a row that references a locked one (an order naming its coupon)
    // takes FOR KEY SHARE, which FOR UPDATE would wait on, and two checkouts would deadlock.
    ctes.push(sql`${alias} as materialized (select ${target.id} as id from ${target.table}
      where ${gate} and (${rows}) order by ${target.id} for no key update of ${target.table})`);
    aliases.push(alias);
    tables.push(name);
  }
  const last = aliases.at(-1);
  // The result reads the CTEs last-first: only the gates keep the order, and the test checks them.
  const found = aliases.length
    ? sql.join(
        [...aliases].reverse().map((a) => sql`(select coalesce(json_agg(id order by id), '[]'::json) from ${a}) as ${a}`),
        sql`, `,
      )
    : sql`1`;
  return { ctes, gate: last ? sql`(select count(*) from ${last}) >= 0` : sql`true`, found, tables };
}

/** The ids a chain locked, per table, from a row of the statement that ran it. */
export function lockedIds(chain: LockChain, plan: LockPlan, row: Record<string, unknown>): Map<LockedTable, number[]> {
  const found = new Map<LockedTable, number[]>();
  for (const name of LOCK_ORDER) if (plan[name] !== undefined) found.set(name, []);
  chain.tables.forEach((name, n) => found.set(name, row[`l${n}`] as number[]));
  return found;
}

/**
 * Locks the rows of each table of the plan (FOR NO KEY UPDATE), tables in LOCK_ORDER, rows by
 * ascending id, in one statement (see lockChain); must run inside a transaction. Returns the ids
 * found per table, so callers see which rows exist. A use case may lock in several calls, as long
 * as each call's tables come after the previous call's in LOCK_ORDER.
 */
export async function lockRows(tx: Db, plan: LockPlan): Promise<Map<LockedTable, number[]>> {
  const chain = lockChain(plan);
  if (chain.ctes.length === 0) return lockedIds(chain, plan, {});
  const result = await tx.execute<Record<string, unknown>>(sql`with ${sql.join(chain.ctes, sql`, `)} select ${chain.found}`);
  return lockedIds(chain, plan, result.rows[0]);
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

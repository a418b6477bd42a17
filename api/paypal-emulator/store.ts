import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The emulator's own tables, created by the emulator (never part of the shop's migrations), so that
 * several API instances on one database see the same PayPal orders, as they would at PayPal.
 *
 * On PostgreSQL (`durable` false) they are UNLOGGED: they stand in for PayPal's servers, not for the
 * shop's data, so their commits wait for no disk flush (see the checkout bench). Only a crash of the
 * server empties them, as if the sandbox had been reset. On the embedded PGlite (`durable` true) a
 * kill of the shop's process is such a crash, and it would leave the shop's unpaid orders naming
 * PayPal orders that are gone; there they are logged, in the same write-ahead log as the shop's
 * orders, so a PayPal order (committed before the shop's order that names it) survives with it.
 */
export async function createEmulatorTables(db: Db, durable: boolean): Promise<void> {
  const kind = sql.raw(durable ? '' : 'unlogged');
  const statements = [
    sql`create ${kind} table if not exists paypal_emulator_orders (
      id text primary key, status text not null, body jsonb not null,
      funding text, outcome text, updated_at timestamptz not null default now())`,
    sql`create ${kind} table if not exists paypal_emulator_replays (
      key text primary key, status integer not null, body jsonb not null, created_at timestamptz not null default now())`,
    // Writes are optimistic: each save names the version it read (tables of older data folders gain the column).
    sql`alter table paypal_emulator_orders add column if not exists version integer not null default 0`,
    // Where the order's wallet reports shipping changes (order_update_callback_config), if it asked.
    sql`alter table paypal_emulator_orders add column if not exists callback_url text`,
  ];
  for (const statement of statements) {
    try {
      await db.execute(statement);
    } catch (error) {
      // Two instances starting at once may race on the catalog; the table is there either way.
      if (!/already exists|duplicate key/i.test(String((error as Error).message))) throw error;
    }
  }
  // Tables made by an earlier version may be the other kind.
  for (const table of ['paypal_emulator_orders', 'paypal_emulator_replays']) {
    const { rows } = await db.execute(sql`select relpersistence from pg_class where relname = ${table} and relkind = 'r'`);
    const persistence = (rows[0] as { relpersistence?: string } | undefined)?.relpersistence;
    if (persistence === (durable ? 'u' : 'p')) await db.execute(sql.raw(`alter table ${table} set ${durable ? 'logged' : 'unlogged'}`));
  }
}

export interface EmulatedOrder {
  id: string;
  status: string;
  body: Record<string, any>;
  funding: string | null;
  outcome: string | null;
  /** Bumped by every save; a save of an older version changes nothing. */
  version: number;
  /** The server-side shipping callback the order was created with (set once, at creation). */
  callbackUrl: string | null;
}

/** The answer stored for a PayPal-Request-Id, in the same statement as the write it answers. */
export interface Replay {
  key: string;
  status: number;
  body: unknown;
}

const rowOf = (r: Record<string, unknown>): EmulatedOrder => ({
  id: String(r.id),
  status: String(r.status),
  body: typeof r.body === 'string' ? JSON.parse(r.body) : (r.body as Record<string, any>),
  funding: (r.funding as string | null) ?? null,
  outcome: (r.outcome as string | null) ?? null,
  version: Number(r.version ?? 0),
  callbackUrl: (r.callback_url as string | null) ?? null,
});

export async function findOrder(db: Db, id: string): Promise<EmulatedOrder | null> {
  const result = await db.execute(sql`select * from paypal_emulator_orders where id = ${id}`);
  return result.rows[0] ? rowOf(result.rows[0] as Record<string, unknown>) : null;
}

export async function findOrderByCapture(db: Db, captureId: string): Promise<EmulatedOrder | null> {
  const result = await db.execute(
    sql`select * from paypal_emulator_orders where body -> 'purchase_units' -> 0 -> 'payments' -> 'captures' -> 0 ->> 'id' = ${captureId}`,
  );
  return result.rows[0] ? rowOf(result.rows[0] as Record<string, unknown>) : null;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * The orders this instance wrote last, as it wrote them (with their version). A write may start from
 * this copy instead of reading the order again: if another instance changed the order meanwhile,
 * the copy's version is stale, its write matches nothing, and the writer reads the database.
 */
export class RecentOrders {
  #orders = new Map<string, EmulatedOrder>();
  readonly #limit: number;
  constructor(limit = 10_000) {
    this.#limit = limit;
  }

  /** A copy the caller may change freely. */
  get(id: string): EmulatedOrder | undefined {
    const order = this.#orders.get(id);
    return order && structuredClone(order);
  }

  remember(order: EmulatedOrder): void {
    this.#orders.delete(order.id);
    this.#orders.set(order.id, structuredClone(order));
    if (this.#orders.size > this.#limit) this.#orders.delete(this.#orders.keys().next().value!);
  }
}

/** Stores a new order; with a replay, only if that request id has no answer yet (false otherwise). */
export async function insertOrder(
  db: Db,
  order: Omit<EmulatedOrder, 'version'>,
  replay: Replay | null,
  recent?: RecentOrders,
): Promise<boolean> {
  let stored = true;
  if (!replay) {
    await db.execute(
      sql`insert into paypal_emulator_orders (id, status, body, callback_url) values (${order.id}, ${order.status}, ${json(order.body)}, ${order.callbackUrl})`,
    );
  } else {
    const result = await db.execute(sql`with answered as (
        insert into paypal_emulator_replays (key, status, body) values (${replay.key}, ${replay.status}, ${json(replay.body)})
        on conflict (key) do nothing returning key)
      insert into paypal_emulator_orders (id, status, body, callback_url)
        select ${order.id}, ${order.status}, ${json(order.body)}, ${order.callbackUrl} from answered returning id`);
    stored = result.rows.length === 1;
  }
  if (stored) recent?.remember({ ...order, version: 0 });
  return stored;
}

/**
 * Saves an order read at `order.version`, and the request's answer with it: false when the order
 * changed since it was read or the request id was answered meanwhile (the caller looks again).
 */
export async function saveOrder(db: Db, order: EmulatedOrder, replay: Replay | null, recent?: RecentOrders): Promise<boolean> {
  const update = sql`update paypal_emulator_orders set status = ${order.status}, body = ${json(order.body)},
    funding = ${order.funding}, outcome = ${order.outcome}, version = version + 1, updated_at = now()
    where id = ${order.id} and version = ${order.version}`;
  let saved: boolean;
  if (!replay) saved = (await db.execute(sql`${update} returning id`)).rows.length === 1;
  else {
    const result = await db.execute(sql`with saved as (${update} returning id),
      answered as (insert into paypal_emulator_replays (key, status, body)
        select ${replay.key}, ${replay.status}, ${json(replay.body)} from saved on conflict (key) do nothing)
      select count(*)::int as n from saved`);
    saved = Number((result.rows[0] as { n: number } | undefined)?.n ?? 0) === 1;
  }
  if (saved) recent?.remember({ ...order, version: order.version + 1 });
  return saved;
}

/** The first answer to a PayPal-Request-Id, replayed for every repeat of it. */
export async function findReplay(db: Db, key: string): Promise<{ status: number; body: unknown } | null> {
  const result = await db.execute(sql`select status, body from paypal_emulator_replays where key = ${key}`);
  const row = result.rows[0] as { status: number; body: unknown } | undefined;
  if (!row) return null;
  return { status: Number(row.status), body: typeof row.body === 'string' ? JSON.parse(row.body) : row.body };
}

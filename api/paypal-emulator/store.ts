import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The emulator's own tables, created by the emulator (never part of the shop's migrations), so that
 * several API instances on one database see the same PayPal orders, as they would at PayPal.
 */
export async function createEmulatorTables(db: Db): Promise<void> {
  const statements = [
    sql`create table if not exists paypal_emulator_orders (
      id text primary key, status text not null, body jsonb not null,
      funding text, outcome text, updated_at timestamptz not null default now())`,
    sql`create table if not exists paypal_emulator_replays (
      key text primary key, status integer not null, body jsonb not null, created_at timestamptz not null default now())`,
  ];
  for (const statement of statements) {
    try {
      await db.execute(statement);
    } catch (error) {
      // Two instances starting at once may race on the catalog; the table is there either way.
      if (!/already exists|duplicate key/i.test(String((error as Error).message))) throw error;
    }
  }
}

export interface EmulatedOrder {
  id: string;
  status: string;
  body: Record<string, any>;
  funding: string | null;
  outcome: string | null;
}

const rowOf = (r: Record<string, unknown>): EmulatedOrder => ({
  id: String(r.id),
  status: String(r.status),
  body: typeof r.body === 'string' ? JSON.parse(r.body) : (r.body as Record<string, any>),
  funding: (r.funding as string | null) ?? null,
  outcome: (r.outcome as string | null) ?? null,
});

export async function findOrder(db: Db, id: string, lock = false): Promise<EmulatedOrder | null> {
  const result = lock
    ? await db.execute(sql`select * from paypal_emulator_orders where id = ${id} for update`)
    : await db.execute(sql`select * from paypal_emulator_orders where id = ${id}`);
  return result.rows[0] ? rowOf(result.rows[0] as Record<string, unknown>) : null;
}

export async function findOrderByCapture(db: Db, captureId: string, lock = false): Promise<EmulatedOrder | null> {
  const where = sql`body -> 'purchase_units' -> 0 -> 'payments' -> 'captures' -> 0 ->> 'id' = ${captureId}`;
  const result = lock
    ? await db.execute(sql`select * from paypal_emulator_orders where ${where} for update`)
    : await db.execute(sql`select * from paypal_emulator_orders where ${where}`);
  return result.rows[0] ? rowOf(result.rows[0] as Record<string, unknown>) : null;
}

export async function insertOrder(db: Db, order: EmulatedOrder): Promise<void> {
  await db.execute(
    sql`insert into paypal_emulator_orders (id, status, body) values (${order.id}, ${order.status}, ${JSON.stringify(order.body)}::jsonb)`,
  );
}

export async function saveOrder(db: Db, order: EmulatedOrder): Promise<void> {
  await db.execute(sql`update paypal_emulator_orders set status = ${order.status}, body = ${JSON.stringify(order.body)}::jsonb,
    funding = ${order.funding}, outcome = ${order.outcome}, updated_at = now() where id = ${order.id}`);
}

/** The first answer to a PayPal-Request-Id, replayed for every repeat of it. */
export async function findReplay(db: Db, key: string): Promise<{ status: number; body: unknown } | null> {
  const result = await db.execute(sql`select status, body from paypal_emulator_replays where key = ${key}`);
  const row = result.rows[0] as { status: number; body: unknown } | undefined;
  if (!row) return null;
  return { status: Number(row.status), body: typeof row.body === 'string' ? JSON.parse(row.body) : row.body };
}

export async function saveReplay(db: Db, key: string, status: number, body: unknown): Promise<void> {
  await db.execute(
    sql`insert into paypal_emulator_replays (key, status, body) values (${key}, ${status}, ${JSON.stringify(body)}::jsonb) on conflict (key) do nothing`,
  );
}

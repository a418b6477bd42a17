import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderHistory, orderLines, orders, outbox } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/context.ts';
import { metrics } from '../../lib/metrics.ts';
import { lockAndRead, lockChain, lockRows, LOCK_ORDER, type LockedTable, type LockPlan } from '../../lib/locks.ts';
import { canMake } from '../../lib/process.ts';
import { noteTags } from '../../lib/reads/changes.ts';
import { EFFECT_LOCKS, EFFECTS, isShort, MoveRefused, type EffectInput } from './effects.ts';
import { orderProcess, UNPAID, type OrderEffect, type OrderMove, type OrderStatus } from './states.ts';

type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<OrderRow, 'id' | 'status'>;
export type NewLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;

interface MoveContext {
  db: Db;
  now: () => Date;
}

/** What a move writes besides the status: why (the history line) and other columns of the order. */
export interface MoveInput {
  reason: string;
  set?: Partial<Pick<OrderRow, 'paypalCaptureId' | 'captureStatus' | 'paidAt' | 'carrier' | 'trackingNumber' | 'trackingUrl' | 'shipTo'>>;
}

export type MoveResult = { moved: true; order: OrderRow } | { moved: false; order: OrderRow | undefined };

/** The rows some of a move's effects lock (tables in LOCK_ORDER, rows by id). */
function lockPlan(move: OrderMove, effects: readonly OrderEffect[], input: EffectInput): LockPlan {
  const plan: LockPlan = {};
  for (const effect of effects) {
    for (const [table, rows] of Object.entries(EFFECT_LOCKS[effect](input)) as [LockedTable, LockPlan[LockedTable]][]) {
      const before = plan[table];
      if (before === undefined || rows === undefined) plan[table] = rows ?? before;
      else if (Array.isArray(before) && Array.isArray(rows)) plan[table] = [...before, ...rows];
      // Two effects locking one table by different conditions would need both locked: none do today.
      else throw new Error(`${move}: two effects lock ${table} by different conditions`);
    }
  }
  return plan;
}

/**
 * What a move locks, in two parts: the rows its steps judge, locked before the steps run, and the
 * rest, locked in the statement of the writes (see lockChain). Every table of the first part must
 * come before every table of the second in LOCK_ORDER, or the two parts would break the order.
 */
function lockParts(move: OrderMove, input: EffectInput): { beforeSteps: LockPlan; withWrites: LockPlan } {
  const effects = orderProcess.moves[move].effects;
  const beforeSteps = lockPlan(
    move,
    effects.filter((e) => EFFECTS[e].step),
    input,
  );
  const withWrites = lockPlan(
    move,
    effects.filter((e) => !EFFECTS[e].step),
    input,
  );
  const last = Math.max(-1, ...Object.keys(beforeSteps).map((t) => LOCK_ORDER.indexOf(t as LockedTable)));
  for (const table of Object.keys(withWrites) as LockedTable[])
    if (LOCK_ORDER.indexOf(table) <= last)
      throw new Error(`${move}: ${table} is locked with the writes but a step locks a later table first`);
  return { beforeSteps, withWrites };
}

/**
 * Runs a move's effects: locks the rows its steps judge and runs the steps (which read and may
 * refuse) in the order listed, then one statement that locks the rows the writes change and makes
 * the move's `first` writes (the status change, or a new order and its lines), the history line,
 * every write of the effects and the message. The writes wait for those locks (their `gate`), so
 * the statement keeps the lock order; the hottest rows (stock) are held from it to the commit only.
 */
async function runMove(db: Db, move: OrderMove, from: OrderStatus | null, input: EffectInput, reason: string, first: SQLWrapper[]) {
  const def = orderProcess.moves[move];
  const { beforeSteps, withWrites } = lockParts(move, input);
  await lockRows(db, beforeSteps);
  for (const effect of def.effects) await EFFECTS[effect].step?.(db, input);
  const { order, at } = input;
  const chain = lockChain(withWrites);
  const writes: SQLWrapper[] = [
    ...first,
    db.insert(orderHistory).values({ orderId: order.id, fromStatus: from, toStatus: def.to, reason, at }),
    ...def.effects.flatMap((effect) => EFFECTS[effect].writes?.(input, chain.gate) ?? []),
    ...(def.message ? [db.insert(outbox).values({ kind: def.message, orderId: order.id, locale: order.locale, createdAt: at })] : []),
  ];
  try {
    await db.execute(
      sql`with ${sql.join(
        [...chain.ctes, ...writes.map((w, n) => sql`${sql.raw(`w${n}`)} as (${w.getSQL()})`)],
        sql`, `,
      )} select ${chain.found}`,
    );
  } catch (error) {
    if (isShort(error)) throw new MoveRefused('short');
    throw error;
  }
  for (const effect of def.effects) noteTags(...(EFFECTS[effect].tags?.(input) ?? []));
}

/**
 * The one way an order changes status. In one transaction (the caller's, if it has one): locks the
 * order, checks the process allows `move` from its status, then runs the move (runMove): every row
 * its effects judge or change locked in the global lock order, the status, the history line, the
 * effects in the order the process lists them and the move's message to the outbox. Of two racing
 * moves one wins; the other gets `moved: false` with the order as it now is.
 */
export async function transition(
  ctx: MoveContext,
  move: Exclude<OrderMove, 'create'>,
  orderId: number,
  input: MoveInput,
): Promise<MoveResult> {
  const def = orderProcess.moves[move];
  const result = await inTransaction(ctx, async ({ db }): Promise<MoveResult> => {
    const locked = (await lockAndRead(db, 'orders', orderId, { lines: linesOf })) as
      (OrderRow & { lines: EffectInput['lines'] }) | undefined;
    if (!locked || !canMake(orderProcess, move, locked.status)) return { moved: false, order: locked && withoutLines(locked) };
    const { lines, ...order } = locked;
    const at = ctx.now();
    const moved: OrderRow = { ...order, ...input.set, status: def.to, updatedAt: at };
    const statusWrite = db
      .update(orders)
      .set({ ...input.set, status: def.to, updatedAt: at })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)));
    await runMove(db, move, order.status, { order: moved, lines, at }, input.reason, [statusWrite]);
    return { moved: true, order: moved };
  });
  if (result.moved) metrics.orderMoves.inc({ move });
  return result;
}

/** An order's lines as the effects need them, read beside the order's row. */
const linesOf = sql`coalesce((select json_agg(json_build_object('skuId', l.sku_id, 'productId', l.product_id, 'num', l.num))
  from ${orderLines} l where l.order_id = ${orders}.id), '[]'::json)`;
const withoutLines = ({ lines: _, ...order }: OrderRow & { lines: unknown }): OrderRow => order;

/**
 * The `create` move: locks its shopper's row (so a shopper's checkouts queue and `admit` sees their
 * unpaid orders as they are) and draws the new order's id with it, then runs the effects like any
 * move, the order and its lines written in the same statement as the effects' writes. `admit` runs
 * first under that lock: it may return an existing order (a repeated submit) instead, or refuse by
 * throwing. Refusals of the effects (MoveRefused) roll the whole move back.
 */
export async function createOrder(
  ctx: MoveContext,
  draft: { order: NewOrder; lines: NewLine[] },
  admit: (db: Db) => Promise<OrderRow | undefined>,
): Promise<{ order: OrderRow; created: boolean }> {
  const result = await inTransaction(ctx, async ({ db }) => {
    const shopper = await lockAndRead(db, 'users', draft.order.userId, {
      newOrderId: sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))::int`,
    });
    if (!shopper) throw new Error(`no shopper ${draft.order.userId}`);
    const existing = await admit(db);
    if (existing) return { order: existing, created: false };
    const at = ctx.now();
    const order: OrderRow = { ...draft.order, id: shopper.newOrderId as number, status: UNPAID };
    const input: EffectInput = { order, lines: draft.lines, at };
    const first = [db.insert(orders).values(order), db.insert(orderLines).values(draft.lines.map((l) => ({ ...l, orderId: order.id })))];
    await runMove(db, 'create', null, input, 'created', first);
    return { order, created: true };
  });
  if (result.created) metrics.orderMoves.inc({ move: 'create' });
  return result;
}

import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderHistory, orderLines, orders, outbox } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/context.ts';
import { lockAndRead, lockRows, type LockPlan } from '../../lib/locks.ts';
import { canMake } from '../../lib/process.ts';
import { noteTags } from '../../lib/reads/changes.ts';
import { EFFECT_LOCKS, EFFECTS, isShort, MoveRefused, type EffectDef, type EffectInput } from './effects.ts';
import { orderProcess, UNPAID, type OrderMove, type OrderStatus } from './states.ts';

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
  set?: Partial<Pick<OrderRow, 'paypalCaptureId' | 'captureStatus' | 'paidAt'>>;
}

export type MoveResult = { moved: true; order: OrderRow } | { moved: false; order: OrderRow | undefined };

/** The rows a move's effects change, to lock in one call (tables in LOCK_ORDER, rows by id). */
function lockPlan(move: OrderMove, input: EffectInput): LockPlan {
  const plan: LockPlan = {};
  for (const effect of orderProcess.moves[move].effects) {
    for (const [table, rows] of Object.entries(EFFECT_LOCKS[effect](input)) as [keyof LockPlan, LockPlan[keyof LockPlan]][]) {
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
 * Runs a move's effects: its steps (which read and may refuse) in the order listed, then one
 * statement with the move's `first` writes (the status change, or a new order's lines), the history
 * line, every write of the effects and the message.
 * Every row the writes change was locked before, so sending them together keeps the lock order.
 */
async function runMove(db: Db, move: OrderMove, from: OrderStatus | null, input: EffectInput, reason: string, first: SQLWrapper[]) {
  const def = orderProcess.moves[move];
  for (const effect of def.effects) {
    const e: EffectDef = EFFECTS[effect];
    if ('step' in e) await e.step(db, input);
  }
  const { order, at } = input;
  const writes: SQLWrapper[] = [
    ...first,
    db.insert(orderHistory).values({ orderId: order.id, fromStatus: from, toStatus: def.to, reason, at }),
    ...def.effects.flatMap((effect) => {
      const e: EffectDef = EFFECTS[effect];
      return 'writes' in e ? e.writes(input) : [];
    }),
    ...(def.message ? [db.insert(outbox).values({ kind: def.message, orderId: order.id, locale: order.locale, createdAt: at })] : []),
  ];
  try {
    await db.execute(
      sql`with ${sql.join(
        writes.map((w, n) => sql`${sql.raw(`w${n}`)} as (${w.getSQL()})`),
        sql`, `,
      )} select 1`,
    );
  } catch (error) {
    if (isShort(error)) throw new MoveRefused('short');
    throw error;
  }
  for (const effect of def.effects) {
    const e: EffectDef = EFFECTS[effect];
    if ('tags' in e && e.tags) noteTags(...e.tags(input));
  }
}

/**
 * The one way an order changes status. In one transaction (the caller's, if it has one): locks the
 * order, checks the process allows `move` from its status, locks every row the move's effects
 * change (through lockRows, in its global order), writes the status and the history line, runs the
 * effects in the order the process lists them, and writes the move's message to the outbox. Of two
 * racing moves one wins; the other gets `moved: false` with the order as it now is.
 */
export async function transition(
  ctx: MoveContext,
  move: Exclude<OrderMove, 'create'>,
  orderId: number,
  input: MoveInput,
): Promise<MoveResult> {
  const def = orderProcess.moves[move];
  return inTransaction(ctx, async ({ db }) => {
    const locked = (await lockAndRead(db, 'orders', orderId, { lines: linesOf })) as
      (OrderRow & { lines: EffectInput['lines'] }) | undefined;
    if (!locked || !canMake(orderProcess, move, locked.status)) return { moved: false, order: locked && withoutLines(locked) };
    const { lines, ...order } = locked;
    const at = ctx.now();
    await lockRows(db, lockPlan(move, { order, lines, at }));
    const moved: OrderRow = { ...order, ...input.set, status: def.to, updatedAt: at };
    const statusWrite = db
      .update(orders)
      .set({ ...input.set, status: def.to, updatedAt: at })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)));
    await runMove(db, move, order.status, { order: moved, lines, at }, input.reason, [statusWrite]);
    return { moved: true, order: moved };
  });
}

/** An order's lines as the effects need them, read beside the order's row. */
const linesOf = sql`coalesce((select json_agg(json_build_object('skuId', l.sku_id, 'productId', l.product_id, 'num', l.num))
  from ${orderLines} l where l.order_id = ${orders}.id), '[]'::json)`;
const withoutLines = ({ lines: _, ...order }: OrderRow & { lines: unknown }): OrderRow => order;

/**
 * The `create` move: writes a new order with its lines, under the lock of its shopper's row (so a
 * shopper's checkouts queue and `admit` sees their unpaid orders as they are), then runs the
 * effects like any move. `admit` runs first under that lock: it may return an existing order
 * (a repeated submit) instead, or refuse by throwing. Refusals of the effects (MoveRefused) roll
 * the whole move back.
 */
export async function createOrder(
  ctx: MoveContext,
  draft: { order: NewOrder; lines: NewLine[] },
  admit: (db: Db) => Promise<OrderRow | undefined>,
): Promise<{ order: OrderRow; created: boolean }> {
  return inTransaction(ctx, async ({ db }) => {
    await lockRows(db, { users: [draft.order.userId] });
    const existing = await admit(db);
    if (existing) return { order: existing, created: false };
    const at = ctx.now();
    const input: EffectInput = { order: { ...draft.order, id: 0, status: UNPAID }, lines: draft.lines, at };
    await lockRows(db, lockPlan('create', input));
    const [order] = await db
      .insert(orders)
      .values({ ...draft.order, status: UNPAID })
      .returning();
    const lines = db.insert(orderLines).values(draft.lines.map((l) => ({ ...l, orderId: order.id })));
    await runMove(db, 'create', null, { ...input, order }, 'created', [lines]);
    return { order, created: true };
  });
}

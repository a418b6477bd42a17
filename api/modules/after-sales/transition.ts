import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { afterSaleHistory, afterSales, orders, outbox } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/context.ts';
import { lockAndRead } from '../../lib/locks.ts';
import { canMake } from '../../lib/process.ts';
import { afterSaleProcess, type AfterSaleMove, type AfterSaleStatus } from './states.ts';

type SaleRow = typeof afterSales.$inferSelect;

/** Writes a move's history line and its message (in the order's language) to the outbox. */
async function afterMove(
  db: Db,
  move: AfterSaleMove,
  sale: Pick<SaleRow, 'id' | 'orderId'>,
  from: AfterSaleStatus | null,
  reason: string,
  at: Date,
) {
  const def = afterSaleProcess.moves[move];
  await db.insert(afterSaleHistory).values({ afterSaleId: sale.id, fromStatus: from, toStatus: def.to, reason, at });
  if (def.message) {
    const [order] = await db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, sale.orderId));
    await db
      .insert(outbox)
      .values({ kind: def.message, orderId: sale.orderId, afterSaleId: sale.id, locale: order?.locale ?? 'en', createdAt: at });
  }
}

/** The `submit` move of a request just inserted (in the caller's transaction): its first history line and its message. */
export const submitted = (db: Db, sale: Pick<SaleRow, 'id' | 'orderId'>, reason: string, at: Date) =>
  afterMove(db, 'submit', sale, null, reason, at);

/**
 * The one way an after-sales request changes status: locks it, checks the process allows `move`
 * from its status, writes the status (and the shop's reply) with its history line and message.
 * Returns false when the request is not there or the move is not allowed from its status now.
 */
export async function moveAfterSale(
  ctx: { db: Db; now: () => Date },
  id: number,
  move: Exclude<AfterSaleMove, 'submit'>,
  input: { reason: string; reply?: string },
): Promise<boolean> {
  return inTransaction(ctx, async ({ db }) => {
    const sale = (await lockAndRead(db, 'after_sales', id)) as SaleRow | undefined;
    if (!sale || !canMake(afterSaleProcess, move, sale.status)) return false;
    const at = ctx.now();
    const to = afterSaleProcess.moves[move].to;
    await db
      .update(afterSales)
      .set({ status: to, updatedAt: at, ...(input.reply ? { reply: input.reply } : {}) })
      .where(and(eq(afterSales.id, id), eq(afterSales.status, sale.status)));
    await afterMove(db, move, sale, sale.status, input.reason, at);
    return true;
  });
}

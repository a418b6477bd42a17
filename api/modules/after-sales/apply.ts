import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterSaleLines, afterSales, orderLines, orders, uploads } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code, conflict, invalid } from '../../lib/envelope.ts';
import { localize } from '../../lib/locales.ts';
import { lockRows } from '../../lib/locks.ts';
import { text } from '../../lib/texts.ts';
import { canAfterSale, ownOrder } from '../orders/read.ts';
import type { AfterSaleApplyBody } from '../orders/schema.ts';
import { OPEN_AFTER_SALE_STATES, UNITS_TAKEN_STATES } from './states.ts';
import { submitted } from './transition.ts';

/** Requests of one order the shop has not decided yet; one more is refused until it answers. */
export const AFTER_SALE_OPEN_MAX = 3;

/**
 * POST /order/after/sale/apply: a request about lines of one of the shopper's paid orders, for no
 * more units of a line than were bought, less those its other requests (but refused ones) cover.
 * The order's row lock serializes requests about one order, so the units counted stay true until
 * the new request is written.
 */
export function applyAfterSale(ctx: ShopperContext, input: AfterSaleApplyBody): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const { db, locale } = tx;
    const locked = await lockRows(db, { orders: and(eq(orders.id, input.order_id), eq(orders.userId, ctx.user.id))! });
    if (!locked.get('orders')?.length) throw new AppError(Code.notFound, text(locale, 'api.afterSale.orderNotFound'));
    const order = await ownOrder(tx, input.order_id);
    if (!canAfterSale(order)) throw conflict(text(locale, 'api.afterSale.notAllowed'));

    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    for (const wanted of input.lines) {
      const line = lines.find((l) => l.id === wanted.order_line_id);
      if (!line) throw new AppError(Code.notFound, text(locale, 'api.afterSale.lineNotFound'));
      if (wanted.num > line.num)
        throw invalid(text(locale, 'api.afterSale.moreThanBought', { name: localize(line.productName, locale), bought: line.num }));
    }
    await checkPhotos(tx, input.photos);

    const [open] = await db
      .select({ n: count() })
      .from(afterSales)
      .where(and(eq(afterSales.orderId, order.id), inArray(afterSales.status, [...OPEN_AFTER_SALE_STATES])));
    if (open.n >= AFTER_SALE_OPEN_MAX) throw conflict(text(locale, 'api.afterSale.tooManyOpen', { max: AFTER_SALE_OPEN_MAX }));

    const taken = await unitsTaken(tx, order.id);
    for (const wanted of input.lines) {
      const line = lines.find((l) => l.id === wanted.order_line_id)!;
      const left = line.num - (taken.get(line.id) ?? 0);
      if (wanted.num > left)
        throw conflict(text(locale, 'api.afterSale.unitsTaken', { name: localize(line.productName, locale), bought: line.num, left }));
    }

    const at = ctx.now();
    const [row] = await db
      .insert(afterSales)
      .values({
        orderId: order.id,
        userId: ctx.user.id,
        reason: input.reason,
        description: input.description,
        photos: [...new Set(input.photos)],
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: afterSales.id });
    await db.insert(afterSaleLines).values(input.lines.map((l) => ({ afterSaleId: row.id, orderLineId: l.order_line_id, num: l.num })));
    await submitted(db, { id: row.id, orderId: order.id }, 'submitted by the shopper', at);
    return row.id;
  });
}

/** Units of each line of the order that its requests already cover. */
async function unitsTaken(ctx: ShopperContext, orderId: number): Promise<Map<number, number>> {
  const rows = await ctx.db
    .select({ lineId: afterSaleLines.orderLineId, num: sql<number>`sum(${afterSaleLines.num})::int` })
    .from(afterSaleLines)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
    .where(and(eq(afterSales.orderId, orderId), inArray(afterSales.status, [...UNITS_TAKEN_STATES])))
    .groupBy(afterSaleLines.orderLineId);
  return new Map(rows.map((r) => [r.lineId, r.num]));
}

async function checkPhotos(ctx: ShopperContext, photos: string[]): Promise<void> {
  if (!photos.length) return;
  const own = await ctx.db
    .select({ url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.userId, ctx.user.id), inArray(uploads.url, photos)));
  if (own.length !== new Set(photos).size) throw invalid(text(ctx.locale, 'api.afterSale.notYourPhotos'));
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterSaleHistory, afterSaleLines, afterSales, orderLines, orders, uploads } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { conflict, invalid, notFound } from '../../lib/envelope.ts';
import { localize } from '../../lib/locales.ts';
import { text } from '../../lib/texts.ts';
import { canAfterSale, ownOrder } from '../orders/read.ts';
import type { AfterSaleApplyBody, AfterSaleDetail } from '../orders/schema.ts';
import { submitted } from './transition.ts';

/** POST /order/after/sale/apply: a request about lines of one of the shopper's paid orders. */
export async function applyAfterSale(ctx: ShopperContext, input: AfterSaleApplyBody): Promise<number> {
  const order = await ownOrder(ctx, input.order_id);
  if (!canAfterSale(order)) throw conflict(text(ctx.locale, 'api.afterSale.notAllowed', {}));
  const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  for (const wanted of input.lines) {
    const line = lines.find((l) => l.id === wanted.order_line_id);
    if (!line) throw notFound('Order line');
    if (wanted.num > line.num) throw invalid(`lines: at most ${line.num} of order line ${line.id}`);
  }
  if (input.photos.length) {
    const own = await ctx.db
      .select({ url: uploads.url })
      .from(uploads)
      .where(and(eq(uploads.userId, ctx.user.id), inArray(uploads.url, input.photos)));
    if (own.length !== new Set(input.photos).size) throw invalid('photos: use pictures you uploaded');
  }
  return inTransaction(ctx, async ({ db }) => {
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

/** GET /order/after/sale/read/{id}: one of the shopper's requests; another shopper's is not found. */
export async function afterSaleDetail(ctx: ShopperContext, id: number): Promise<AfterSaleDetail> {
  const [sale] = await ctx.db
    .select({ sale: afterSales, orderNo: orders.orderNo })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(and(eq(afterSales.id, id), eq(afterSales.userId, ctx.user.id)));
  if (!sale) throw notFound('After-sales request');
  const [lines, history] = await Promise.all([
    ctx.db
      .select({ num: afterSaleLines.num, line: orderLines })
      .from(afterSaleLines)
      .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
      .where(eq(afterSaleLines.afterSaleId, id))
      .orderBy(asc(orderLines.id)),
    ctx.db
      .select()
      .from(afterSaleHistory)
      .where(eq(afterSaleHistory.afterSaleId, id))
      .orderBy(asc(afterSaleHistory.at), asc(afterSaleHistory.id)),
  ]);
  const s = sale.sale;
  return {
    id: s.id,
    order_id: s.orderId,
    order_no: sale.orderNo,
    status: s.status,
    reason: s.reason as AfterSaleDetail['reason'],
    description: s.description,
    photos: s.photos,
    reply: s.reply,
    lines: lines.map((l) => ({
      order_line_id: l.line.id,
      product_name: localize(l.line.productName, ctx.locale),
      product_color: localize(l.line.colorName, ctx.locale),
      cover_image: { name: localize(l.line.productName, ctx.locale), url: l.line.coverUrl },
      num: l.num,
    })),
    history: history.map((h) => ({ from: h.fromStatus, to: h.toStatus, at: h.at.toISOString() })),
    created_at: s.createdAt.toISOString(),
  };
}

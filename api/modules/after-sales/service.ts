import { and, asc, eq } from 'drizzle-orm';
import { afterSaleHistory, afterSaleLines, afterSales, orderLines, orders } from '../../db/schema/index.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { notFound } from '../../lib/envelope.ts';
import { localize } from '../../lib/locales.ts';
import type { AfterSaleDetail } from '../orders/schema.ts';

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

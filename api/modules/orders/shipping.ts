import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { ShopperContext } from '../../lib/context.ts';
import { conflict, invalid, notFound } from '../../lib/envelope.ts';
import { centsToString } from '../../lib/money.ts';
import { text } from '../../lib/texts.ts';
import { shippingRule } from '../cart/lines.ts';
import { shippingCents } from '../checkout/pricing.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { paymentAmount } from './payment-input.ts';
import { UNPAID } from './states.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * The buyer picked another shipping country in PayPal's window (GET /shipping/price/order, and
 * PayPal's server-side shipping callback): the order's shipping and total are computed again for
 * that country with the same rules as the cart, the PayPal order's amount is patched, then the
 * order is updated. A country the shop does not ship to is refused, so the storefront rejects it.
 */
export async function changeShippingCountry(ctx: ShopperContext, orderNo: string, payments: PaymentProvider): Promise<OrderRow> {
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, ctx.user.id)));
  if (!order) throw notFound('Order');
  return repriceShipping(ctx, order, ctx.country, payments);
}

/**
 * Reprices the order's shipping for `country`, patches PayPal's order (unless `payments` is null:
 * PayPal's server-side callback applies the amount the shop answers), then saves it. No database
 * transaction is held while PayPal is called; instead the save only matches the order as it was
 * read, so of two changes made at once one is refused (409) and PayPal and the shop cannot disagree
 * unnoticed (a capture is still checked against the order's total).
 */
export async function repriceShipping(
  ctx: Pick<ShopperContext, 'db' | 'locale' | 'now' | 'countries'>,
  order: OrderRow,
  country: string,
  payments: PaymentProvider | null,
): Promise<OrderRow> {
  if (order.status !== UNPAID) throw conflict(text(ctx.locale, 'api.order.notPayable', {}));
  const rule = shippingRule(ctx.countries, country);
  if (!rule.shipsTo) throw invalid(text(ctx.locale, 'api.order.noShipping', { country }));
  const ship = shippingCents(rule, order.goodsCents - order.discountCents, true);
  const next = { ...order, countryCode: country, shippingCents: ship, totalCents: order.goodsCents - order.discountCents + ship };
  if (payments && next.totalCents !== order.totalCents && order.paypalOrderId)
    await payments.patchAmount(order.paypalOrderId, paymentAmount(next));
  const [updated] = await ctx.db
    .update(orders)
    .set({ countryCode: country, shippingCents: ship, totalCents: next.totalCents, updatedAt: ctx.now() })
    .where(and(eq(orders.id, order.id), eq(orders.status, UNPAID), eq(orders.updatedAt, order.updatedAt)))
    .returning();
  if (!updated) throw conflict(text(ctx.locale, 'api.order.notPayable', {}));
  return updated;
}

export const amountsOf = (o: OrderRow) => ({
  origin_total_price: centsToString(o.goodsCents),
  discount_price: centsToString(o.discountCents),
  shipping_price: centsToString(o.shippingCents),
  total_price: centsToString(o.totalCents),
  country_code: o.countryCode,
});

import { eq } from 'drizzle-orm';
import { orderHistory, orders } from '../../db/schema/index.ts';
import type { Context, ShopperContext } from '../../lib/context.ts';
import { countryName, CountryDirectory, type CountrySet } from '../../lib/countries.ts';
import { conflict } from '../../lib/envelope.ts';
import { DEFAULT_LOCALE } from '../../lib/locales.ts';
import { centsToString } from '../../lib/money.ts';
import { text } from '../../lib/texts.ts';
import { shippingRule } from '../cart/lines.ts';
import { PaymentError, type PaymentProvider, type ProviderOrder } from '../payments/provider.ts';
import { repriceShipping } from './shipping.ts';
import { GIVEN_UP } from './states.ts';

type OrderRow = typeof orders.$inferSelect;
type ShipToContext = Pick<Context, 'db' | 'now' | 'log'> & Partial<Pick<Context, 'countries' | 'locale'>>;

/** What an approved PayPal order's shipping country means for its capture. */
export type ShipTo = { kind: 'as-is' } | { kind: 'reprice'; country: string } | { kind: 'refuse'; country: string };

/**
 * The country PayPal ships to against the one the order was priced for. The browser's checks can be
 * skipped (the card button has no shipping callback at all), so this is the one that counts. An
 * order without a country at PayPal leaves nothing to compare and is captured as it is.
 */
export function shipToOf(
  order: Pick<OrderRow, 'countryCode'>,
  remote: Pick<ProviderOrder, 'shippingCountry'>,
  countries: CountrySet,
): ShipTo {
  const country = remote.shippingCountry?.toUpperCase();
  if (!country || country === order.countryCode) return { kind: 'as-is' };
  return shippingRule(countries, country).shipsTo ? { kind: 'reprice', country } : { kind: 'refuse', country };
}

const reread = async (ctx: ShipToContext, order: OrderRow) => (await ctx.db.select().from(orders).where(eq(orders.id, order.id)))[0];

/**
 * The order to capture PayPal's order `remote` for: the order as it is, or repriced for the country
 * PayPal ships to (PayPal's amount patched, the change in the order's history); null for a country
 * the shop does not ship to: nothing may be captured, and the order stays unpaid until it expires.
 */
export async function orderToCapture(
  ctx: ShipToContext,
  order: OrderRow,
  remote: ProviderOrder,
  payments: PaymentProvider,
): Promise<OrderRow | null> {
  if (remote.status !== 'APPROVED' || remote.capture) {
    // Captured already, maybe by a concurrent capture that repriced it: settle against the order as it is now.
    const moved = remote.capture && remote.shippingCountry?.toUpperCase() !== order.countryCode;
    return (moved && (await reread(ctx, order))) || order;
  }
  // Reconciliation has no request's copy of the countries; it runs once a minute, so it reads them.
  const countries = ctx.countries ?? (await new CountryDirectory(ctx.db).get());
  const decision = shipToOf(order, remote, countries);
  if (decision.kind === 'as-is') return order;
  if (decision.kind === 'refuse') {
    ctx.log.warn(
      { orderNo: order.orderNo, country: decision.country },
      'PayPal ships to a country the shop does not ship to: not captured',
    );
    return null;
  }
  const locale = ctx.locale ?? DEFAULT_LOCALE;
  try {
    const repriced = await repriceShipping({ db: ctx.db, now: ctx.now, locale, countries }, order, decision.country, payments);
    const reason = `shipping country changed from ${order.countryCode} to ${decision.country} at PayPal; total ${centsToString(order.totalCents)} → ${centsToString(repriced.totalCents)}`;
    await ctx.db
      .insert(orderHistory)
      .values({ orderId: order.id, fromStatus: order.status, toStatus: order.status, reason, at: repriced.updatedAt });
    return repriced;
  } catch (error) {
    // A concurrent capture of the same order repriced it first (PayPal's order may be captured already).
    const now = await reread(ctx, order);
    if (now && now.countryCode === decision.country && !GIVEN_UP.includes(now.status)) return now;
    throw error;
  }
}

/** GET /order/capture's check: the order to capture, or 409 telling the shopper nothing was charged and why. */
export async function shipToForShopper(ctx: ShopperContext, order: OrderRow, payments: PaymentProvider): Promise<OrderRow> {
  if (!order.paypalOrderId) return order;
  let remote: ProviderOrder;
  try {
    remote = await payments.getOrder(order.paypalOrderId);
  } catch (error) {
    // An order PayPal does not know: the capture gets the same answer and reports it.
    if (error instanceof PaymentError && error.status === 404) return order;
    throw error;
  }
  const payable = await orderToCapture(ctx, order, remote, payments);
  if (payable) return payable;
  const country = countryName(ctx.locale, remote.shippingCountry?.toUpperCase() ?? '');
  throw conflict(text(ctx.locale, 'api.order.notChargedNoShipping', { country }));
}

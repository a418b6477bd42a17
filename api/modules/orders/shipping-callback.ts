import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { orders } from '../../db/schema/index.ts';
import { now } from '../../lib/clock.ts';
import { AppError } from '../../lib/envelope.ts';
import { DEFAULT_LOCALE } from '../../lib/locales.ts';
import type { App } from '../../lib/types.ts';
import { callbackTokenMatches } from '../payments/callback-token.ts';
import { amountJson } from '../payments/paypal-client.ts';
import { paymentAmount } from './payment-input.ts';
import { repriceShipping } from './shipping.ts';
import { text } from '../../lib/fields.ts';

/** Where PayPal posts a buyer's new shipping address (server-side shipping callback; Venmo has no client-side one). */
export const SHIPPING_CALLBACK_PATH = '/paypal-callbacks/shipping';

const Query = z.strictObject({ order_no: text().min(1).max(32), token: text().min(10).max(100) });
const Body = z.looseObject({
  id: text().min(1).max(64),
  shipping_address: z.looseObject({ country_code: text().regex(/^[A-Za-z]{2}$/) }),
});

/** PayPal's answer format for this callback (not the shop's envelope: PayPal reads it). */
const refuse = (reply: FastifyReply, issue: string, status = 422) =>
  reply.status(status).send({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });

/**
 * The same repricing as GET /shipping/price/order, for the shipping changes PayPal reports from its
 * own servers: the shop answers the new amount (PayPal applies it), or COUNTRY_ERROR for a country
 * it does not ship to, so the buyer must pick another.
 */
export default async function shippingCallbackRoutes(app: App, opts: { secret: string }) {
  app.post(SHIPPING_CALLBACK_PATH, async (req, reply) => {
    const query = Query.safeParse(req.query);
    const body = Body.safeParse(req.body);
    if (!query.success || !body.success) return refuse(reply, 'INVALID_REQUEST', 400);
    if (!callbackTokenMatches(opts.secret, query.data.order_no, query.data.token)) return refuse(reply, 'PERMISSION_DENIED', 403);
    const [order] = await app.db.select().from(orders).where(eq(orders.orderNo, query.data.order_no));
    if (!order || order.paypalOrderId !== body.data.id) return refuse(reply, 'ORDER_NOT_FOUND', 404);
    try {
      const country = body.data.shipping_address.country_code.toUpperCase();
      const updated = await repriceShipping(
        { db: app.db, locale: DEFAULT_LOCALE, now, countries: await app.countries.get() },
        order,
        country,
        null,
      );
      return { id: body.data.id, purchase_units: [{ reference_id: 'default', amount: amountJson(paymentAmount(updated)) }] };
    } catch (error) {
      if (error instanceof AppError) return refuse(reply, error.status === 400 ? 'COUNTRY_ERROR' : 'ORDER_NOT_PAYABLE');
      throw error;
    }
  });
}

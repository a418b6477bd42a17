import type { ShopperContext } from '../../lib/context.ts';
import { conflict } from '../../lib/envelope.ts';
import { text } from '../../lib/texts.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { livePayment } from './create.ts';
import { canCancel, canPayNow, ownOrder } from './read.ts';
import type { OrderPayBody } from './schema.ts';
import { transition } from './transition.ts';

/**
 * POST /order/pay: Pay now for an unpaid order (its card declined, or the payment abandoned in
 * PayPal's window; never one whose payment is pending, see canPayNow): the PayPal order it has, or
 * a new one when PayPal no longer knows it or it can no longer take a payment (livePayment); the
 * storefront then runs the usual approval and capture.
 */
export async function payNow(ctx: ShopperContext, input: OrderPayBody, payments: PaymentProvider) {
  const order = await ownOrder(ctx, input.id);
  if (!canPayNow(order, ctx.now())) throw conflict(text(ctx.locale, 'api.order.notPayable', {}));
  return { order, paypalOrderId: await livePayment(ctx, order, input.funding_source, payments) };
}

/** POST /order/cancel: the shopper gives up an unpaid order; the `cancel` move releases its units and coupon use at once. */
export async function cancelUnpaid(ctx: ShopperContext, id: number): Promise<void> {
  const order = await ownOrder(ctx, id);
  const cancelled = canCancel(order) && (await transition(ctx, 'cancel', order.id, { reason: 'cancelled by the shopper' })).moved;
  if (!cancelled) throw conflict(text(ctx.locale, 'api.order.notCancellable', {}));
}

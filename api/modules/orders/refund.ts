import type { ShopperContext } from '../../lib/context.ts';
import { conflict } from '../../lib/envelope.ts';
import { text } from '../../lib/texts.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { moveOrder } from './moves.ts';
import { refundedByPayPal } from './payment.ts';
import { canRefund, ownOrder } from './read.ts';

/**
 * GET /order/apply/refund/{id}: a paid order that has not shipped is refunded in full through
 * PayPal and its stock returns. The order moves to refund_requested first (a conditional update), so
 * two requests cannot refund twice; a refund PayPal refuses puts it back to paid.
 */
export async function applyRefund(ctx: ShopperContext, id: number, payments: PaymentProvider): Promise<void> {
  const order = await ownOrder(ctx, id);
  if (!canRefund(order) || !order.paypalCaptureId) throw conflict(text(ctx.locale, 'api.order.notRefundable', {}));
  if (!(await moveOrder(ctx.db, order.id, 'paid', 'refund_requested', 'refund requested by the shopper', ctx.now()))) {
    throw conflict(text(ctx.locale, 'api.order.notRefundable', {}));
  }
  try {
    await payments.refundCapture(
      order.paypalCaptureId,
      { cents: order.totalCents, currency: order.currency },
      `refund-${order.orderNo}`,
      order.orderNo,
    );
  } catch (error) {
    ctx.log.error({ err: error, orderNo: order.orderNo }, 'PayPal refused the refund');
    await moveOrder(ctx.db, order.id, 'refund_requested', 'paid', 'refund refused by PayPal', ctx.now());
    throw conflict(text(ctx.locale, 'api.order.refundFailed', {}));
  }
  await refundedByPayPal(ctx.db, { ...order, status: 'refund_requested' }, ctx.now());
}

import { and, asc, eq, lt } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { Context, ShopperContext } from '../../lib/context.ts';
import { conflict } from '../../lib/envelope.ts';
import { canMake } from '../../lib/process.ts';
import { text } from '../../lib/texts.ts';
import { PaymentError, type PaymentProvider } from '../payments/provider.ts';
import { refundedByPayPal } from './payment.ts';
import { ownOrder } from './read.ts';
import { orderProcess } from './states.ts';
import { transition } from './transition.ts';

type OrderRow = typeof orders.$inferSelect;
type RefundContext = Pick<Context, 'db' | 'now' | 'log'>;

/** Where a requested refund waits for PayPal's answer. */
export const REFUNDING = orderProcess.moves.requestRefund.to;

/** How a refund asked of PayPal ended: refunded, refused (paid again), or not known yet (PayPal unreachable: it stays requested). */
export type RefundOutcome = 'refunded' | 'refused' | 'pending';

/**
 * Asks PayPal to refund a refund_requested order in full and moves it by the answer. The request id
 * is the order's, so asking again (a retry, the reconciliation, an operator) never refunds twice:
 * PayPal answers the first refund again. A refusal moves the order back to paid; no answer leaves
 * it requested for the next try.
 */
export async function finishRefund(ctx: RefundContext, order: OrderRow, payments: PaymentProvider): Promise<RefundOutcome> {
  try {
    await payments.refundCapture(
      order.paypalCaptureId ?? '',
      { cents: order.totalCents, currency: order.currency },
      `refund-${order.orderNo}`,
      order.orderNo,
    );
  } catch (error) {
    // Only PayPal's 422 says no to this refund; other answers (an outage, a 404 from a sandbox that lost it) decide nothing.
    const refused = error instanceof PaymentError && error.status === 422;
    if (error instanceof PaymentError && error.issue === 'CAPTURE_FULLY_REFUNDED') {
      await refundedByPayPal(ctx, order, 'refund completed at PayPal');
      return 'refunded';
    }
    if (!refused) {
      ctx.log.warn({ err: error, orderNo: order.orderNo }, 'PayPal did not answer the refund; it will be asked again');
      return 'pending';
    }
    ctx.log.error({ err: error, orderNo: order.orderNo }, 'PayPal refused the refund');
    await transition(ctx, 'refundRefused', order.id, { reason: 'refund refused by PayPal' });
    return 'refused';
  }
  await refundedByPayPal(ctx, order, 'refund completed at PayPal');
  return 'refunded';
}

/**
 * GET /order/apply/refund/{id}: a paid order that has not shipped is refunded in full through
 * PayPal and its units are on hand again. The order moves to refund_requested first (so two
 * requests cannot refund twice), then PayPal is asked outside any transaction.
 */
export async function applyRefund(ctx: ShopperContext, id: number, payments: PaymentProvider): Promise<void> {
  const order = await ownOrder(ctx, id);
  if (!canMake(orderProcess, 'requestRefund', order.status) || !order.paypalCaptureId)
    throw conflict(text(ctx.locale, 'api.order.notRefundable', {}));
  const requested = await transition(ctx, 'requestRefund', order.id, { reason: 'refund requested by the shopper' });
  if (!requested.moved) throw conflict(text(ctx.locale, 'api.order.notRefundable', {}));
  if ((await finishRefund(ctx, requested.order, payments)) === 'refused') throw conflict(text(ctx.locale, 'api.order.refundFailed', {}));
}

/** Refunds requested longer ago than `olderThanMs`: a crash or an outage left them between the shop and PayPal. */
export const stuckRefunds = (ctx: Pick<Context, 'db' | 'now'>, olderThanMs: number, limit = 100) =>
  ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, REFUNDING), lt(orders.updatedAt, new Date(ctx.now().getTime() - olderThanMs))))
    .orderBy(asc(orders.id))
    .limit(limit);

/** Finishes every stuck refund (the reconciliation, and `npm run orders -- refunds resolve`). */
export async function resolveRefunds(ctx: RefundContext, payments: PaymentProvider, olderThanMs: number) {
  const done: Record<RefundOutcome, number> = { refunded: 0, refused: 0, pending: 0 };
  for (const order of await stuckRefunds(ctx, olderThanMs)) done[await finishRefund(ctx, order, payments)] += 1;
  return done;
}

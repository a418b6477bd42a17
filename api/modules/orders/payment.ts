import { and, asc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, paypalEvents } from '../../db/schema/index.ts';
import type { Context, ShopperContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/envelope.ts';
import { centsOrNull } from '../../lib/money.ts';
import { text } from '../../lib/texts.ts';
import { PaymentError, type PaymentProvider, type ProviderOrder, type ShipTo, type WebhookEvent } from '../payments/provider.ts';
import { orderToCapture, shipToForShopper } from './ship-to.ts';
import { GIVEN_UP, UNPAID } from './states.ts';
import { transition } from './transition.ts';

type OrderRow = typeof orders.$inferSelect;
type Capture = NonNullable<ProviderOrder['capture']>;

/**
 * Marks an order paid for a COMPLETED capture of the right amount, once, through the machine's
 * `pay` move (its holds become sales, its coupon use is counted, its lines leave the cart, and the
 * confirmation is written to the outbox), so the browser's capture, the webhook and the
 * reconciliation can all try and only one moves it. Returns false when it was not unpaid (already
 * paid by another path, or cancelled).
 */
export async function markPaid(
  ctx: Pick<Context, 'db' | 'now' | 'log'>,
  order: OrderRow,
  capture: Capture,
  reason: string,
  shipTo: ShipTo | null = null,
): Promise<boolean> {
  if (capture.status !== 'COMPLETED') return false;
  if (capture.amountCents !== order.totalCents || capture.currency !== order.currency) {
    // Never mark paid what was not paid in full; an operator must look at it.
    ctx.log.error(
      { orderNo: order.orderNo, captured: capture.amountCents, expected: order.totalCents },
      'captured amount differs from the order total',
    );
    return false;
  }
  const result =
    order.status === UNPAID
      ? await transition(ctx, 'pay', order.id, {
          reason,
          set: { paypalCaptureId: capture.id, captureStatus: capture.status, paidAt: ctx.now(), ...(shipTo ? { shipTo } : {}) },
        })
      : { moved: false as const, order };
  // Money PayPal took for an order the shop already gave up must go back: an operator refunds it.
  if (!result.moved && result.order && GIVEN_UP.includes(result.order.status))
    ctx.log.error({ orderNo: order.orderNo, captureId: capture.id }, 'PayPal captured a cancelled order: refund it');
  return result.moved;
}

/** Gives up an unpaid order whose time ran out: its holds and coupon use are released. */
export async function expireOrder(ctx: Pick<Context, 'db' | 'now'>, order: OrderRow, reason: string): Promise<boolean> {
  return (await transition(ctx, 'expire', order.id, { reason })).moved;
}

/** Records what PayPal said about a capture that did not complete (PENDING waits for the webhook). */
async function noteCapture(db: Db, order: OrderRow, status: string, captureId: string | null, at: Date) {
  await db
    .update(orders)
    .set({ captureStatus: status, ...(captureId ? { paypalCaptureId: captureId } : {}), updatedAt: at })
    .where(and(eq(orders.id, order.id), eq(orders.status, UNPAID)));
}

/**
 * GET /order/capture: captures the shopper's approved PayPal order and answers PayPal's capture
 * status. Idempotent: a paid order answers COMPLETED without asking PayPal again, concurrent calls
 * send the same PayPal-Request-Id (PayPal captures once and replays), and an order PayPal already
 * captured is read back instead. Success is judged by the capture's own status, not the order's.
 */
export async function captureForShopper(
  ctx: ShopperContext,
  paypalOrderId: string,
  payments: PaymentProvider,
): Promise<{ status: string; order: OrderRow }> {
  let [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.paypalOrderId, paypalOrderId), eq(orders.userId, ctx.user.id)));
  if (!order) throw notFound('Order');
  if (order.status !== UNPAID) {
    if (GIVEN_UP.includes(order.status)) throw conflict(text(ctx.locale, 'api.order.expired', {}));
    return { status: 'COMPLETED', order };
  }
  order = await shipToForShopper(ctx, order, payments); // ship-to check: repriced for where PayPal ships, or 409 where the shop does not
  let result: ProviderOrder;
  try {
    result = await payments.capture(paypalOrderId, `capture-${order.orderNo}`);
  } catch (error) {
    if (error instanceof PaymentError && error.issue === 'ORDER_ALREADY_CAPTURED') result = await payments.getOrder(paypalOrderId);
    else if (error instanceof PaymentError && error.issue) return { status: error.issue, order };
    else throw error;
  }
  return { status: await settle(ctx, order, result, 'captured by the shopper'), order };
}

/** Applies what PayPal reports about an order's payment; answers the capture's status. */
async function settle(ctx: Pick<Context, 'db' | 'now' | 'log'>, order: OrderRow, result: ProviderOrder, reason: string): Promise<string> {
  const capture = result.capture;
  if (!capture) return result.status;
  if (capture.status === 'COMPLETED') {
    const paid = await markPaid(ctx, order, capture, reason, result.shipTo);
    if (paid) return 'COMPLETED';
    const [now] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    return now?.status === UNPAID ? 'AMOUNT_MISMATCH' : 'COMPLETED';
  }
  await noteCapture(ctx.db, order, capture.status, capture.id, ctx.now());
  return capture.status;
}

/** The order an event is about, and whether the event was applied before (one query for both). */
const orderOfEvent = async (db: Db, event: WebhookEvent): Promise<{ order?: OrderRow; seen: boolean }> => {
  const conditions = [
    event.orderNo ? eq(orders.orderNo, event.orderNo) : undefined,
    event.orderId ? eq(orders.paypalOrderId, event.orderId) : undefined,
    event.captureId ? eq(orders.paypalCaptureId, event.captureId) : undefined,
  ].filter(Boolean);
  if (conditions.length === 0) return { seen: false };
  const [row] = await db
    .select({ order: orders, seen: sql<boolean>`exists (select 1 from ${paypalEvents} where ${paypalEvents.eventId} = ${event.id})` })
    .from(orders)
    .where(or(...conditions));
  return row ? { order: row.order, seen: Boolean(row.seen) } : { seen: false };
};

/**
 * A verified PayPal webhook event, applied once per event id: capture completed (paid, even when the
 * browser's capture answer was lost), pending, denied (the order stays payable and expires), refunded
 * (from PayPal's side too). The event id is recorded in the same transaction as its effect.
 */
export async function applyWebhook(
  ctx: Pick<Context, 'db' | 'now' | 'log'>,
  event: WebhookEvent,
): Promise<'applied' | 'replayed' | 'ignored'> {
  const { order, seen } = await orderOfEvent(ctx.db, event);
  if (seen) return 'replayed';
  const r = event.resource as { id?: string; status?: string; amount?: { value?: string; currency_code?: string } };
  if (order && event.eventType === 'PAYMENT.CAPTURE.COMPLETED') {
    const cents = centsOrNull(r.amount?.value) ?? -1;
    await markPaid(
      ctx,
      order,
      { id: r.id ?? '', status: 'COMPLETED', amountCents: cents, currency: r.amount?.currency_code ?? '' },
      'webhook: capture completed',
    );
  } else if (order && (event.eventType === 'PAYMENT.CAPTURE.PENDING' || event.eventType === 'PAYMENT.CAPTURE.DENIED')) {
    await noteCapture(ctx.db, order, event.eventType === 'PAYMENT.CAPTURE.PENDING' ? 'PENDING' : 'DENIED', r.id ?? null, ctx.now());
  } else if (order && event.eventType === 'PAYMENT.CAPTURE.REFUNDED') {
    // The shop refunds whole orders; a part refund made in PayPal's dashboard is for an operator to settle.
    if ((centsOrNull(r.amount?.value) ?? order.totalCents) >= order.totalCents) await refundedByPayPal(ctx, order, 'refunded at PayPal');
    else ctx.log.warn({ orderNo: order.orderNo, refunded: r.amount?.value }, 'PayPal reports a part refund: the order stays as it is');
  }
  const inserted = await ctx.db
    .insert(paypalEvents)
    .values({ eventId: event.id, eventType: event.eventType, resourceId: event.resourceId })
    .onConflictDoNothing()
    .returning({ id: paypalEvents.eventId });
  return inserted.length ? (order ? 'applied' : 'ignored') : 'replayed';
}

/** A refund made at PayPal (the shop's own, or from PayPal's dashboard): the order is refunded and its units are on hand again. */
export async function refundedByPayPal(ctx: Pick<Context, 'db' | 'now'>, order: Pick<OrderRow, 'id'>, reason: string): Promise<boolean> {
  return (await transition(ctx, 'refund', order.id, { reason })).moved;
}

/**
 * Orders stuck between approval and capture, or past their payment time: asks PayPal about each
 * (a capture whose answer was lost ends paid; an approved order is captured; an order PayPal never
 * saw approved is cancelled once expired, giving its stock back). No database transaction is held
 * while PayPal is asked (on the embedded database that would block the app's other queries), so it
 * is safe with several instances through the moves themselves: capturing is idempotent on the
 * order's PayPal-Request-Id, and paying or cancelling is a conditional move that one instance wins.
 */
export async function reconcile(
  ctx: Pick<Context, 'db' | 'now' | 'log'>,
  payments: PaymentProvider,
  opts: { olderThanMs: number; limit?: number },
): Promise<{ paid: number; cancelled: number }> {
  const at = ctx.now();
  const done = { paid: 0, cancelled: 0 };
  const candidates = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, UNPAID),
        or(lt(orders.expiresAt, at), and(isNotNull(orders.paypalOrderId), lt(orders.updatedAt, new Date(at.getTime() - opts.olderThanMs)))),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(opts.limit ?? 100);
  for (let order of candidates) {
    let remote: ProviderOrder | null = null;
    if (order.paypalOrderId) {
      try {
        remote = await payments.getOrder(order.paypalOrderId);
        const payable = await orderToCapture(ctx, order, remote, payments); // ship-to check: repriced, or null (never captured)
        if (payable && remote.status === 'APPROVED' && !remote.capture)
          remote = await payments.capture(order.paypalOrderId, `capture-${order.orderNo}`);
        order = payable ?? order;
      } catch (err) {
        if (!(err instanceof PaymentError && err.status === 404)) {
          ctx.log.warn({ err, orderNo: order.orderNo }, 'reconciliation could not reach PayPal; will try again');
          continue;
        }
      }
    }
    if (remote && (await settle(ctx, order, remote, 'reconciled with PayPal')) === 'COMPLETED') {
      done.paid += 1;
      continue;
    }
    // A capture PayPal holds as pending is waited for, not cancelled.
    const pending = remote?.capture?.status === 'PENDING' || order.captureStatus === 'PENDING';
    if (order.expiresAt < at && !pending && (await expireOrder(ctx, order, 'payment time ran out'))) done.cancelled += 1;
  }
  return done;
}

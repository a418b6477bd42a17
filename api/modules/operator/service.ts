import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { afterSales, orderHistory, orderLines, orders, outbox, users } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { conflict, notFound } from '../../lib/envelope.ts';
import { localize } from '../../lib/locales.ts';
import { centsToString } from '../../lib/money.ts';
import { canMake } from '../../lib/process.ts';
import { text } from '../../lib/texts.ts';
import { moveAfterSale } from '../after-sales/transition.ts';
import { composeMail, loadMessage } from '../messages/compose.ts';
import { afterSaleProcess } from '../after-sales/states.ts';
import { finishRefund } from '../orders/refund.ts';
import { ORDER_STATUSES } from '../orders/rules.ts';
import { orderProcess, type OrderMove, type OrderStatus } from '../orders/states.ts';
import { transition, type MoveInput } from '../orders/transition.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { inWorkspace, recordAction, type Actor } from './audit.ts';
import type { OperatorOrderDetail, OperatorOrderQuery, OperatorShipBody } from './schema.ts';
import { likePattern } from '../../lib/like.ts';

type OrderRow = typeof orders.$inferSelect;

/** GET /operator/me: who the back office is signed in as. */
export async function operatorOf(ctx: ShopperContext) {
  const [me] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, ctx.user.id));
  return { email: me.email };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const nextDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000);

/** The list's conditions besides the status (the counts per status use them too). */
function listWhere(q: OperatorOrderQuery): SQL | undefined {
  const search = q.q ? likePattern(q.q) : null;
  return and(
    q.from ? gte(orders.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(orders.createdAt, nextDay(q.to)) : undefined,
    search ? or(ilike(orders.orderNo, search), ilike(users.email, search)) : undefined,
  );
}

const rowOf = (o: OrderRow, email: string) => ({
  id: o.id,
  order_no: o.orderNo,
  email,
  status: o.status,
  total_price: centsToString(o.totalCents),
  currency: o.currency,
  country_code: o.countryCode,
  created_at: o.createdAt.toISOString(),
  paid_at: iso(o.paidAt),
});

/** GET /operator/order/getList: a page of orders, newest first, and how many there are per status. */
export async function listOrders(ctx: ShopperContext, q: OperatorOrderQuery) {
  const where = listWhere(q);
  const filtered = and(where, q.status ? eq(orders.status, q.status) : undefined);
  const [rows, perStatus] = await Promise.all([
    ctx.db
      .select({ order: orders, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(filtered)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    ctx.db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .groupBy(orders.status),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const r of perStatus) counts[r.status] = r.n;
  const total = q.status ? counts[q.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { list: rows.map((r) => rowOf(r.order, r.email)), total, page: q.page, page_size: q.page_size, counts };
}

/** The actions the process allows an order now, as the back office offers them. */
function actionsOf(o: OrderRow): OperatorOrderDetail['actions'] {
  const can = (move: OrderMove) => canMake(orderProcess, move, o.status);
  return [
    ...(can('ship') ? (['ship'] as const) : []),
    ...(can('complete') ? (['complete'] as const) : []),
    ...(can('cancel') ? (['cancel'] as const) : []),
    ...(can('requestRefund') && o.paypalCaptureId ? (['refund'] as const) : []),
    ...(o.paidAt ? (['resend'] as const) : []),
  ];
}

/** GET /operator/order/read/:id: everything about one order, its history and the e-mails it sent. */
export async function readOrder(ctx: ShopperContext, id: number): Promise<OperatorOrderDetail> {
  const [found] = await ctx.db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!found) throw notFound('Order');
  const o = found.order;
  const [lines, history, emails, sales] = await Promise.all([
    ctx.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
    ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, id)).orderBy(asc(orderHistory.at), asc(orderHistory.id)),
    ctx.db.select().from(outbox).where(eq(outbox.orderId, id)).orderBy(asc(outbox.id)),
    ctx.db.select().from(afterSales).where(eq(afterSales.orderId, id)).orderBy(asc(afterSales.id)),
  ]);
  return {
    ...rowOf(o, found.email),
    locale: o.locale,
    goods_price: centsToString(o.goodsCents),
    discount_price: centsToString(o.discountCents),
    shipping_price: centsToString(o.shippingCents),
    coupon_code: o.couponCode,
    remark: o.remark,
    paypal_order_id: o.paypalOrderId,
    paypal_capture_id: o.paypalCaptureId,
    capture_status: o.captureStatus,
    expires_at: o.expiresAt.toISOString(),
    carrier: o.carrier,
    tracking_number: o.trackingNumber,
    tracking_url: o.trackingUrl,
    ship_to: o.shipTo ?? null,
    lines: lines.map((l) => ({
      id: l.id,
      sku_id: l.skuId,
      name: localize(l.productName, ctx.locale),
      colour: localize(l.colorName, ctx.locale),
      unit_price: centsToString(l.unitCents),
      num: l.num,
    })),
    history: history.map((h) => ({ from: h.fromStatus, to: h.toStatus, reason: h.reason, at: h.at.toISOString() })),
    emails: emails.map((m) => ({
      id: m.id,
      kind: m.kind,
      created_at: m.createdAt.toISOString(),
      sent_at: iso(m.sentAt),
      failed_at: iso(m.failedAt),
      attempts: m.attempts,
      last_error: m.lastError,
    })),
    after_sales: sales.map((s) => ({
      id: s.id,
      status: s.status,
      reason: s.reason,
      description: s.description,
      reply: s.reply,
      created_at: s.createdAt.toISOString(),
    })),
    actions: actionsOf(o),
  };
}

const refused = (ctx: ShopperContext) => conflict(text(ctx.locale, 'api.operator.moveRefused', {}));

/** An order move made by an operator, with its audit line, in one transaction; refused (409) when the order does not allow it now. */
export async function moveByOperator(
  ctx: Pick<ShopperContext, 'db' | 'now'>,
  actor: Actor,
  orderId: number,
  move: Extract<OrderMove, 'ship' | 'complete' | 'cancel' | 'requestRefund'>,
  set: MoveInput['set'] = {},
): Promise<OrderRow | null> {
  return inTransaction(ctx, async (tx) => {
    const result = await transition(tx, move, orderId, { reason: `operator${actor.via === 'command line' ? ' (command line)' : ''}`, set });
    if (!result.moved) return null;
    await recordAction(tx.db, actor, `order.${move}`, `order:${result.order.orderNo}`, { ...set, to: result.order.status });
    return result.order;
  });
}

export async function shipOrder(ctx: ShopperContext, body: OperatorShipBody) {
  const set = { carrier: body.carrier ?? null, trackingNumber: body.tracking_number ?? null, trackingUrl: body.tracking_url ?? null };
  const moved = await moveByOperator(ctx, inWorkspace(ctx), body.order_id, 'ship', set);
  if (!moved) throw refused(ctx);
  return { status: moved.status };
}

export async function simpleMove(ctx: ShopperContext, orderId: number, move: 'complete' | 'cancel') {
  const moved = await moveByOperator(ctx, inWorkspace(ctx), orderId, move);
  if (!moved) throw refused(ctx);
  return { status: moved.status };
}

/** A full refund an operator decides: requested under the order's lock (with the audit line), then asked of PayPal. */
export async function refundByOperator(ctx: ShopperContext, orderId: number, payments: PaymentProvider) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.paypalCaptureId) throw refused(ctx);
  const requested = await moveByOperator(ctx, inWorkspace(ctx), orderId, 'requestRefund');
  if (!requested) throw refused(ctx);
  await finishRefund(ctx, requested, payments);
  const [now] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return { status: now.status };
}

/** Queues the confirmation e-mail of a paid order again. */
export async function resendConfirmation(ctx: ShopperContext, orderId: number) {
  const message = orderProcess.moves.pay.message;
  if (!message) throw new Error('the pay move sends no confirmation');
  return inTransaction(ctx, async ({ db }) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw notFound('Order');
    if (!order.paidAt) throw refused(ctx);
    await db.insert(outbox).values({ kind: message, orderId, locale: order.locale, createdAt: ctx.now() });
    await recordAction(db, inWorkspace(ctx), 'order.resend', `order:${order.orderNo}`, { kind: message });
    return { queued: true as const };
  });
}

/** An after-sales decision (approve or reject with a reply), with its audit line. */
export async function decideByOperator(
  ctx: Pick<ShopperContext, 'db' | 'now'>,
  actor: Actor,
  id: number,
  decision: 'approve' | 'reject',
  reply: string,
) {
  return inTransaction(ctx, async (tx) => {
    if (!(await moveAfterSale(tx, id, decision, { reason: 'operator', reply }))) return null;
    await recordAction(tx.db, actor, `after_sale.${decision}`, `after_sale:${id}`, { reply });
    return afterSaleProcess.moves[decision].to;
  });
}

export async function decide(ctx: ShopperContext, id: number, decision: 'approve' | 'reject', reply: string) {
  const status = await decideByOperator(ctx, inWorkspace(ctx), id, decision, reply);
  if (!status) throw refused(ctx);
  return { status };
}

/** GET /operator/message/read/:id: an outbox message rendered from the order as it is now (what the sender would send). */
export async function previewMessage(ctx: ShopperContext, id: number) {
  const [row] = await ctx.db.select().from(outbox).where(eq(outbox.id, id));
  const message = row ? await loadMessage(ctx.db, row) : null;
  if (!message) throw notFound('Message');
  const mail = composeMail(message, ctx.config);
  return { id, kind: message.kind, to: mail.to, locale: message.locale, subject: mail.subject, html: mail.html, text: mail.text };
}

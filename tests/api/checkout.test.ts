import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { couponRedemptions, coupons, orderHistory, orders, products, productSkus } from '../../api/db/schema/index.ts';
import { freezeClock, resetClock } from '../../api/lib/clock.ts';
import { reconcile } from '../../api/modules/orders/payment.ts';
import { sandboxSecrets } from '../../api/paypal-emulator/secrets.ts';
import { addToCart, approve, capture, cartList, checkout, shoppers, skuWithStock, stockOf } from './helpers/commerce.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  // Webhooks are delivered by hand here, so each test decides what PayPal tells the shop.
  ctx = await createTestContext({ env: { PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

const one = async (name: string) => (await shoppers(ctx, name, 1))[0];
/** Posts a signed webhook to the shop, as PayPal would (optionally with a tampered body). */
const postWebhook = (event: { headers: Record<string, string>; body: string }, payload = event.body) =>
  ctx.app.inject({ method: 'POST', url: '/api/paypal/webhook', headers: event.headers, payload });
const orderRow = async (id: number) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
const soldOf = async (skuId: number) =>
  (
    await ctx.db
      .select({ n: products.soldCount })
      .from(products)
      .innerJoin(productSkus, eq(productSkus.productId, products.id))
      .where(eq(productSkus.id, skuId))
  )[0].n;

describe('checkout', () => {
  it('creates an order priced by the server, reserves stock, and captures it once: paid, cart emptied', async () => {
    const me = await one('happy');
    const sku = await skuWithStock(ctx, 5, 0);
    await addToCart(ctx, me, sku, 2);
    const created = await checkout(ctx, me);
    expect(created).toMatchObject({ status: 200, code: 200 });
    const { order_id, order_no, paypal_order_id } = created.data;
    expect(order_no).toMatch(/^M\d{16}$/);
    expect(await stockOf(ctx, sku)).toBe(3);
    expect((await orderRow(order_id)).status).toBe('pending_payment');

    // Submitting the same cart again returns the same order and reserves nothing more.
    expect((await checkout(ctx, me)).data).toEqual(created.data);
    expect(await stockOf(ctx, sku)).toBe(3);

    // Not approved in PayPal's window yet: PayPal's reason comes back and nothing is paid.
    expect((await capture(ctx, me, paypal_order_id)).data.paypal_status).toBe('ORDER_NOT_APPROVED');
    expect((await orderRow(order_id)).status).toBe('pending_payment');
    expect((await approve(ctx, paypal_order_id)).statusCode).toBe(200);
    const soldBefore = await soldOf(sku);
    const captured = await capture(ctx, me, paypal_order_id);
    expect(captured.data).toEqual({ paypal_status: 'COMPLETED', order_id, order_no });
    const paid = await orderRow(order_id);
    expect(paid).toMatchObject({ status: 'paid', captureStatus: 'COMPLETED' });
    expect((await cartList(ctx, me)).data.cartData).toEqual([]);
    expect(await soldOf(sku)).toBe(soldBefore + 2);
    // A repeated capture changes nothing and still answers COMPLETED.
    expect((await capture(ctx, me, paypal_order_id)).data.paypal_status).toBe('COMPLETED');
    expect(await soldOf(sku)).toBe(soldBefore + 2);
    const history = await ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, order_id));
    expect(history.map((h) => h.toStatus)).toEqual(['pending_payment', 'paid']);
  });

  it('answers a repeated submit with its order even when that order took the last unit', async () => {
    const me = await one('last-unit');
    const sku = await skuWithStock(ctx, 1, 9);
    await addToCart(ctx, me, sku, 1);
    const first = await checkout(ctx, me);
    expect(first).toMatchObject({ status: 200, code: 200 });
    expect(await stockOf(ctx, sku)).toBe(0);
    // The answer was lost; the storefront submits the same cart again.
    expect((await checkout(ctx, me)).data).toEqual(first.data);
    // Another shopper is refused.
    const other = await one('last-unit-other');
    await skuWithStock(ctx, 1, 9);
    await addToCart(ctx, other, sku, 1);
    await skuWithStock(ctx, 0, 9);
    expect(await checkout(ctx, other)).toMatchObject({ status: 409, code: 409 });
  });

  it('refuses a tampered total with 409 and creates and reserves nothing', async () => {
    const me = await one('tamper');
    const sku = await skuWithStock(ctx, 5, 1);
    await addToCart(ctx, me, sku, 1);
    const before = await ctx.db.select().from(orders);
    const res = await checkout(ctx, me, { total_price: '0.01' });
    expect(res).toMatchObject({ status: 409, code: 409 });
    expect(res.message).toMatch(/Prices have changed/);
    expect(await stockOf(ctx, sku)).toBe(5);
    expect(await ctx.db.select().from(orders)).toHaveLength(before.length);
  });

  it('reserves nothing when PayPal cannot open the order, and the same cart goes through once it can', async () => {
    const me = await one('paypal-down');
    const sku = await skuWithStock(ctx, 3, 3);
    await addToCart(ctx, me, sku, 1);
    const before = await ctx.db.select().from(orders);
    const outage = vi.spyOn(ctx.app.payments, 'createOrder').mockRejectedValueOnce(new Error('connect ETIMEDOUT'));
    try {
      const res = await checkout(ctx, me);
      expect(res).toMatchObject({ status: 409, code: 409 });
      expect(res.message).toMatch(/create order failed/i);
    } finally {
      outage.mockRestore();
    }
    expect(await stockOf(ctx, sku)).toBe(3);
    expect(await ctx.db.select().from(orders)).toHaveLength(before.length);
    expect(await checkout(ctx, me)).toMatchObject({ status: 200, code: 200 });
    expect(await stockOf(ctx, sku)).toBe(2);
  });

  it('sells exactly the stock to 200 concurrent buyers of 5 units, never below zero', async () => {
    const sku = await skuWithStock(ctx, 5, 2);
    const buyers = await shoppers(ctx, 'rush', 200);
    // Everyone has it in the cart while it is in stock.
    await Promise.all(buyers.map((b) => addToCart(ctx, b, sku, 1)));
    const results = await Promise.all(
      buyers.map(async (b) => {
        const created = await checkout(ctx, b);
        if (created.status !== 200) return { created };
        await approve(ctx, created.data.paypal_order_id);
        return { created, captured: await capture(ctx, b, created.data.paypal_order_id) };
      }),
    );
    const paid = results.filter((r) => r.captured?.data?.paypal_status === 'COMPLETED');
    const refused = results.filter((r) => r.created.status !== 200);
    expect(paid).toHaveLength(5);
    expect(refused).toHaveLength(195);
    for (const r of refused) expect(r.created).toMatchObject({ status: 409, code: 409 });
    expect(refused[0].created.message).toMatch(/does not have enough stock/);
    expect(await stockOf(ctx, sku)).toBe(0);
  }, 120_000);

  it('captures once when 20 captures of one order race', async () => {
    const me = await one('race');
    const sku = await skuWithStock(ctx, 5, 3);
    await addToCart(ctx, me, sku, 1);
    const { data } = await checkout(ctx, me);
    await approve(ctx, data.paypal_order_id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => capture(ctx, me, data.paypal_order_id)));
    expect(answers.every((a) => a.data?.paypal_status === 'COMPLETED')).toBe(true);
    const moves = await ctx.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, data.order_id), eq(orderHistory.toStatus, 'paid')));
    expect(moves).toHaveLength(1);
    const remote = await ctx.app.payments.getOrder(data.paypal_order_id);
    expect(remote.capture?.status).toBe('COMPLETED');
  });

  it('holds a coupon limited to 3 uses to exactly 3 under 50 concurrent checkouts', async () => {
    await ctx.db.insert(coupons).values({ code: 'ONLY3', kind: 'percent', value: 10, maxUses: 3 });
    const sku = await skuWithStock(ctx, 100, 4);
    const buyers = await shoppers(ctx, 'coupon3', 50);
    await Promise.all(buyers.map((b) => addToCart(ctx, b, sku, 1)));
    const results = await Promise.all(
      buyers.map(async (b) => {
        const created = await checkout(ctx, b, { coupon_code: 'ONLY3' });
        if (created.status !== 200) return created;
        await approve(ctx, created.data.paypal_order_id);
        return capture(ctx, b, created.data.paypal_order_id);
      }),
    );
    expect(results.filter((r) => r.data?.paypal_status === 'COMPLETED')).toHaveLength(3);
    // The others are refused with the coupon's own message, never an error of the shop (a deadlock, say).
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(47);
    for (const r of refused) expect(r).toMatchObject({ status: 400, code: 400 });
    expect(refused[0].message).toMatch(/ONLY3/);
    const [row] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'ONLY3'));
    expect(row.usedCount).toBe(3);
    const used = await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, row.id));
    expect(used.filter((u) => u.state !== 'released')).toHaveLength(3);
  }, 120_000);

  it('gives the stock back when an unpaid order expires', async () => {
    const me = await one('expire');
    const sku = await skuWithStock(ctx, 4, 5);
    await addToCart(ctx, me, sku, 3);
    const { data } = await checkout(ctx, me);
    expect(await stockOf(ctx, sku)).toBe(1);
    const clock = freezeClock();
    clock.advance((ctx.config.ORDER_PAYMENT_MINUTES + 1) * 60_000);
    const done = await reconcile({ db: ctx.db, now: () => new Date(clock.ms), log: ctx.app.log }, ctx.app.payments, {
      olderThanMs: 60_000,
    });
    resetClock();
    expect(done.cancelled).toBeGreaterThanOrEqual(1);
    expect((await orderRow(data.order_id)).status).toBe('cancelled');
    expect(await stockOf(ctx, sku)).toBe(4);
    expect((await capture(ctx, me, data.paypal_order_id)).status).toBe(409);
  });
});

describe('PayPal webhooks and reconciliation', () => {
  it('ends paid through reconciliation when the capture answer never reached the shop', async () => {
    const me = await one('lost');
    const sku = await skuWithStock(ctx, 5, 6);
    await addToCart(ctx, me, sku, 1);
    const { data } = await checkout(ctx, me);
    await approve(ctx, data.paypal_order_id);
    // PayPal captures, but the shop never hears the answer (its request timed out).
    await ctx.app.payments.capture(data.paypal_order_id, `capture-${data.order_no}`);
    expect((await orderRow(data.order_id)).status).toBe('pending_payment');
    await ctx.db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(orders.id, data.order_id));
    const done = await reconcile({ db: ctx.db, now: () => new Date(), log: ctx.app.log }, ctx.app.payments, { olderThanMs: 60_000 });
    expect(done.paid).toBeGreaterThanOrEqual(1);
    expect((await orderRow(data.order_id)).status).toBe('paid');
  });

  it('ends paid through a signed webhook, refuses a bad signature and ignores a replay', async () => {
    const { signedCaptureEvent } = await import('../../api/paypal-emulator/webhooks.ts');
    const me = await one('hook');
    const sku = await skuWithStock(ctx, 5, 7);
    await addToCart(ctx, me, sku, 1);
    const { data } = await checkout(ctx, me);
    await approve(ctx, data.paypal_order_id);
    const remote = await ctx.app.payments.capture(data.paypal_order_id, `capture-${data.order_no}`);
    const resource = {
      id: remote.capture!.id,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: (remote.capture!.amountCents / 100).toFixed(2) },
      invoice_id: data.order_no,
      custom_id: data.order_no,
      supplementary_data: { related_ids: { order_id: data.paypal_order_id } },
    };
    const event = signedCaptureEvent(sandboxSecrets(ctx.config).webhookKey, 'PAYMENT.CAPTURE.COMPLETED', resource, 'Payment completed');
    const tampered = event.body.replace(data.order_no, 'M0000000000000000');
    const bad = await postWebhook(event, tampered);
    expect(bad.statusCode).toBe(400);
    expect((await orderRow(data.order_id)).status).toBe('pending_payment');
    const good = await postWebhook(event);
    expect(good.json()).toMatchObject({ code: 200, data: { result: 'applied' } });
    expect((await orderRow(data.order_id)).status).toBe('paid');
    const replay = await postWebhook(event);
    expect(replay.json().data).toEqual({ result: 'replayed' });
    const paidMoves = await ctx.db
      .select()
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, data.order_id), eq(orderHistory.toStatus, 'paid')));
    expect(paidMoves).toHaveLength(1);
  });

  it("refunds an order refunded in PayPal's dashboard, found by its capture; a part refund leaves it paid", async () => {
    const { signedCaptureEvent } = await import('../../api/paypal-emulator/webhooks.ts');
    const me = await one('dashboard');
    const sku = await skuWithStock(ctx, 5, 8);
    await addToCart(ctx, me, sku, 2);
    const { data } = await checkout(ctx, me);
    await approve(ctx, data.paypal_order_id);
    expect((await capture(ctx, me, data.paypal_order_id)).data.paypal_status).toBe('COMPLETED');
    const paid = await orderRow(data.order_id);
    // A refund made at PayPal names neither the order nor its number: only its link up to the capture.
    const refundEvent = (cents: number) =>
      signedCaptureEvent(
        sandboxSecrets(ctx.config).webhookKey,
        'PAYMENT.CAPTURE.REFUNDED',
        {
          id: `REF${cents}`,
          status: 'COMPLETED',
          amount: { currency_code: 'USD', value: (cents / 100).toFixed(2) },
          links: [{ rel: 'up', method: 'GET', href: `https://api-m.sandbox.paypal.com/v2/payments/captures/${paid.paypalCaptureId}` }],
        },
        'A payment was refunded',
      );
    const deliver = async (event: ReturnType<typeof refundEvent>) => (await postWebhook(event)).json();
    expect(await deliver(refundEvent(100))).toMatchObject({ code: 200, data: { result: 'applied' } });
    expect((await orderRow(data.order_id)).status).toBe('paid');
    expect(await stockOf(ctx, sku)).toBe(3);
    expect(await deliver(refundEvent(paid.totalCents))).toMatchObject({ code: 200, data: { result: 'applied' } });
    expect((await orderRow(data.order_id)).status).toBe('refunded');
    expect(await stockOf(ctx, sku)).toBe(5);
  });

  it('leaves a declined capture payable and a pending one waiting', async () => {
    const me = await one('declined');
    const sku = await skuWithStock(ctx, 5, 8);
    await addToCart(ctx, me, sku, 1);
    const { data } = await checkout(ctx, me);
    await approve(ctx, data.paypal_order_id, 'declined');
    expect((await capture(ctx, me, data.paypal_order_id)).data.paypal_status).toBe('DECLINED');
    expect((await orderRow(data.order_id)).status).toBe('pending_payment');

    const { signedCaptureEvent } = await import('../../api/paypal-emulator/webhooks.ts');
    const waiting = await one('pending');
    await addToCart(ctx, waiting, sku, 1);
    const held = (await checkout(ctx, waiting)).data;
    await approve(ctx, held.paypal_order_id, 'pending');
    expect((await capture(ctx, waiting, held.paypal_order_id)).data.paypal_status).toBe('PENDING');
    expect((await orderRow(held.order_id)).status).toBe('pending_payment');
    // Past its payment time, reconciliation asks PayPal, hears PENDING, and waits instead of cancelling.
    const clock = freezeClock();
    clock.advance((ctx.config.ORDER_PAYMENT_MINUTES + 1) * 60_000);
    await reconcile({ db: ctx.db, now: () => new Date(clock.ms), log: ctx.app.log }, ctx.app.payments, { olderThanMs: 60_000 });
    resetClock();
    // The declined order, past its time as well, is cancelled: reconciliation did run.
    expect((await orderRow(data.order_id)).status).toBe('cancelled');
    expect((await orderRow(held.order_id)).status).toBe('pending_payment');
    // PayPal completes the capture later and tells the shop by webhook.
    const remote = (await ctx.app.payments.getOrder(held.paypal_order_id)).capture!;
    expect(remote.status).toBe('PENDING');
    const completed = signedCaptureEvent(
      sandboxSecrets(ctx.config).webhookKey,
      'PAYMENT.CAPTURE.COMPLETED',
      {
        id: remote.id,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: (remote.amountCents / 100).toFixed(2) },
        invoice_id: held.order_no,
        custom_id: held.order_no,
        supplementary_data: { related_ids: { order_id: held.paypal_order_id } },
      },
      'Payment completed',
    );
    expect((await postWebhook(completed)).json()).toMatchObject({ code: 200, data: { result: 'applied' } });
    expect((await orderRow(held.order_id)).status).toBe('paid');
  });
});

describe('orders of one shopper only', () => {
  it('answers 404 for another shopper’s order, refund and capture', async () => {
    const [me, other] = await shoppers(ctx, 'owner', 2);
    const sku = await skuWithStock(ctx, 5, 9);
    await addToCart(ctx, me, sku, 1);
    const { data } = await checkout(ctx, me);
    expect((await call(ctx.app, 'GET', `/api/order/read/${data.order_id}`, { headers: me })).status).toBe(200);
    expect((await call(ctx.app, 'GET', `/api/order/read/${data.order_id}`, { headers: other })).status).toBe(404);
    expect((await call(ctx.app, 'GET', `/api/order/apply/refund/${data.order_id}`, { headers: other })).status).toBe(404);
    expect((await capture(ctx, other, data.paypal_order_id)).status).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/order/getList', { headers: other })).data.total).toBe(0);
  });
});

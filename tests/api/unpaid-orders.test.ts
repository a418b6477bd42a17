import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../api/db/schema/index.ts';
import { addToCart, approve, capture, checkout, shoppers, skuWithStock, stockOf } from './helpers/commerce.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

/** Pay now and Cancel for an unpaid order (a card declined, a payment abandoned in PayPal's window, or one pending at PayPal). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
});
afterAll(async () => {
  await ctx?.close();
});

const read = async (headers: Record<string, string>, id: number) => (await call(ctx.app, 'GET', `/api/order/read/${id}`, { headers })).data;

describe('an unpaid order', () => {
  it('after a declined card, offers Pay now, which pays it through PayPal and captures once', async () => {
    const [me] = await shoppers(ctx, 'paynow', 1);
    const sku = await skuWithStock(ctx, 5, 20);
    await addToCart(ctx, me, sku, 2);
    const { data: created } = await checkout(ctx, me);
    await approve(ctx, created.paypal_order_id, 'declined');
    expect((await capture(ctx, me, created.paypal_order_id)).data.paypal_status).toBe('DECLINED');
    expect(await read(me, created.order_id)).toMatchObject({ status: 'pending_payment', can_pay: true, can_cancel: true });
    expect(await stockOf(ctx, sku)).toBe(3); // still held for the shopper

    const again = await call(ctx.app, 'POST', '/api/order/pay', { headers: me, body: { id: created.order_id } });
    expect(again.data).toMatchObject({ order_id: created.order_id, order_no: created.order_no });
    await approve(ctx, again.data.paypal_order_id);
    expect((await capture(ctx, me, again.data.paypal_order_id)).data.paypal_status).toBe('COMPLETED');
    expect(await read(me, created.order_id)).toMatchObject({ status: 'paid', can_pay: false, can_cancel: false });
    expect(await stockOf(ctx, sku)).toBe(3);
    // Paid: neither offered any more, and asked anyway, refused in the shopper's language.
    const refused = await call(ctx.app, 'POST', '/api/order/pay', {
      headers: { ...me, 'accept-language': 'de' },
      body: { id: created.order_id },
    });
    expect(refused).toMatchObject({ status: 409, message: 'Diese Bestellung kann nicht mehr bezahlt werden.' });
    const notCancelled = await call(ctx.app, 'POST', '/api/order/cancel', {
      headers: { ...me, 'accept-language': 'de' },
      body: { id: created.order_id },
    });
    expect(notCancelled).toMatchObject({ status: 409, message: 'Diese Bestellung kann nicht mehr storniert werden.' });
    expect((await read(me, created.order_id)).status).toBe('paid');
  });

  it('cancelled by its shopper, gives its units back at once; nobody else can cancel or pay it', async () => {
    const [me, other] = await shoppers(ctx, 'cancel', 2);
    const sku = await skuWithStock(ctx, 4, 21);
    await addToCart(ctx, me, sku, 3);
    const { data: created } = await checkout(ctx, me);
    expect(await stockOf(ctx, sku)).toBe(1);

    expect((await call(ctx.app, 'POST', '/api/order/cancel', { headers: other, body: { id: created.order_id } })).status).toBe(404);
    expect((await call(ctx.app, 'POST', '/api/order/pay', { headers: other, body: { id: created.order_id } })).status).toBe(404);
    expect(await stockOf(ctx, sku)).toBe(1);

    const cancelled = await call(ctx.app, 'POST', '/api/order/cancel', { headers: me, body: { id: created.order_id } });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', can_pay: false, can_cancel: false });
    expect(await stockOf(ctx, sku)).toBe(4);
    expect((await call(ctx.app, 'POST', '/api/order/cancel', { headers: me, body: { id: created.order_id } })).status).toBe(409);
    expect((await call(ctx.app, 'POST', '/api/order/pay', { headers: me, body: { id: created.order_id } })).status).toBe(409);
    // Its PayPal order, approved late, is never captured for a cancelled order.
    await approve(ctx, created.paypal_order_id);
    expect((await capture(ctx, me, created.paypal_order_id)).data?.paypal_status).not.toBe('COMPLETED');
    expect((await read(me, created.order_id)).status).toBe('cancelled');
    expect(await stockOf(ctx, sku)).toBe(4);
  });

  it('with a payment pending at PayPal, can be neither paid again (it could be charged twice) nor cancelled (its money may arrive)', async () => {
    const [me] = await shoppers(ctx, 'pending', 1);
    const sku = await skuWithStock(ctx, 5, 23);
    await addToCart(ctx, me, sku, 1);
    const { data: created } = await checkout(ctx, me);
    await approve(ctx, created.paypal_order_id, 'pending');
    expect((await capture(ctx, me, created.paypal_order_id)).data.paypal_status).toBe('PENDING');
    expect(await read(me, created.order_id)).toMatchObject({ status: 'pending_payment', can_pay: false, can_cancel: false });
    expect((await call(ctx.app, 'POST', '/api/order/pay', { headers: me, body: { id: created.order_id } })).status).toBe(409);
    expect((await call(ctx.app, 'POST', '/api/order/cancel', { headers: me, body: { id: created.order_id } })).status).toBe(409);
    expect((await read(me, created.order_id)).status).toBe('pending_payment');
  });

  it('past its hold is no longer offered for payment', async () => {
    const [me] = await shoppers(ctx, 'expired', 1);
    const sku = await skuWithStock(ctx, 5, 22);
    await addToCart(ctx, me, sku, 1);
    const { data: created } = await checkout(ctx, me);
    await ctx.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, created.order_id));
    expect(await read(me, created.order_id)).toMatchObject({ status: 'pending_payment', can_pay: false });
    expect((await call(ctx.app, 'POST', '/api/order/pay', { headers: me, body: { id: created.order_id } })).status).toBe(409);
  });

  it('refuses a malformed id as the input it is', async () => {
    const [me] = await shoppers(ctx, 'malformed', 1);
    const res = await call(ctx.app, 'POST', '/api/order/cancel', { headers: me, body: { id: 'one' } });
    expect(res).toMatchObject({ status: 400, data: { invalid: 'id' } });
  });
});

import type { AddressInfo } from 'node:net';
import { inject } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../api/modules/payments/provider.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { addToCart, cartList, skuWithStock } from './helpers/commerce.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

/** Shutting down (SIGTERM): what is in flight finishes, the PayPal sandbox included; new requests are told 503. */
describe('an API that is shutting down', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('finishes a checkout in flight (its PayPal order opened in the sandbox) and answers new requests 503', async () => {
    const headers = bearer(await signIn(ctx, 'closing@example.com'));
    expect((await addToCart(ctx, headers, await skuWithStock(ctx, 5))).code).toBe(200);
    const cart = (await cartList(ctx, headers)).data;
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;

    // The checkout is held just before it asks PayPal, until the app has begun to close.
    const payments = ctx.app.payments as PaymentProvider;
    const open = payments.createOrder.bind(payments);
    let entered = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    payments.createOrder = async (input) => {
      entered();
      await gate;
      return open(input);
    };
    const order = fetch(`http://127.0.0.1:${port}/api/order/create`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        source: 'cart',
        product_spec: cart.cartData.map((l: { product_sku_id: number; num: number }) => ({ product_sku_id: l.product_sku_id, num: l.num })),
        total_price: cart.priceData.total_price,
      }),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as { code: number; data: { paypal_order_id: string } } }));
    await inside;
    const closed = ctx.app.close();
    // Closing has begun once the app refuses to inject requests (what reaching the sandbox through it used to meet).
    await expect
      .poll(() =>
        ctx.app.inject({ url: '/api/route/getList' }).then(
          () => 'open',
          () => 'closing',
        ),
      )
      .toBe('closing');

    // A request from outside arriving now (on a kept-alive connection) is told to go elsewhere.
    const late = await inject(ctx.app.routing, { url: '/api/route/getList' });
    expect(late.statusCode).toBe(503);
    expect(late.json()).toMatchObject({ code: 503, data: null });
    expect(late.headers['retry-after']).toBeDefined();
    expect(late.headers.connection).toBe('close');

    release();
    const created = await order;
    expect(created).toMatchObject({ status: 200, body: { code: 200 } });
    expect(created.body.data.paypal_order_id).toBeTruthy();
    await closed;
  });
});

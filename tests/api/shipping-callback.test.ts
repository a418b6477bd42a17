import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../api/db/schema/index.ts';
import { callbackToken } from '../../api/modules/payments/callback-token.ts';
import { sandboxSecrets } from '../../api/paypal-emulator/secrets.ts';
import { addToCart, checkout, shoppers, skuWithStock } from './helpers/commerce.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
});
afterAll(async () => {
  await ctx?.close();
});

const post = (orderNo: string, token: string, body: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/paypal-callbacks/shipping?order_no=${orderNo}&token=${token}`, payload: body as object });

describe("PayPal's server-side shipping callback", () => {
  it('answers the order repriced for the new country, refuses a country not shipped to, and needs the order’s token', async () => {
    const [me] = await shoppers(ctx, 'callback', 1);
    const sku = await skuWithStock(ctx, 5, 30);
    await addToCart(ctx, me, sku, 1);
    const { data } = await checkout(ctx, me);
    const token = callbackToken(sandboxSecrets(ctx.config).callbackSecret, data.order_no);
    const body = (country: string) => ({ id: data.paypal_order_id, shipping_address: { country_code: country }, purchase_units: [] });

    expect((await post(data.order_no, 'x'.repeat(43), body('DE'))).statusCode).toBe(403);
    const de = await post(data.order_no, token, body('DE'));
    expect(de.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, data.order_id));
    expect(row.countryCode).toBe('DE');
    expect(de.json()).toMatchObject({
      id: data.paypal_order_id,
      purchase_units: [{ reference_id: 'default', amount: { currency_code: 'USD', value: (row.totalCents / 100).toFixed(2) } }],
    });
    const ch = await post(data.order_no, token, body('CH'));
    expect(ch.statusCode).toBe(422);
    expect(ch.json().details[0].issue).toBe('COUNTRY_ERROR');
    expect((await post(data.order_no, token, { id: 'OTHER', shipping_address: { country_code: 'DE' } })).statusCode).toBe(404);
  });

  it("reaches the shop from PayPal's side for Venmo: the emulator posts the buyer's new country to the order's callback", async () => {
    const [me] = await shoppers(ctx, 'venmo', 1);
    const sku = await skuWithStock(ctx, 5, 31);
    await addToCart(ctx, me, sku, 1);
    const { data } = await checkout(ctx, me, { funding_source: 'venmo' });
    const change = (country: string) =>
      ctx.app.inject({ method: 'POST', url: `/paypal-sandbox/buyer/orders/${data.paypal_order_id}/shipping`, payload: { country } });
    const paypalTotal = async () => (await ctx.app.payments.getOrder(data.paypal_order_id)).amountCents;
    const shopOrder = async () => (await ctx.db.select().from(orders).where(eq(orders.id, data.order_id)))[0];

    const before = await shopOrder();
    expect((await change('DE')).statusCode).toBe(200);
    const de = await shopOrder();
    expect(de.countryCode).toBe('DE');
    expect(de.shippingCents).not.toBe(before.shippingCents);
    expect(await paypalTotal()).toBe(de.totalCents);

    const ch = await change('CH');
    expect(ch.statusCode).toBe(422);
    expect((await shopOrder()).countryCode).toBe('DE');
    expect(await paypalTotal()).toBe(de.totalCents);
  });
});

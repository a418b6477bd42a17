import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { orderHistory, orders, productSkus, products, skuPrices } from '../../api/db/schema/index.ts';
import { freezeClock, resetClock } from '../../api/lib/clock.ts';
import { text } from '../../api/lib/texts.ts';
import { reconcile } from '../../api/modules/orders/payment.ts';
import { addToCart, capture, checkout, shoppers } from './helpers/commerce.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

type Funding = 'paypal' | 'venmo' | 'paylater' | 'card';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
});
afterAll(async () => {
  resetClock();
  await ctx?.close();
});

// Seeded shipping: US $5.99 (free from $59), JP $14.99 (free from $99), CH not shipped to.
const US_SHIPPING = 599;
const JP_SHIPPING = 1499;

let nextSku = 0;
/** A SKU cheap enough that shipping is charged in the US and in Japan, dear enough for Pay Later ($30 with shipping), with stock of its own. */
async function cheapSku(): Promise<number> {
  const [row] = await ctx.db
    .select({ id: productSkus.id })
    .from(productSkus)
    .innerJoin(products, eq(products.id, productSkus.productId))
    .innerJoin(skuPrices, and(eq(skuPrices.skuId, productSkus.id), eq(skuPrices.countryCode, 'US')))
    .where(and(eq(products.published, true), gte(skuPrices.priceCents, 2500), lt(skuPrices.priceCents, 4000)))
    .orderBy(asc(productSkus.id))
    .limit(1)
    .offset(nextSku++);
  await ctx.db
    .update(productSkus)
    .set({ onHand: sql`20 + ${productSkus.held}` })
    .where(eq(productSkus.id, row.id));
  return row.id;
}

/** A shopper's order for one cheap SKU, priced for the US and paid with `funding`. */
async function usOrder(name: string, funding: Funding) {
  const [me] = await shoppers(ctx, `${name}-${funding}`, 1);
  await addToCart(ctx, me, await cheapSku(), 1);
  const created = await checkout(ctx, me, { funding_source: funding });
  expect(created).toMatchObject({ status: 200, code: 200 });
  const before = await orderRow(created.data.order_id);
  expect(before).toMatchObject({ countryCode: 'US', shippingCents: US_SHIPPING, status: 'pending_payment' });
  return { me, before, ...(created.data as { order_id: number; order_no: string; paypal_order_id: string }) };
}

/** The buyer approves in PayPal's window, shipping to `country`, whatever the shop's page did. */
const approveTo = (paypalOrderId: string, funding: Funding, country: string) =>
  ctx.app.inject({ method: 'POST', url: `/paypal-sandbox/buyer/orders/${paypalOrderId}/approve`, payload: { funding, country } });

const orderRow = async (id: number) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
const historyOf = (id: number) => ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, id)).orderBy(asc(orderHistory.id));
const regionName = (locale: string, code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code)!;
const reconcileNow = () => reconcile({ db: ctx.db, now: () => new Date(), log: ctx.app.log }, ctx.app.payments, { olderThanMs: 60_000 });
const makeStuck = (id: number) =>
  ctx.db
    .update(orders)
    .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
    .where(eq(orders.id, id));

describe.each<Funding>(['paypal', 'venmo', 'paylater', 'card'])('capture checks where PayPal ships (%s)', (funding) => {
  it('captures an order approved for the country it was priced for as it is', async () => {
    const o = await usOrder('same', funding);
    expect((await approveTo(o.paypal_order_id, funding, 'US')).statusCode).toBe(200);
    expect((await capture(ctx, o.me, o.paypal_order_id)).data.paypal_status).toBe('COMPLETED');
    expect(await orderRow(o.order_id)).toMatchObject({ status: 'paid', countryCode: 'US', totalCents: o.before.totalCents });
    expect((await ctx.app.payments.getOrder(o.paypal_order_id)).capture).toMatchObject({ amountCents: o.before.totalCents });
    expect((await historyOf(o.order_id)).map((h) => h.toStatus)).toEqual(['pending_payment', 'paid']);
  });

  it('reprices an order approved for another country the shop ships to, then captures the new total', async () => {
    const o = await usOrder('moved', funding);
    expect((await approveTo(o.paypal_order_id, funding, 'JP')).statusCode).toBe(200);
    expect((await capture(ctx, o.me, o.paypal_order_id)).data.paypal_status).toBe('COMPLETED');
    const total = o.before.totalCents - US_SHIPPING + JP_SHIPPING;
    expect(await orderRow(o.order_id)).toMatchObject({ status: 'paid', countryCode: 'JP', shippingCents: JP_SHIPPING, totalCents: total });
    // PayPal's order was patched before the capture, so PayPal took the new amount.
    const remote = await ctx.app.payments.getOrder(o.paypal_order_id);
    expect(remote).toMatchObject({ status: 'COMPLETED', amountCents: total, shippingCountry: 'JP' });
    expect(remote.capture).toMatchObject({ status: 'COMPLETED', amountCents: total });
    const history = await historyOf(o.order_id);
    expect(history.map((h) => h.toStatus)).toEqual(['pending_payment', 'pending_payment', 'paid']);
    expect(history[1].reason).toMatch(/^shipping country changed from US to JP at PayPal/);
    // The shopper sees the moves and the new amounts, not the operators' line.
    const detail = await call(ctx.app, 'GET', `/api/order/read/${o.order_id}`, { headers: o.me });
    expect(detail.data).toMatchObject({ country_code: 'JP', shipping_price: (JP_SHIPPING / 100).toFixed(2) });
    expect(detail.data.history.map((h: { to: string }) => h.to)).toEqual(['pending_payment', 'paid']);
  });

  it('never captures an order PayPal ships to a country the shop does not ship to: 409, nothing charged', async () => {
    const o = await usOrder('refused', funding);
    expect((await approveTo(o.paypal_order_id, funding, 'CH')).statusCode).toBe(200);
    for (const locale of ['en', 'de'] as const) {
      const res = await call(ctx.app, 'GET', `/api/order/capture?paypal_order_id=${o.paypal_order_id}`, {
        headers: { ...o.me, 'accept-language': locale },
      });
      expect(res).toMatchObject({ status: 409, code: 409 });
      expect(res.message).toBe(text(locale, 'api.order.notChargedNoShipping', { country: regionName(locale, 'CH') }));
    }
    const res = await call(ctx.app, 'GET', `/api/order/capture?paypal_order_id=${o.paypal_order_id}`, {
      headers: { ...o.me, 'accept-language': 'de' },
    });
    expect(res.message).toContain('Schweiz');
    expect(await orderRow(o.order_id)).toMatchObject({ status: 'pending_payment', countryCode: 'US', totalCents: o.before.totalCents });
    expect(await ctx.app.payments.getOrder(o.paypal_order_id)).toMatchObject({ status: 'APPROVED', capture: null });
  });
});

describe("the reconciliation's capture of approved orders", () => {
  it('reprices an approved order PayPal ships elsewhere before capturing it', async () => {
    const o = await usOrder('reconcile-moved', 'card');
    await approveTo(o.paypal_order_id, 'card', 'JP');
    await makeStuck(o.order_id);
    expect((await reconcileNow()).paid).toBeGreaterThanOrEqual(1);
    const total = o.before.totalCents - US_SHIPPING + JP_SHIPPING;
    expect(await orderRow(o.order_id)).toMatchObject({ status: 'paid', countryCode: 'JP', totalCents: total });
    expect((await ctx.app.payments.getOrder(o.paypal_order_id)).capture).toMatchObject({ amountCents: total });
    expect((await historyOf(o.order_id)).some((h) => /to JP at PayPal/.test(h.reason))).toBe(true);
  });

  it('leaves an order PayPal ships where the shop does not uncaptured, and lets it expire', async () => {
    const o = await usOrder('reconcile-refused', 'paypal');
    await approveTo(o.paypal_order_id, 'paypal', 'CH');
    await makeStuck(o.order_id);
    await reconcileNow();
    expect((await orderRow(o.order_id)).status).toBe('pending_payment');
    expect(await ctx.app.payments.getOrder(o.paypal_order_id)).toMatchObject({ status: 'APPROVED', capture: null });
    const clock = freezeClock();
    clock.advance((ctx.config.ORDER_PAYMENT_MINUTES + 1) * 60_000);
    await reconcile({ db: ctx.db, now: () => new Date(clock.ms), log: ctx.app.log }, ctx.app.payments, { olderThanMs: 60_000 });
    resetClock();
    expect((await orderRow(o.order_id)).status).toBe('cancelled');
    expect(await ctx.app.payments.getOrder(o.paypal_order_id)).toMatchObject({ status: 'APPROVED', capture: null });
  });
});

describe('concurrent captures of an order PayPal ships elsewhere', () => {
  it('reprice it once and capture it once', async () => {
    const o = await usOrder('race-moved', 'paypal');
    await approveTo(o.paypal_order_id, 'paypal', 'JP');
    const answers = await Promise.all(Array.from({ length: 10 }, () => capture(ctx, o.me, o.paypal_order_id)));
    expect(answers.map((a) => a.data?.paypal_status)).toEqual(Array(10).fill('COMPLETED'));
    const total = o.before.totalCents - US_SHIPPING + JP_SHIPPING;
    expect(await orderRow(o.order_id)).toMatchObject({ status: 'paid', totalCents: total });
    expect((await ctx.app.payments.getOrder(o.paypal_order_id)).capture).toMatchObject({ amountCents: total });
    const history = await historyOf(o.order_id);
    expect(history.filter((h) => h.toStatus === 'paid')).toHaveLength(1);
    expect(history.filter((h) => /at PayPal/.test(h.reason))).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { productSkus, skuPrices } from '../../api/db/schema/index.ts';
import { text } from '../../api/lib/texts.ts';
import { moveOrderByNumber } from '../../api/modules/orders/operator.ts';
import { setRole } from '../../api/modules/user/roles.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { addToCart, cartList, checkout, paidOrder, shoppers, skuWithStock } from './helpers/commerce.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { editorSession } from './helpers/editors.ts';

let ctx: TestContext;
let operator: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PAYPAL_EMULATOR_WEBHOOKS: 'off', LOW_STOCK_AT: '3' } });
  operator = bearer(await signIn(ctx, 'stock-ops@example.com'));
  await setRole(ctx.db, 'stock-ops@example.com', 'operator', true);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (path: string, headers = operator) => call(ctx.app, 'GET', `/api${path}`, { headers });
const post = (path: string, body: unknown, headers = operator) => call(ctx.app, 'POST', `/api${path}`, { headers, body });
type Row = { sku_id: number; on_hand: number; held: number; sold: number; available: number; low: boolean };
const rowOf = async (sku: number): Promise<Row> => {
  const all = await get('/operator/stock/getList?page_size=100');
  for (let page = 1; page <= Math.ceil(all.data.total / 100); page++) {
    const found = (await get(`/operator/stock/getList?page_size=100&page=${page}`)).data.list.find((r: Row) => r.sku_id === sku);
    if (found) return found;
  }
  throw new Error(`sku ${sku} not listed`);
};

describe('inventory', () => {
  it('shows on hand, held, sold and available per colour, and marks those at or under LOW_STOCK_AT', async () => {
    const sku = await skuWithStock(ctx, 10, 4);
    const paid = await paidOrder(ctx, 'inv-sold', 4, 2, 10); // sets the same SKU to 10 available, then sells 2
    expect(paid.sku).toBe(sku);
    const [holder] = await shoppers(ctx, 'inv-held', 1);
    await addToCart(ctx, holder, sku, 3);
    const held = await checkout(ctx, holder);
    expect(held.status).toBe(200);

    expect(await rowOf(sku)).toMatchObject({ on_hand: 8, held: 3, sold: 2, available: 5, low: false });
    await post('/operator/order/cancel', { order_id: held.data.order_id });
    expect(await rowOf(sku)).toMatchObject({ held: 0, available: 8 });

    await ctx.db.update(productSkus).set({ onHand: 2 }).where(eq(productSkus.id, sku));
    const low = await get('/operator/stock/getList?show=low&page_size=100');
    expect(low.data.low_at).toBe(3);
    expect(low.data.list.map((r: Row) => r.sku_id)).toContain(sku);
    expect(low.data.list.every((r: Row) => r.available <= 3 && r.low)).toBe(true);
    expect(low.data.total).toBe(low.data.low_count);
    const all = await get('/operator/stock/getList?page_size=5');
    const available = all.data.list.map((r: Row) => r.available);
    expect(available).toEqual([...available].sort((a, b) => a - b));
    expect((await get('/operator/stock/getList?show=some')).status).toBe(400);
  });

  it('finds colours by product or colour name in any language', async () => {
    const [first] = (await get('/operator/stock/getList?page_size=1')).data.list;
    const byName = await get(`/operator/stock/getList?q=${encodeURIComponent(first.product_name.slice(0, 6))}&page_size=100`);
    expect(byName.data.list.map((r: Row) => r.sku_id)).toContain(first.sku_id);
    expect((await get('/operator/stock/getList?q=%25%25nothing-like-this')).data.total).toBe(0);
  });

  it('adjusts on hand only from the count the operator saw, never below what unpaid orders hold, with an audit line', async () => {
    const sku = await skuWithStock(ctx, 6, 5);
    const before = await rowOf(sku);
    const adjusted = await post('/operator/stock/adjust', { sku_id: sku, on_hand: before.on_hand + 4, on_hand_seen: before.on_hand });
    expect(adjusted).toMatchObject({ status: 200, data: { sku_id: sku, on_hand: before.on_hand + 4, available: 10 } });

    // A sale between reading and saving: the stale count changes nothing.
    await paidOrder(ctx, 'inv-race', 5, 1, 10);
    const stale = await post(
      '/operator/stock/adjust',
      { sku_id: sku, on_hand: 50, on_hand_seen: 10 },
      { ...operator, 'accept-language': 'de' },
    );
    expect(stale.status).toBe(409);
    expect(stale.message).toContain('9');
    expect((await rowOf(sku)).on_hand).toBe(9);

    const [holder] = await shoppers(ctx, 'inv-hold', 1);
    await addToCart(ctx, holder, sku, 4);
    expect((await checkout(ctx, holder)).status).toBe(200);
    const below = await post('/operator/stock/adjust', { sku_id: sku, on_hand: 2, on_hand_seen: 9 });
    expect(below.status).toBe(409);
    expect((await rowOf(sku)).on_hand).toBe(9);

    expect((await post('/operator/stock/adjust', { sku_id: 999_999, on_hand: 1, on_hand_seen: 1 })).status).toBe(404);
    expect((await post('/operator/stock/adjust', { sku_id: sku, on_hand: -1, on_hand_seen: 9 })).status).toBe(400);

    const log = await get('/operator/audit/getList?action=stock.adjust');
    expect(log.data.list[0]).toMatchObject({
      action: 'stock.adjust',
      target: `sku:${sku}`,
      via: 'workspace',
      email: 'stock-ops@example.com',
      detail: { from: before.on_hand, to: before.on_hand + 4 },
    });
    expect(log.data.total).toBe(1);
  });
});

describe('the audit log', () => {
  it('lists who did what and when, newest first, from the workspace and the command line', async () => {
    const a = await paidOrder(ctx, 'audit-a', 6);
    const b = await paidOrder(ctx, 'audit-b', 6);
    await post('/operator/order/ship', { order_id: a.order_id, carrier: 'DHL' });
    await moveOrderByNumber(ctx.db, b.order_no, 'shipped', new Date());
    const log = await get('/operator/audit/getList?action=order.ship');
    expect(log.data.list.slice(0, 2)).toMatchObject([
      { via: 'command line', email: null, target: `order:${b.order_no}` },
      { via: 'workspace', email: 'stock-ops@example.com', target: `order:${a.order_no}`, detail: { carrier: 'DHL' } },
    ]);
    expect((await get('/operator/audit/getList?action=order.dance')).status).toBe(400);
    const editor = (await editorSession(ctx, 'audit-editor@example.com')).headers;
    expect((await get('/operator/audit/getList', editor)).status).toBe(403);
  });
});

describe('the orders export', () => {
  it('writes the orders of a day range as CSV, one row per order, a shopper\u2019s formula kept as text', async () => {
    const [shopper] = await shoppers(ctx, 'export-a', 1);
    const sku = await skuWithStock(ctx, 5, 7);
    await addToCart(ctx, shopper, sku, 2);
    const made = await checkout(ctx, shopper, { user_remark: '=HYPERLINK("http://evil.example","click")' });
    expect(made.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);

    const out = await get(`/operator/order/export?from=${today}&to=${today}`);
    expect(out.status).toBe(200);
    expect(out.data.filename).toBe(`orders-${today}-to-${today}.csv`);
    const lines = (out.data.csv as string).trim().split('\n');
    expect(lines[0]).toBe(
      'order_no,placed_at,paid_at,status,email,country,currency,goods,discount,shipping,total,coupon,items,paypal_order_id,paypal_capture_id,carrier,tracking_number,note',
    );
    expect(lines).toHaveLength(out.data.rows + 1);
    const row = lines.find((l) => l.startsWith(made.data.order_no))!;
    expect(row).toContain('export-a-0@example.com');
    expect(row).toContain('× 2');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);

    expect((await get(`/operator/order/export?from=${today}&to=${today}&status=refunded`)).data.csv).not.toContain(made.data.order_no);
    expect((await get('/operator/order/export?from=2020-01-01&to=2020-01-31')).data.rows).toBe(0);
    expect((await get('/operator/order/export?from=2026-02-01&to=2026-01-01')).status).toBe(400);
    expect((await get('/operator/order/export?from=2024-01-01&to=2026-01-01')).status).toBe(400);
    expect((await get(`/operator/order/export?from=${today}`)).status).toBe(400);
  });
});

describe('payment methods per country', () => {
  const offered = async () => (await call(ctx.app, 'GET', '/api/payment/config')).data;
  const first = 8;

  it("follows PayPal's availability for a US shop by default: Venmo and Pay Later for US buyers only, Pay Later from $30 to $1,500", async () => {
    const config = await offered();
    expect(config.methods.US).toEqual(['paypal', 'venmo', 'paylater', 'card']);
    expect(config.methods.DE).toEqual(['paypal', 'card']);
    expect(config.methods.CH).toBeUndefined(); // not shipped to
    expect(config.pay_later).toEqual({ min: '30.00', max: '1500.00' });

    const table = await get('/operator/payment/getList');
    const de = table.data.list.find((r: { country_code: string }) => r.country_code === 'DE');
    expect(de.methods).toContainEqual({ funding: 'venmo', on: false, by_default: false });

    const [buyer] = await shoppers(ctx, 'pay-venmo-de', 1);
    await addToCart(ctx, buyer, await skuWithStock(ctx, 5, first));
    const refused = await call(ctx.app, 'POST', '/api/order/create', {
      headers: { ...buyer, 'accept-language': 'de' },
      body: await orderBody(buyer, 'DE', 'venmo'),
    });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(text('de', 'api.order.fundingOff'));
    expect((await checkout(ctx, buyer, { country_code: 'DE', funding_source: 'paypal' })).status).toBe(200);
  });

  it('refuses Pay Later for a total outside its range, and holds nothing for it', async () => {
    // A colour whose one unit and US shipping ($5.99) stay under $30, and three of which reach it.
    const [{ id: sku }] = await ctx.db
      .select({ id: productSkus.id })
      .from(productSkus)
      .innerJoin(skuPrices, and(eq(skuPrices.skuId, productSkus.id), eq(skuPrices.countryCode, 'US')))
      .where(and(gte(skuPrices.priceCents, 1000), lt(skuPrices.priceCents, 2400)))
      .orderBy(asc(productSkus.id))
      .limit(1);
    await ctx.db.update(productSkus).set({ onHand: 10 }).where(eq(productSkus.id, sku));
    const [buyer] = await shoppers(ctx, 'pay-later-range', 1);
    await addToCart(ctx, buyer, sku, 1);
    expect((await checkout(ctx, buyer, { funding_source: 'paylater' })).status).toBe(400);
    expect((await rowOf(sku)).held).toBe(0);

    const [line] = (await cartList(ctx, buyer)).data.cartData;
    expect((await call(ctx.app, 'POST', '/api/cart/num/change', { headers: buyer, body: { cart_id: line.cart_id, num: 3 } })).status).toBe(
      200,
    );
    expect(await checkout(ctx, buyer, { funding_source: 'paylater' })).toMatchObject({ status: 200 });
  });

  it('an operator switches an option off for a country: the storefront stops offering it and the checkout refuses it', async () => {
    const switched = await post('/operator/payment/set', { country_code: 'jp', funding: 'card', on: false });
    expect(switched.data.methods).toContainEqual({ funding: 'card', on: false, by_default: true });
    expect((await offered()).methods.JP).toEqual(['paypal']);
    const [buyer] = await shoppers(ctx, 'pay-card-jp', 1);
    await addToCart(ctx, buyer, await skuWithStock(ctx, 5, first));
    expect((await checkout(ctx, buyer, { country_code: 'JP', funding_source: 'card' })).status).toBe(400);
    expect((await get('/operator/audit/getList?action=payment.set')).data.list[0]).toMatchObject({
      target: 'country:JP',
      detail: { funding: 'card', on: false },
    });

    await post('/operator/payment/set', { country_code: 'JP', funding: 'card', on: true });
    expect((await offered()).methods.JP).toEqual(['paypal', 'card']);
    expect((await checkout(ctx, buyer, { country_code: 'JP', funding_source: 'card' })).status).toBe(200);

    expect((await post('/operator/payment/set', { country_code: 'CH', funding: 'card', on: true })).status).toBe(400);
    expect((await post('/operator/payment/set', { country_code: 'JP', funding: 'cash', on: true })).status).toBe(400);
    const shopper = bearer(await signIn(ctx, 'pay-not-ops@example.com'));
    expect((await post('/operator/payment/set', { country_code: 'JP', funding: 'card', on: false }, shopper)).status).toBe(403);
  });
});

/** The body the storefront sends for the shopper's cart priced for a country, paid with one option. */
async function orderBody(headers: Record<string, string>, country: string, funding: string) {
  const cart = await call(ctx.app, 'GET', `/api/cart/getList?country_code=${country}`, { headers });
  return {
    source: 'cart',
    product_spec: cart.data.cartData.map((l: { product_sku_id: number; num: number; product_name: string }) => ({
      product_sku_id: l.product_sku_id,
      num: l.num,
      name: l.product_name,
    })),
    total_price: cart.data.priceData.total_price,
    country_code: country,
    funding_source: funding,
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signIn } from './helpers/auth.ts';
import { addToCart, cartList, skuWithStock } from './helpers/commerce.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const shopper = async (name: string) => bearer(await signIn(ctx, `${name}@example.com`));
const money = (s: string) => Math.round(Number(s) * 100);

describe('cart', () => {
  it('adds a SKU, merges the same SKU, caps the line at the stock and counts units', async () => {
    const me = await shopper('merge');
    const sku = await skuWithStock(ctx, 3, 0);
    const first = await addToCart(ctx, me, sku, 2);
    expect(first).toMatchObject({ status: 200, code: 200 });
    expect(first.data.cartData).toHaveLength(1);
    const again = await addToCart(ctx, me, sku, 2);
    expect(again.data.id).toBe(first.data.id);
    expect(again.data.cartData[0]).toMatchObject({ cart_id: first.data.id, product_sku_id: sku, num: 3, stock_num: 3 });
    expect((await call(ctx.app, 'GET', '/api/cart/getCount', { headers: me })).data).toEqual({ count: 3 });
  });

  it('refuses a sold-out SKU with 409 and a message, and an unknown one with 404', async () => {
    const me = await shopper('soldout');
    const sku = await skuWithStock(ctx, 0, 1);
    const res = await addToCart(ctx, me, sku);
    expect(res).toMatchObject({ status: 409, code: 409, message: 'This item is sold out.' });
    expect((await addToCart(ctx, me, 999_999)).status).toBe(404);
    expect(
      (
        await call(ctx.app, 'POST', '/api/cart/product/add', {
          headers: { ...me, 'accept-language': 'de' },
          body: { product_sku_id: sku, num: 1 },
        })
      ).message,
    ).toBe('Dieser Artikel ist ausverkauft.');
  });

  it('prices lines from the database per country, with shipping by the country rules', async () => {
    const me = await shopper('prices');
    const sku = await skuWithStock(ctx, 10, 2);
    await addToCart(ctx, me, sku, 1);
    const us = (await cartList(ctx, me)).data;
    const line = us.cartData[0];
    expect(money(line.product_total_price)).toBe(money(line.product_price) * line.num);
    const p = us.priceData;
    expect(p.country_code).toBe('US');
    expect(money(p.total_price)).toBe(money(p.origin_total_price) - money(p.discount_price) + money(p.shipping_price));
    const goods = money(p.origin_total_price);
    expect(money(p.shipping_price)).toBe(goods >= 5900 ? 0 : 599);
    const de = (await cartList(ctx, me, '?country_code=DE')).data;
    expect(de.priceData.country_code).toBe('DE');
    expect(de.cartData[0].product_price).not.toBe(line.product_price);
    const ch = (await cartList(ctx, me, '?country_code=CH')).data;
    expect(ch.priceData.ships).toBe(false);
  });

  it('changes a quantity within the stock and removes lines; another shopper’s line is 404', async () => {
    const me = await shopper('change');
    const other = await shopper('change-other');
    const sku = await skuWithStock(ctx, 4, 3);
    const added = await addToCart(ctx, me, sku, 1);
    const id = added.data.id;
    const changed = await call(ctx.app, 'POST', '/api/cart/num/change', { headers: me, body: { cart_id: id, num: 9 } });
    expect(changed.data.cartData[0].num).toBe(4);
    expect((await call(ctx.app, 'POST', '/api/cart/num/change', { headers: other, body: { cart_id: id, num: 1 } })).status).toBe(404);
    expect((await call(ctx.app, 'DELETE', '/api/cart/delete', { headers: other, body: { cart_id: id } })).status).toBe(404);
    const removed = await call(ctx.app, 'DELETE', '/api/cart/delete', { headers: me, body: { cart_id: id } });
    expect(removed.data.cartData).toEqual([]);
    expect(removed.data.priceData).toMatchObject({ total_price: '0.00', shipping_price: '0.00' });
  });

  it('needs a token and refuses bad input without changing anything', async () => {
    expect((await call(ctx.app, 'GET', '/api/cart/getList')).code).toBe(4001);
    const me = await shopper('bad');
    const sku = await skuWithStock(ctx, 5, 4);
    for (const body of [
      { product_sku_id: sku, num: 0 },
      { product_sku_id: sku, num: 1.5 },
      { product_sku_id: sku, num: 1, extra: 1 },
      { product_sku_id: 'x', num: 1 },
    ]) {
      expect((await call(ctx.app, 'POST', '/api/cart/product/add', { headers: me, body })).status).toBe(400);
    }
    expect((await cartList(ctx, me)).data.cartData).toEqual([]);
  });
});

describe('coupons', () => {
  it('applies a percentage coupon and refuses each kind of invalid coupon with its own message', async () => {
    const me = await shopper('coupon');
    const sku = await skuWithStock(ctx, 10, 5);
    await addToCart(ctx, me, sku, 1);
    const ok = await call(ctx.app, 'GET', '/api/cart/coupon/calculate?coupon_code=welcome10', { headers: me });
    expect(ok.status).toBe(200);
    const p = ok.data.priceData;
    expect(p.coupon_code).toBe('WELCOME10');
    expect(money(p.discount_price)).toBe(Math.round(money(p.origin_total_price) * 0.1));
    const refusals: Array<[string, string]> = [
      ['NOPE', 'Coupon code NOPE does not exist.'],
      ['SPRING24', 'Coupon SPRING24 has expired.'],
    ];
    for (const [code, message] of refusals) {
      expect(await call(ctx.app, 'GET', `/api/cart/coupon/calculate?coupon_code=${code}`, { headers: me })).toMatchObject({
        status: 400,
        message,
      });
    }
    const euro = await call(ctx.app, 'GET', '/api/cart/coupon/calculate?coupon_code=EURO15&country_code=US', { headers: me });
    expect(euro.message).toBe('Coupon EURO15 is not valid for delivery to this country.');
    expect((await call(ctx.app, 'GET', '/api/cart/coupon/calculate?coupon_code=EURO15&country_code=DE', { headers: me })).status).toBe(200);
    // The cart list prices without a coupon that does not apply, rather than failing.
    expect((await cartList(ctx, me, '?coupon_code=NOPE')).data.priceData).toMatchObject({ coupon_code: null, discount_price: '0.00' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, uploads } from '../../api/db/schema/index.ts';
import { decideAfterSale, moveOrderByNumber } from '../../api/modules/orders/operator.ts';
import { addToCart, approve, capture, cartList, checkout, shoppers, skuWithStock, stockOf } from './helpers/commerce.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
});
afterAll(async () => {
  await ctx?.close();
});

/** A shopper with one paid order of `num` units of a SKU with `stock` units. */
async function paidOrder(name: string, skip: number, num = 1, stock = 5) {
  const [me] = await shoppers(ctx, name, 1);
  const sku = await skuWithStock(ctx, stock, skip);
  await addToCart(ctx, me, sku, num);
  const { data } = await checkout(ctx, me);
  await approve(ctx, data.paypal_order_id);
  await capture(ctx, me, data.paypal_order_id);
  return { me, sku, ...data };
}

describe('order pages', () => {
  it('lists, counts and reads the shopper’s orders with lines, amounts and history', async () => {
    const o = await paidOrder('reader', 10, 2);
    const list = await call(ctx.app, 'GET', '/api/order/getList?page=1&page_size=10', { headers: o.me });
    expect(list.data).toMatchObject({ total: 1, page: 1 });
    expect(list.data.list[0]).toMatchObject({ id: o.order_id, order_no: o.order_no, status: 'paid', items: 2, after_sale_status: null });
    expect((await call(ctx.app, 'GET', '/api/order/getList?status=shipped', { headers: o.me })).data.total).toBe(0);
    expect((await call(ctx.app, 'GET', '/api/order/getCount', { headers: o.me })).data).toMatchObject({
      all: 1,
      paid: 1,
      pending_payment: 0,
    });
    const detail = (await call(ctx.app, 'GET', `/api/order/read/${o.order_id}`, { headers: o.me })).data;
    expect(detail).toMatchObject({ status: 'paid', can_refund: true, can_after_sale: true, country_code: 'US' });
    expect(detail.lines[0]).toMatchObject({ product_sku_id: o.sku, num: 2 });
    expect(detail.history.map((h: { to: string }) => h.to)).toEqual(['pending_payment', 'paid']);
  });
});

describe('refunds', () => {
  it('refunds a paid order that has not shipped, returns its stock, and refuses a second time', async () => {
    const o = await paidOrder('refund', 11, 2);
    expect(await stockOf(ctx, o.sku)).toBe(3);
    const res = await call(ctx.app, 'GET', `/api/order/apply/refund/${o.order_id}`, { headers: o.me });
    expect(res.data).toMatchObject({ status: 'refunded', can_refund: false });
    expect(await stockOf(ctx, o.sku)).toBe(5);
    expect((await ctx.app.payments.getOrder(o.paypal_order_id)).capture?.status).toBe('REFUNDED');
    expect((await call(ctx.app, 'GET', `/api/order/apply/refund/${o.order_id}`, { headers: o.me })).status).toBe(409);
  });

  it('refuses a refund once the order has shipped (operator command, same state rules)', async () => {
    const o = await paidOrder('shipped', 12);
    expect(await moveOrderByNumber(ctx.db, o.order_no, 'shipped', new Date())).toMatch(/paid → shipped/);
    await expect(moveOrderByNumber(ctx.db, o.order_no, 'shipped', new Date())).rejects.toThrow(/cannot become shipped/);
    const res = await call(ctx.app, 'GET', `/api/order/apply/refund/${o.order_id}`, { headers: o.me });
    expect(res).toMatchObject({ status: 409 });
    expect(res.message).toMatch(/cannot be refunded/);
    expect(await moveOrderByNumber(ctx.db, o.order_no, 'completed', new Date())).toMatch(/shipped → completed/);
  });
});

describe('after-sales', () => {
  it('files a request about lines of a paid order, with the shopper’s own photos, and shows its status', async () => {
    const o = await paidOrder('aftersale', 13, 2);
    const detail = (await call(ctx.app, 'GET', `/api/order/read/${o.order_id}`, { headers: o.me })).data;
    const lineId = detail.lines[0].id;
    const userId = (await ctx.db.select({ u: orders.userId }).from(orders).where(eq(orders.id, o.order_id)))[0].u;
    await ctx.db.insert(uploads).values({ userId, url: '/media/uploads/own.webp', mime: 'image/webp', bytes: 10, width: 1, height: 1 });
    const body = {
      order_id: o.order_id,
      lines: [{ order_line_id: lineId, num: 1 }],
      reason: 'damaged',
      description: 'The box arrived crushed.',
      photos: ['/media/uploads/own.webp'],
    };
    expect(
      (
        await call(ctx.app, 'POST', '/api/order/after/sale/apply', {
          headers: o.me,
          body: { ...body, photos: ['/media/uploads/someone-else.webp'] },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(ctx.app, 'POST', '/api/order/after/sale/apply', {
          headers: o.me,
          body: { ...body, lines: [{ order_line_id: lineId, num: 3 }] },
        })
      ).status,
    ).toBe(400);
    const filed = await call(ctx.app, 'POST', '/api/order/after/sale/apply', { headers: o.me, body });
    expect(filed.data).toMatchObject({ status: 'submitted', reason: 'damaged', order_no: o.order_no, photos: ['/media/uploads/own.webp'] });
    expect(filed.data.lines[0]).toMatchObject({ order_line_id: lineId, num: 1 });
    const [other] = await shoppers(ctx, 'aftersale-other', 1);
    expect((await call(ctx.app, 'GET', `/api/order/after/sale/read/${filed.data.id}`, { headers: other })).status).toBe(404);
    await decideAfterSale(ctx.db, filed.data.id, 'approved', 'A replacement is on its way.', new Date());
    const read = (await call(ctx.app, 'GET', `/api/order/after/sale/read/${filed.data.id}`, { headers: o.me })).data;
    expect(read).toMatchObject({ status: 'approved', reply: 'A replacement is on its way.' });
    await expect(decideAfterSale(ctx.db, filed.data.id, 'rejected', '', new Date())).rejects.toThrow(/cannot become rejected/);
    expect((await call(ctx.app, 'GET', '/api/order/getList', { headers: o.me })).data.list[0].after_sale_status).toBe('approved');
  });
});

describe('buy again and the shipping country', () => {
  it('puts an earlier order’s lines back into the cart', async () => {
    const o = await paidOrder('again', 14, 1);
    expect((await cartList(ctx, o.me)).data.cartData).toEqual([]);
    const res = await call(ctx.app, 'POST', '/api/cart/order/add', { headers: o.me, body: { order_id: o.order_id } });
    expect(res.data).toHaveLength(1);
    expect((await cartList(ctx, o.me)).data.cartData[0]).toMatchObject({ product_sku_id: o.sku, num: 1 });
  });

  it('reprices shipping for the country picked in PayPal’s window, patches PayPal, and refuses a country not shipped to', async () => {
    const [me] = await shoppers(ctx, 'ship', 1);
    const sku = await skuWithStock(ctx, 5, 15);
    await addToCart(ctx, me, sku, 1);
    const { data } = await checkout(ctx, me);
    const before = (await ctx.db.select().from(orders).where(eq(orders.id, data.order_id)))[0];
    const de = await call(ctx.app, 'GET', `/api/shipping/price/order?country_code=DE&order_no=${data.order_no}`, { headers: me });
    expect(de.data.country_code).toBe('DE');
    const after = (await ctx.db.select().from(orders).where(eq(orders.id, data.order_id)))[0];
    // Germany's rule: 12.99, free from 89.00 of goods (the US order had the US rule: 5.99, free from 59.00).
    const goods = after.goodsCents - after.discountCents;
    expect(before.shippingCents).toBe(goods >= 5900 ? 0 : 599);
    expect(after.shippingCents).toBe(goods >= 8900 ? 0 : 1299);
    expect(after.totalCents).toBe(after.goodsCents - after.discountCents + after.shippingCents);
    expect((await ctx.app.payments.getOrder(data.paypal_order_id)).amountCents).toBe(after.totalCents);
    const ch = await call(ctx.app, 'GET', `/api/shipping/price/order?country_code=CH&order_no=${data.order_no}`, { headers: me });
    expect(ch.status).toBe(400);
    await approve(ctx, data.paypal_order_id, 'approve', 'DE');
    expect((await capture(ctx, me, data.paypal_order_id)).data.paypal_status).toBe('COMPLETED');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { afterSaleLines, afterSales } from '../../api/db/schema/index.ts';
import { AFTER_SALE_OPEN_MAX } from '../../api/modules/after-sales/apply.ts';
import { decideAfterSale } from '../../api/modules/orders/operator.ts';
import type { Locale } from '../../api/lib/locales.ts';
import { text } from '../../api/lib/texts.ts';
import { paidOrder, shoppers } from './helpers/commerce.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { pngImage, postForm } from './helpers/images.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
});
afterAll(async () => {
  await ctx?.close();
});

type Lines = Array<{ order_line_id: number; num: number }>;

/** A paid order of `num` units of one line, and ways to file and count requests about it. */
async function orderOf(name: string, skip: number, num: number) {
  const o = await paidOrder(ctx, name, skip, num, 10);
  const read = (locale: Locale) =>
    call(ctx.app, 'GET', `/api/order/read/${o.order_id}`, { headers: { ...o.me, 'accept-language': locale } });
  const line = (await read('en')).data.lines[0] as { id: number };
  /** Files a request for `units` of the line, or for the lines given. */
  const apply = (units: number | Lines, locale: Locale = 'en') =>
    call(ctx.app, 'POST', '/api/order/after/sale/apply', {
      headers: { ...o.me, 'accept-language': locale },
      body: {
        order_id: o.order_id,
        lines: typeof units === 'number' ? [{ order_line_id: line.id, num: units }] : units,
        reason: 'damaged',
      },
    });
  const requests = () => ctx.db.select().from(afterSales).where(eq(afterSales.orderId, o.order_id));
  const productName = async (locale: Locale) => (await read(locale)).data.lines[0].product_name as string;
  return { ...o, line, apply, requests, productName };
}

describe('after-sales requests stay within what was bought', () => {
  it('accepts exactly as many parallel one-unit requests as the line has units', async () => {
    const o = await orderOf('parallel', 1, 2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => o.apply(1)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409, 409, 409, 409, 409, 409]);
    const filed = await ctx.db.select({ num: afterSaleLines.num }).from(afterSaleLines).where(eq(afterSaleLines.orderLineId, o.line.id));
    expect(filed.map((l) => l.num)).toEqual([1, 1]);
    expect(await o.requests()).toHaveLength(2);
  });

  it('refuses more than the units the other requests leave, in the shopper’s language', async () => {
    const o = await orderOf('remaining', 2, 3);
    const tooMany = await o.apply(4, 'fr');
    expect(tooMany).toMatchObject({
      status: 400,
      message: text('fr', 'api.afterSale.moreThanBought', { name: await o.productName('fr'), bought: 3 }),
    });
    expect((await o.apply(2)).status).toBe(200);
    const over = await o.apply(2, 'de');
    expect(over).toMatchObject({
      status: 409,
      code: 409,
      message: text('de', 'api.afterSale.unitsTaken', { name: await o.productName('de'), bought: 3, left: 1 }),
    });
    expect((await o.apply(1)).status).toBe(200);
    expect((await o.apply(1)).status).toBe(409);
    expect(await o.requests()).toHaveLength(2);
  });

  it('gives a rejected request’s units back, while an approved one keeps them', async () => {
    const o = await orderOf('rejected', 3, 2);
    const first = await o.apply(2);
    expect(first.status).toBe(200);
    expect((await o.apply(1)).status).toBe(409);
    await decideAfterSale(ctx.db, first.data.id, 'rejected', 'Not covered.', new Date());
    const second = await o.apply(2);
    expect(second.status).toBe(200);
    await decideAfterSale(ctx.db, second.data.id, 'approved', 'We will replace it.', new Date());
    expect((await o.apply(1)).status).toBe(409);
  });

  it('refuses the same order line twice in one request, naming the field, and writes nothing', async () => {
    const o = await orderOf('duplicate', 4, 2);
    const res = await o.apply([
      { order_line_id: o.line.id, num: 1 },
      { order_line_id: o.line.id, num: 1 },
    ]);
    expect(res).toMatchObject({ status: 400, code: 400 });
    expect(res.message).toMatch(/^lines\.1\.order_line_id: /);
    expect(await o.requests()).toEqual([]);
  });

  it(`keeps at most ${AFTER_SALE_OPEN_MAX} requests of an order waiting for the shop’s answer`, async () => {
    const o = await orderOf('open', 5, 5);
    const filed = [];
    for (let i = 0; i < AFTER_SALE_OPEN_MAX; i++) filed.push(await o.apply(1));
    expect(filed.map((f) => f.status)).toEqual(Array(AFTER_SALE_OPEN_MAX).fill(200));
    const fourth = await o.apply(1, 'ja');
    expect(fourth).toMatchObject({ status: 409, message: text('ja', 'api.afterSale.tooManyOpen', { max: AFTER_SALE_OPEN_MAX }) });
    expect(await o.requests()).toHaveLength(AFTER_SALE_OPEN_MAX);
    await decideAfterSale(ctx.db, filed[0].data.id, 'processing', '', new Date());
    expect((await o.apply(1)).status).toBe(409);
    await decideAfterSale(ctx.db, filed[0].data.id, 'approved', '', new Date());
    expect((await o.apply(1)).status).toBe(200);
  });
});

describe('the photos of an after-sales request', () => {
  it('come back with the request to its owner, and to no other shopper', async () => {
    const o = await orderOf('photo', 6, 1);
    const uploaded = await postForm(
      ctx.app,
      '/api/upload/image',
      [{ name: 'image', filename: 'box.png', type: 'image/png', data: await pngImage() }],
      o.me,
    );
    const photo = uploaded.data.url as string;
    expect(photo).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.png$/);
    const filed = await call(ctx.app, 'POST', '/api/order/after/sale/apply', {
      headers: o.me,
      body: { order_id: o.order_id, lines: [{ order_line_id: o.line.id, num: 1 }], reason: 'damaged', photos: [photo] },
    });
    expect(filed).toMatchObject({ status: 200, data: { photos: [photo] } });

    const read = await call(ctx.app, 'GET', `/api/order/after/sale/read/${filed.data.id}`, { headers: o.me });
    expect(read).toMatchObject({ status: 200, data: { id: filed.data.id, photos: [photo] } });
    expect((await ctx.app.inject({ method: 'GET', url: photo })).headers['content-type']).toBe('image/png');

    const [other] = await shoppers(ctx, 'photo-other', 1);
    const theirs = await call(ctx.app, 'GET', `/api/order/after/sale/read/${filed.data.id}`, { headers: other });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs)).not.toContain(photo);
    const theirOrder = await call(ctx.app, 'GET', `/api/order/read/${o.order_id}`, { headers: other });
    expect(theirOrder.status).toBe(404);
    expect(JSON.stringify(theirOrder)).not.toContain(photo);
    const anonymous = await call(ctx.app, 'GET', `/api/order/after/sale/read/${filed.data.id}`);
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous)).not.toContain(photo);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { editorChanges, products, productSkus, skuPrices } from '../../api/db/schema/index.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { changeCount, editorSession, expectEditorsOnly, type EditorSession } from './helpers/editors.ts';

// The read cache on, as in production: every change below goes through the API.
let ctx: TestContext;
let ed: EditorSession;
let product: { id: number; skus: number[] };
let other: { id: number; skus: number[] };
beforeAll(async () => {
  ctx = await createTestContext({ env: { READ_CACHE_MB: '16' } });
  ed = await editorSession(ctx, 'prices-editor@example.com');
  const rows = await ctx.db.select({ id: products.id }).from(products).where(eq(products.published, true)).orderBy(asc(products.id));
  const skus = await ctx.db.select().from(productSkus).orderBy(asc(productSkus.sort), asc(productSkus.id));
  const withSkus = rows
    .map((p) => ({ id: p.id, skus: skus.filter((s) => s.productId === p.id).map((s) => s.id) }))
    .filter((p) => p.skus.length >= 2);
  [product, other] = withSkus;
});
afterAll(async () => {
  await ctx?.close();
});

type Sku = { id: number; product_price: string; product_original_price: string };
/** The public product detail in a country, as shoppers get it (read twice: the second answer is the cache's). */
async function shown(id: number, country: string) {
  await call(ctx.app, 'GET', `/api/product/getDetail/${id}?country_code=${country}`);
  const res = await call(ctx.app, 'GET', `/api/product/getDetail/${id}?country_code=${country}`);
  expect(res.code).toBe(200);
  return new Map((res.data.product_sku_info as Sku[]).map((s) => [s.id, { price: s.product_price, original: s.product_original_price }]));
}
/** Every price row of the given colours, for showing that a refused write changed nothing. */
const rowsOf = (skuIds: number[]) =>
  ctx.db.select().from(skuPrices).where(inArray(skuPrices.skuId, skuIds)).orderBy(asc(skuPrices.skuId), asc(skuPrices.countryCode));
const save = (prices: unknown[], productId = product.id) => ed.post('/editor/product/prices', { product_id: productId, prices });
const lastChange = async () => (await ctx.db.select().from(editorChanges).orderBy(desc(editorChanges.id)).limit(1))[0];

describe('POST /editor/product/prices', () => {
  it('is for editors only', async () => {
    await expectEditorsOnly(ctx, 'prices-shopper@example.com', [
      ['POST', '/editor/product/prices', { product_id: 1, prices: [{ sku_id: 1, country_code: 'DE', price: '1.00' }] }],
    ]);
  });

  it('sets base prices and overrides of several colours at once, recorded once and shown by the public API at once', async () => {
    const [a, b] = product.skus;
    // Cached before the change: the answers that follow must not be these.
    await shown(product.id, 'DE');
    await shown(product.id, 'US');
    const before = await changeCount(ctx);
    const editorId = (await ed.get('/editor/me')).data.id;
    const prices = [
      { sku_id: a, country_code: 'US', price: '31.00', original_price: '39.50' },
      { sku_id: a, country_code: 'DE', price: '33.5' },
      { sku_id: b, country_code: 'DE', price: '34.99', original_price: '40' },
    ];
    const res = await save(prices);
    expect(res).toMatchObject({ status: 200, code: 200, data: { id: product.id } });
    const answered = new Map((res.data.skus as Array<{ id: number; prices: unknown[] }>).map((s) => [s.id, s.prices]));
    expect(answered.get(a)).toEqual(
      expect.arrayContaining([
        { country_code: 'US', price: '31.00', original_price: '39.50' },
        { country_code: 'DE', price: '33.50', original_price: '33.50' },
      ]),
    );
    expect(answered.get(b)).toContainEqual({ country_code: 'DE', price: '34.99', original_price: '40.00' });

    expect(await changeCount(ctx)).toBe(before + 1);
    expect(await lastChange()).toMatchObject({
      action: 'product.prices',
      target: `product:${product.id}`,
      userId: editorId,
      detail: { prices },
      // In words: the product's name and, per entry, the price it replaced (null: it used the base price).
      label: { en: expect.any(String) },
      before: { prices: expect.arrayContaining([expect.objectContaining({ price: expect.stringMatching(/^\d+\.\d{2}$/) })]) },
    });

    const us = await shown(product.id, 'US');
    expect(us.get(a)).toEqual({ price: '31.00', original: '39.50' });
    const de = await shown(product.id, 'DE');
    expect(de.get(a)).toEqual({ price: '33.50', original: '33.50' });
    expect(de.get(b)).toEqual({ price: '34.99', original: '40.00' });
    const detail = (await ed.get(`/editor/product/detail?id=${product.id}`)).data;
    expect(detail.skus.find((s: { id: number }) => s.id === b).prices).toContainEqual({
      country_code: 'DE',
      price: '34.99',
      original_price: '40.00',
    });
  });

  it('removes an override: the country then gets the base price', async () => {
    const [a, b] = product.skus;
    await shown(product.id, 'DE');
    const res = await save([
      { sku_id: a, country_code: 'DE', remove: true },
      { sku_id: b, country_code: 'FR', remove: true },
    ]);
    expect(res).toMatchObject({ status: 200, code: 200 });
    const own = res.data.skus.find((s: { id: number }) => s.id === a).prices as Array<{ country_code: string }>;
    expect(own.map((p) => p.country_code)).not.toContain('DE');
    expect(own.map((p) => p.country_code)).toContain('US');
    expect((await rowsOf([a])).map((r) => r.countryCode)).not.toContain('DE');

    expect((await shown(product.id, 'DE')).get(a)).toEqual({ price: '31.00', original: '39.50' });
    const usB = (await shown(product.id, 'US')).get(b);
    expect((await shown(product.id, 'FR')).get(b)).toEqual(usB);
    // Removing a price the colour does not have is no error.
    expect(await save([{ sku_id: a, country_code: 'DE', remove: true }])).toMatchObject({ status: 200 });
    expect(await lastChange()).toMatchObject({
      action: 'product.prices',
      detail: { prices: [{ sku_id: a, country_code: 'DE', remove: true }] },
    });
  });

  it('refuses a foreign colour, an unknown country, removing the base price and bad amounts, changing nothing', async () => {
    const [a, b] = product.skus;
    const rowsBefore = await rowsOf([...product.skus, ...other.skus]);
    const changesBefore = await changeCount(ctx);
    const valid = { sku_id: a, country_code: 'DE', price: '12.00' };
    const refusals: Array<[unknown[], string]> = [
      [[valid, { sku_id: other.skus[0], country_code: 'DE', price: '12.00' }], 'prices.1.sku_id'],
      [[valid, { sku_id: 999999, country_code: 'DE', price: '12.00' }], 'prices.1.sku_id'],
      [[valid, { sku_id: b, country_code: 'ZZ', price: '12.00' }], 'prices.1.country_code'],
      [[valid, { sku_id: b, country_code: 'de', price: '12.00' }], 'prices.1.country_code'],
      [[valid, { sku_id: b, country_code: 'US', remove: true }], 'prices.1.remove'],
      [[valid, { sku_id: a, country_code: 'DE', price: '13.00' }], 'prices.1.country_code'],
      [[valid, { sku_id: b, country_code: 'DE', price: '12.999' }], 'prices.1'],
      [[valid, { sku_id: b, country_code: 'DE', price: '0' }], 'prices.1'],
      [[valid, { sku_id: b, country_code: 'DE', price: '-3.00' }], 'prices.1'],
      [[valid, { sku_id: b, country_code: 'DE', price: 'ten' }], 'prices.1'],
      [[valid, { sku_id: b, country_code: 'DE', price: 12 }], 'prices.1'],
      [[valid, { sku_id: b, country_code: 'DE', price: '20.00', original_price: '19.99' }], 'prices.1'],
      [[valid, { sku_id: b, country_code: 'DE', price: '20.00', remove: true }], 'prices.1'],
      [[valid, { sku_id: b, country_code: 'DE', remove: false }], 'prices.1'],
    ];
    for (const [prices, field] of refusals) {
      const res = await save(prices);
      expect(res, JSON.stringify(prices[1])).toMatchObject({ status: 400, code: 400 });
      expect(res.message).toMatch(/\S/);
      expect(res.data?.invalid, JSON.stringify(prices[1])).toMatch(new RegExp(`^${field.replace(/\./g, '\\.')}`));
    }
    expect(await save([])).toMatchObject({ status: 400 });
    expect(await ed.post('/editor/product/prices', { product_id: product.id, prices: [valid], extra: 1 })).toMatchObject({ status: 400 });
    expect(await save([{ sku_id: a, country_code: 'DE', price: '12.00' }], 999999)).toMatchObject({ status: 404 });
    // A colour of another product is refused also when the call names that product's own colours too.
    expect(await save([{ sku_id: other.skus[0], country_code: 'DE', price: '12.00' }, valid], other.id)).toMatchObject({ status: 400 });

    expect(await rowsOf([...product.skus, ...other.skus])).toEqual(rowsBefore);
    expect(await changeCount(ctx)).toBe(changesBefore);
    expect((await shown(product.id, 'DE')).get(a)).toEqual({ price: '31.00', original: '39.50' });
  });
});

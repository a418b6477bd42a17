import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { productSkus, skuPrices } from '../../api/db/schema/index.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const SKU_FIELDS = [
  'color_name',
  'cover_image',
  'cover_product_image',
  'id',
  'product_color_card',
  'product_original_price',
  'product_price',
  'stock_num',
];

describe('GET /product/category/getList', () => {
  it('returns id and cate_name, localized', async () => {
    const en = await call(ctx.app, 'GET', '/api/product/category/getList');
    const de = await call(ctx.app, 'GET', '/api/product/category/getList', { headers: { 'accept-language': 'de' } });
    expect(en.data.length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(en.data[0]).sort()).toEqual(['cate_name', 'id']);
    expect(de.data.map((c: any) => c.id)).toEqual(en.data.map((c: any) => c.id));
    expect(de.data.map((c: any) => c.cate_name)).not.toEqual(en.data.map((c: any) => c.cate_name));
  });
});

describe('POST /product/getList', () => {
  it('returns list items with the spec fields and a total', async () => {
    const res = await call(ctx.app, 'POST', '/api/product/getList', { body: { page: 1, page_size: 5 } });
    expect(res.code).toBe(200);
    expect(res.data.list).toHaveLength(5);
    expect(res.data.total).toBeGreaterThanOrEqual(48);
    const item = res.data.list[0];
    for (const key of ['id', 'product_name', 'description', 'review_rating', 'reviews', 'is_like', 'route_info', 'product_sku_info'])
      expect(item).toHaveProperty(key);
    expect(item.is_like).toBe(false);
    expect(Object.keys(item.product_sku_info[0]).sort()).toEqual(SKU_FIELDS);
    expect(item.product_sku_info[0].product_price).toMatch(/^\d+\.\d{2}$/);
  });

  it('filters by category and pages through all of it without repeats', async () => {
    const cats = await call(ctx.app, 'GET', '/api/product/category/getList');
    const categoryId = cats.data[1].id;
    const seen: number[] = [];
    let total = 0;
    for (let page = 1; page <= 5; page++) {
      const res = await call(ctx.app, 'POST', '/api/product/getList', { body: { category_id: categoryId, page, page_size: 3 } });
      total = res.data.total;
      for (const item of res.data.list) {
        expect(item.category_id).toBe(categoryId);
        seen.push(item.id);
      }
    }
    expect(total).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(Math.min(total, 15));
  });

  it('prices follow the country price list', async () => {
    const us = await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 3 } });
    const gb = await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 3, country_code: 'GB' } });
    const skuId = us.data.list[0].product_sku_info[0].id;
    const [usRow] = await ctx.db
      .select()
      .from(skuPrices)
      .where(and(eq(skuPrices.skuId, skuId), eq(skuPrices.countryCode, 'US')));
    const [gbRow] = await ctx.db
      .select()
      .from(skuPrices)
      .where(and(eq(skuPrices.skuId, skuId), eq(skuPrices.countryCode, 'GB')));
    expect(us.data.list[0].product_sku_info[0].product_price).toBe((usRow.priceCents / 100).toFixed(2));
    expect(gb.data.list[0].product_sku_info[0].product_price).toBe((gbRow.priceCents / 100).toFixed(2));
    expect(gbRow.priceCents).not.toBe(usRow.priceCents);
  });

  it('sorts by price in the country', async () => {
    const res = await call(ctx.app, 'POST', '/api/product/getList', { body: { sort: 'price_asc', page_size: 48, country_code: 'JP' } });
    expect(res.data.list.length).toBeGreaterThan(10);
    const mins = res.data.list.map((p: any) => Math.min(...p.product_sku_info.map((s: any) => Number(s.product_price))));
    expect(mins).toEqual([...mins].sort((a: number, b: number) => a - b));
  });

  it('rejects an unknown country, a bad page size and an inverted price range', async () => {
    expect((await call(ctx.app, 'POST', '/api/product/getList', { body: { country_code: 'ZZ' } })).message).toMatch(/^country_code:/);
    expect((await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 1000 } })).status).toBe(400);
    const inverted = await call(ctx.app, 'POST', '/api/product/getList', { body: { min_price: '50', max_price: '10' } });
    expect(inverted.status).toBe(400);
    expect(inverted.message).toMatch(/^min_price:/);
  });
});

describe('GET /product/getDetail/{id}', () => {
  it('returns the product with SKUs, images and a localized name', async () => {
    const list = await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 1 } });
    const id = list.data.list[0].id;
    const en = await call(ctx.app, 'GET', `/api/product/getDetail/${id}`);
    const ja = await call(ctx.app, 'GET', `/api/product/getDetail/${id}?lang=ja`);
    expect(en.data.id).toBe(id);
    expect(en.data.images.length).toBeGreaterThan(0);
    expect(en.data.product_sku_info.length).toBeGreaterThanOrEqual(2);
    expect(ja.data.product_name).not.toBe(en.data.product_name);
    const skus = await ctx.db.select().from(productSkus).where(eq(productSkus.productId, id));
    expect(en.data.product_sku_info.map((s: any) => s.stock_num).sort()).toEqual(skus.map((s) => s.stockNum).sort());
  });
});

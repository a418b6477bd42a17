import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { countries, products, productSkus, skuPrices } from '../../api/db/schema/index.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { insertProduct } from './helpers/catalogue.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const list = (body: Record<string, unknown>, headers?: Record<string, string>) =>
  call(ctx.app, 'POST', '/api/product/getList', { body, headers });
const cents = (price: string) => Math.round(Number(price) * 100);

/** Each published product's SKU prices in a country, falling back to the US list, computed from the tables. */
async function pricesIn(country: string): Promise<Map<number, number[]>> {
  const rows = await ctx.db
    .select({ productId: productSkus.productId, skuId: productSkus.id, country: skuPrices.countryCode, cents: skuPrices.priceCents })
    .from(productSkus)
    .innerJoin(skuPrices, eq(skuPrices.skuId, productSkus.id))
    .innerJoin(products, eq(products.id, productSkus.productId))
    .where(eq(products.published, true));
  const perSku = new Map<number, { productId: number; own?: number; us?: number }>();
  for (const r of rows) {
    const e = perSku.get(r.skuId) ?? { productId: r.productId };
    if (r.country === country) e.own = r.cents;
    if (r.country === 'US') e.us = r.cents;
    perSku.set(r.skuId, e);
  }
  const out = new Map<number, number[]>();
  for (const e of perSku.values()) {
    const price = e.own ?? e.us;
    if (price !== undefined) out.set(e.productId, [...(out.get(e.productId) ?? []), price]);
  }
  return out;
}

async function allPages(body: Record<string, unknown>) {
  const items: any[] = [];
  let total = -1;
  for (let page = 1; page < 20; page++) {
    const res = await list({ ...body, page, page_size: 10 });
    expect(res.code).toBe(200);
    total = res.data.total;
    items.push(...res.data.list);
    if (res.data.list.length < 10) break;
  }
  return { items, total };
}

describe('POST /product/getList', () => {
  it('lists every published product once across pages, with a matching total', async () => {
    const hidden = await insertProduct(ctx, { slug: 'list-hidden', name: { en: 'Hidden Test Product' }, published: false });
    const published = await ctx.db.select({ id: products.id }).from(products).where(eq(products.published, true));
    const { items, total } = await allPages({ sort: 'newest' });
    expect(total).toBe(published.length);
    expect(items.map((i) => i.id).sort((a, b) => a - b)).toEqual(published.map((p) => p.id).sort((a, b) => a - b));
    expect(items.some((i) => i.id === hidden)).toBe(false);
  });

  it('a page past the end is empty but still carries the total', async () => {
    const res = await list({ page: 500, page_size: 10 });
    expect(res.code).toBe(200);
    expect(res.data.list).toEqual([]);
    expect(res.data.total).toBeGreaterThanOrEqual(48);
  });

  it('filters by category with the right total', async () => {
    const cats = await call(ctx.app, 'GET', '/api/product/category/getList');
    for (const c of cats.data) {
      const inDb = await ctx.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.categoryId, c.id), eq(products.published, true)));
      const { items, total } = await allPages({ category_id: c.id });
      expect(total).toBe(inDb.length);
      expect(items.every((i) => i.category_id === c.id)).toBe(true);
    }
  });

  it('filters by price range on the lowest SKU price in the country', async () => {
    for (const country of ['US', 'JP']) {
      const prices = await pricesIn(country);
      const expected = [...prices]
        .filter(([, p]) => Math.min(...p) >= 2000 && Math.min(...p) <= 4500)
        .map(([id]) => id)
        .sort((a, b) => a - b);
      const { items, total } = await allPages({ min_price: '20', max_price: '45.00', country_code: country });
      expect(expected.length).toBeGreaterThan(0);
      expect(total).toBe(expected.length);
      expect(items.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected);
    }
  });

  it('sorts by price both ways, newest, rating and best selling', async () => {
    const minOf = (i: any) => Math.min(...i.product_sku_info.map((s: any) => cents(s.product_price)));
    const asc = (await allPages({ sort: 'price_asc', country_code: 'GB' })).items.map(minOf);
    const desc = (await allPages({ sort: 'price_desc', country_code: 'GB' })).items.map(minOf);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(desc).toEqual([...asc].sort((a, b) => b - a));

    const rows = await ctx.db.select().from(products).where(eq(products.published, true));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const newest = (await allPages({ sort: 'newest' })).items.map((i) => byId.get(i.id)!.createdAt.getTime());
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const sold = (await allPages({ sort: 'best_selling' })).items.map((i) => byId.get(i.id)!.soldCount);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
    const rated = (await allPages({ sort: 'rating' })).items;
    const averages = rated.map((i) => {
      const r = byId.get(i.id)!;
      return r.reviewCount ? r.reviewSum / r.reviewCount : 0;
    });
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(rated[0].review_rating).toBeGreaterThan(rated.at(-1).review_rating);
  });

  it('follows a price change in filters and sorts at once', async () => {
    const id = await insertProduct(ctx, { slug: 'list-reprice', name: { en: 'Reprice Test Product' }, skus: [{ priceCents: 99_999 }] });
    const first = async () => (await list({ sort: 'price_desc', page_size: 1 })).data.list[0].id;
    expect(await first()).toBe(id);
    const [sku] = await ctx.db.select().from(productSkus).where(eq(productSkus.productId, id));
    await ctx.db.update(skuPrices).set({ priceCents: 150, originalPriceCents: 150 }).where(eq(skuPrices.skuId, sku.id));
    expect(await first()).not.toBe(id);
    const cheap = await list({ max_price: '1.50', page_size: 50 });
    expect(cheap.data.list.map((i: any) => i.id)).toContain(id);
  });

  it('shows each country its own price list, and the US list where a country has none', async () => {
    const us = await list({ page_size: 48 });
    const de = await list({ page_size: 48, country_code: 'de' });
    const deRows = await ctx.db.select().from(skuPrices).where(eq(skuPrices.countryCode, 'DE'));
    const dePrice = new Map(deRows.map((r) => [r.skuId, r.priceCents]));
    for (const item of de.data.list) for (const s of item.product_sku_info) expect(cents(s.product_price)).toBe(dePrice.get(s.id));

    // A new country without a price list of its own: every price is the US one, and filters use it too.
    await ctx.db.insert(countries).values({ code: 'NZ', shippingCents: 1999 });
    const nz = await list({ page_size: 48, country_code: 'NZ' });
    expect(nz.code).toBe(200);
    expect(nz.data.list.map((i: any) => i.product_sku_info)).toEqual(us.data.list.map((i: any) => i.product_sku_info));
    const usCheap = await list({ max_price: '30', page_size: 100 });
    const nzCheap = await list({ max_price: '30', page_size: 100, country_code: 'NZ' });
    expect(nzCheap.data.total).toBe(usCheap.data.total);
  });

  it('shows names and subtitles in the request language, each falling back to en on its own', async () => {
    const id = await insertProduct(ctx, {
      slug: 'list-fallback',
      soldCount: 1_000_000,
      name: { en: 'Fallback Bloom', de: 'Rückfall-Blüte' },
      subtitle: { en: 'Only written in English.' },
    });
    const de = await list({ page_size: 1 }, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(de.data.list[0]).toMatchObject({ id, product_name: 'Rückfall-Blüte', description: 'Only written in English.' });
    const ja = await list({ page_size: 1, lang: 'ja' });
    expect(ja.data.list[0]).toMatchObject({ id, product_name: 'Fallback Bloom', description: 'Only written in English.' });
    const detail = await call(ctx.app, 'GET', `/api/product/getDetail/${id}?lang=de`);
    expect(detail.data).toMatchObject({ product_name: 'Rückfall-Blüte', description: 'Only written in English.' });
  });

  it('answers 404 for an unknown category and 400 naming the field for bad filters', async () => {
    const unknown = await list({ category_id: 999_999 });
    expect(unknown).toMatchObject({ status: 404, code: 404 });
    for (const [body, field] of [
      [{ sort: 'cheapest' }, 'sort'],
      [{ min_price: 'abc' }, 'min_price'],
      [{ max_price: '-5' }, 'max_price'],
      [{ page: 0 }, 'page'],
      [{ page_size: 0 }, 'page_size'],
      [{ category_id: 'shoes' }, 'category_id'],
      [{ country_code: 'USA' }, 'country_code'],
    ] as const) {
      const res = await list(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.message.startsWith(`${field}:`), res.message).toBe(true);
    }
  });
});

describe('GET /product/getMaxPrice', () => {
  it('is the highest SKU price of the country, of one category when asked', async () => {
    for (const country of ['US', 'JP']) {
      const prices = await pricesIn(country);
      const highest = Math.max(...[...prices.values()].flat());
      const res = await call(ctx.app, 'GET', `/api/product/getMaxPrice?country_code=${country}`);
      expect(res.data).toEqual({ max_price: (highest / 100).toFixed(2) });
    }
    const cats = await call(ctx.app, 'GET', '/api/product/category/getList');
    const catId = cats.data[2].id;
    const inCat = await ctx.db.select({ id: products.id }).from(products).where(eq(products.categoryId, catId));
    const prices = await pricesIn('US');
    const highest = Math.max(...inCat.flatMap((p) => prices.get(p.id) ?? []));
    const res = await call(ctx.app, 'GET', `/api/product/getMaxPrice?category_id=${catId}`);
    expect(res.data.max_price).toBe((highest / 100).toFixed(2));
  });

  it('follows SKUs and prices as they are added, changed and removed', async () => {
    const before = (await call(ctx.app, 'GET', '/api/product/getMaxPrice')).data.max_price;
    const id = await insertProduct(ctx, {
      slug: 'max-price-sku',
      name: { en: 'Max Price Test' },
      skus: [{ priceCents: 1000 }, { priceCents: 777_700 }],
    });
    expect((await call(ctx.app, 'GET', '/api/product/getMaxPrice')).data.max_price).toBe('7777.00');
    const [, dear] = await ctx.db.select().from(productSkus).where(eq(productSkus.productId, id)).orderBy(productSkus.sort);
    await ctx.db.update(skuPrices).set({ priceCents: 888_800, originalPriceCents: 888_800 }).where(eq(skuPrices.skuId, dear.id));
    expect((await call(ctx.app, 'GET', '/api/product/getMaxPrice')).data.max_price).toBe('8888.00');
    await ctx.db.delete(productSkus).where(eq(productSkus.id, dear.id));
    expect((await call(ctx.app, 'GET', '/api/product/getMaxPrice')).data.max_price).toBe(before);
    await ctx.db.delete(products).where(eq(products.id, id));
    expect((await list({ max_price: '10', page_size: 100 })).data.list.map((i: any) => i.id)).not.toContain(id);
  });

  it('answers 404 for an unknown category and 400 for a bad country', async () => {
    expect((await call(ctx.app, 'GET', '/api/product/getMaxPrice?category_id=999999')).status).toBe(404);
    const bad = await call(ctx.app, 'GET', '/api/product/getMaxPrice?country_code=ZZ');
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/^country_code:/);
  });
});

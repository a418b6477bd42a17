import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { productPriceRanges, products, productSkus, shopBanners, skuPrices, solvedProblems } from '../../api/db/schema/index.ts';
import { CURATED_PAGES } from '../../api/modules/products/schema.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { insertProduct } from './helpers/catalogue.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const recommend = (body: Record<string, unknown>) => call(ctx.app, 'POST', '/api/product/recommend', { body });

/** Ids of products whose every SKU is out of stock. */
async function soldOutEverywhere(): Promise<Set<number>> {
  const skus = await ctx.db.select().from(productSkus);
  const inStock = new Set(skus.filter((s) => s.stockNum > 0).map((s) => s.productId));
  return new Set(skus.map((s) => s.productId).filter((id) => !inStock.has(id)));
}

describe('POST /product/recommend', () => {
  it('recommends the same category first, never the product itself, sold-out products last', async () => {
    const soldOut = await soldOutEverywhere();
    const [ref] = await ctx.db.select().from(products).where(eq(products.slug, 'rose-toy-classic'));
    const res = await recommend({ product_id: ref.id, limit: 24 });
    expect(res.code).toBe(200);
    const ids = res.data.map((p: any) => p.id);
    expect(ids).not.toContain(ref.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Among products in stock, the same category comes first.
    const sameCategory = res.data.filter((p: any) => !soldOut.has(p.id)).map((p: any) => p.category_id === ref.categoryId);
    expect(sameCategory[0]).toBe(true);
    expect(sameCategory).toContain(false);
    expect(sameCategory.slice(sameCategory.indexOf(false)).every((same: boolean) => !same)).toBe(true);
    // Products sold out in every colour only after all of those.
    const soldOutPositions = ids.map((id: number, i: number) => (soldOut.has(id) ? i : -1)).filter((i: number) => i >= 0);
    for (const pos of soldOutPositions) expect(ids.slice(pos).every((id: number) => soldOut.has(id))).toBe(true);
  });

  it('puts a product sold out in every colour behind all others, however well it sold', async () => {
    const [ref] = await ctx.db.select().from(products).where(eq(products.slug, 'rose-toy-classic'));
    const [range] = await ctx.db
      .select()
      .from(productPriceRanges)
      .where(and(eq(productPriceRanges.productId, ref.id), eq(productPriceRanges.countryCode, 'US')));
    const star = await insertProduct(ctx, {
      slug: 'recommend-star',
      name: { en: 'Recommend Star' },
      category: 'rose-collection',
      soldCount: 10_000_000,
      skus: [
        { stock: 0, priceCents: range.minCents },
        { stock: 0, priceCents: range.minCents },
      ],
    });
    const all = await recommend({ product_id: ref.id, limit: 24 });
    expect(all.data.map((p: any) => p.id)).not.toContain(star);
    const [sku] = await ctx.db.select().from(productSkus).where(eq(productSkus.productId, star)).limit(1);
    await ctx.db.update(productSkus).set({ onHand: 2 }).where(eq(productSkus.id, sku.id));
    expect((await recommend({ product_id: ref.id, limit: 24 })).data[0].id).toBe(star);
  });

  it('prefers products in the same price band among other categories', async () => {
    const [ref] = await ctx.db.select().from(products).where(eq(products.slug, 'rose-toy-classic'));
    const res = await recommend({ product_id: ref.id, limit: 24 });
    const soldOut = await soldOutEverywhere();
    const others = res.data.filter((p: any) => p.category_id !== ref.categoryId && !soldOut.has(p.id));
    const ranges = await ctx.db
      .select()
      .from(productPriceRanges)
      .where(
        and(eq(productPriceRanges.countryCode, 'US'), inArray(productPriceRanges.productId, [ref.id, ...others.map((p: any) => p.id)])),
      );
    const min = new Map(ranges.map((r) => [r.productId, r.minCents]));
    const inBand = others.map((p: any) => Math.abs(Math.log(min.get(p.id)! / min.get(ref.id)!)) <= Math.log(1.5));
    // Once a product outside the band appears, no product inside it follows.
    expect(inBand).toEqual([...inBand].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    expect(inBand[0]).toBe(true);
  });

  it('honours the limit and the country', async () => {
    const [ref] = await ctx.db.select().from(products).where(eq(products.slug, 'wand-massager'));
    const us = await recommend({ product_id: ref.id, limit: 3 });
    const jp = await recommend({ product_id: ref.id, limit: 3, country_code: 'JP' });
    expect(us.data).toHaveLength(3);
    expect(jp.data).toHaveLength(3);
    const [jpPrice] = await ctx.db
      .select()
      .from(skuPrices)
      .where(and(eq(skuPrices.skuId, jp.data[0].product_sku_info[0].id), eq(skuPrices.countryCode, 'JP')));
    expect(jp.data[0].product_sku_info[0].product_price).toBe((jpPrice.priceCents / 100).toFixed(2));
  });

  it('answers 404 for an unknown product and 400 for a bad limit', async () => {
    expect((await recommend({ product_id: 999_999 })).status).toBe(404);
    const bad = await recommend({ product_id: 1, limit: 100 });
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/^limit:/);
  });
});

describe('POST /solved/promblem/getList', () => {
  it("lists a product's problems and solutions in its order, localized", async () => {
    const [ref] = await ctx.db.select().from(products).where(eq(products.slug, 'rose-toy-classic'));
    const rows = await ctx.db.select().from(solvedProblems).where(eq(solvedProblems.productId, ref.id)).orderBy(asc(solvedProblems.sort));
    const en = await call(ctx.app, 'POST', '/api/solved/promblem/getList', { body: { product_id: ref.id } });
    const de = await call(ctx.app, 'POST', '/api/solved/promblem/getList', {
      body: { product_id: ref.id },
      headers: { 'accept-language': 'de' },
    });
    expect(en.data.total).toBe(rows.length);
    expect(en.data.list).toEqual(rows.map((r) => ({ id: r.id, product_id: ref.id, problem: r.problem.en, solution: r.solution.en })));
    expect(de.data.list.map((e: any) => e.problem)).toEqual(rows.map((r) => r.problem.de));
  });

  it('lists every entry without a product, paginated', async () => {
    const [{ n }] = await ctx.db.select({ n: count() }).from(solvedProblems);
    const page = await call(ctx.app, 'POST', '/api/solved/promblem/getList', { body: { page: 2, page_size: 5 } });
    expect(page.data.total).toBe(n);
    expect(page.data.list).toHaveLength(5);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await call(ctx.app, 'POST', '/api/solved/promblem/getList', { body: { product_id: 999_999 } })).status).toBe(404);
  });
});

describe('curated product lists', () => {
  it("answers every page with in-stock products at the country's prices", async () => {
    const soldOut = await soldOutEverywhere();
    expect(soldOut.size).toBeGreaterThan(0);
    for (const page of CURATED_PAGES) {
      const us = await call(ctx.app, 'GET', `/api/${page}/product/getList`);
      const gb = await call(ctx.app, 'GET', `/api/${page}/product/getList?country_code=GB`);
      expect(us.code, page).toBe(200);
      expect(us.data.length, page).toBeGreaterThanOrEqual(4);
      expect(
        us.data.some((p: any) => soldOut.has(p.id)),
        page,
      ).toBe(false);
      expect(new Set(us.data.map((p: any) => p.id)).size).toBe(us.data.length);
      expect(gb.data.map((p: any) => p.product_sku_info[0].product_price)).not.toEqual(
        us.data.map((p: any) => p.product_sku_info[0].product_price),
      );
    }
  });

  it('home features the best seller of every category first', async () => {
    const home = await call(ctx.app, 'GET', '/api/home/product/getList');
    const cats = await call(ctx.app, 'GET', '/api/product/category/getList');
    const leading = home.data
      .slice(0, cats.data.length)
      .map((p: any) => p.category_id)
      .sort();
    expect(leading).toEqual(cats.data.map((c: any) => c.id).sort());
  });

  it('new arrivals are the newest products; moment shows only discounted ones', async () => {
    const rows = await ctx.db.select().from(products);
    const created = new Map(rows.map((r) => [r.id, r.createdAt.getTime()]));
    const arrivals = await call(ctx.app, 'GET', '/api/mooliworld/product/getList');
    const times = arrivals.data.map((p: any) => created.get(p.id));
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
    const sale = await call(ctx.app, 'GET', '/api/moment/product/getList');
    for (const p of sale.data) {
      expect(
        p.product_sku_info.some((s: any) => Number(s.product_original_price) > Number(s.product_price)),
        p.product_name,
      ).toBe(true);
    }
  });

  it('a new best seller that sells out leaves the lists', async () => {
    const id = await insertProduct(ctx, { slug: 'curated-star', name: { en: 'Curated Star' }, soldCount: 5_000_000, skus: [{ stock: 3 }] });
    expect((await call(ctx.app, 'GET', '/api/home/product/getList')).data.map((p: any) => p.id)).toContain(id);
    await ctx.db.update(productSkus).set({ onHand: 0 }).where(eq(productSkus.productId, id));
    expect((await call(ctx.app, 'GET', '/api/home/product/getList')).data.map((p: any) => p.id)).not.toContain(id);
  });

  it('rejects a bad country', async () => {
    expect((await call(ctx.app, 'GET', '/api/home/product/getList?country_code=Q1')).status).toBe(400);
  });
});

describe('POST /bestseller/product/getList', () => {
  it('lists by units sold, optionally in one category, with a total', async () => {
    const res = await call(ctx.app, 'POST', '/api/bestseller/product/getList', { body: { page_size: 48 } });
    const rows = await ctx.db.select().from(products).where(eq(products.published, true));
    const sold = new Map(rows.map((r) => [r.id, r.soldCount]));
    const order = res.data.list.map((p: any) => sold.get(p.id));
    expect(order).toEqual([...order].sort((a: number, b: number) => b - a));
    expect(res.data.total).toBe(rows.length);
    const catId = res.data.list[0].category_id;
    const inCat = await call(ctx.app, 'POST', '/api/bestseller/product/getList', { body: { category_id: catId } });
    expect(inCat.data.list.every((p: any) => p.category_id === catId)).toBe(true);
    expect(inCat.data.total).toBe(rows.filter((r) => r.categoryId === catId).length);
    expect((await call(ctx.app, 'POST', '/api/bestseller/product/getList', { body: { category_id: 999_999 } })).status).toBe(404);
  });
});

describe('POST /shop/banner/getList', () => {
  it('answers the shop banners in order, localized', async () => {
    const rows = await ctx.db.select().from(shopBanners).orderBy(asc(shopBanners.sort));
    const en = await call(ctx.app, 'POST', '/api/shop/banner/getList');
    const ja = await call(ctx.app, 'POST', '/api/shop/banner/getList?lang=ja');
    expect(en.data).toEqual(
      rows.map((b) => ({ title: b.title.en, subtitle: b.subtitle.en, image_url: b.imageUrl, redirect_url: b.redirectUrl })),
    );
    expect(ja.data.map((b: any) => b.title)).toEqual(rows.map((b) => b.title.ja ?? b.title.en));
    expect(rows.length).toBeGreaterThan(0);
  });
});

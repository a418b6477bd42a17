/** The calls behind /user-review (review filters), /quiz (product finder) and /halloween (campaign products). */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, productPriceRanges, products, productSkus, reviews } from '../../api/db/schema/index.ts';
import { setRole } from '../../api/modules/user/roles.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { insertProduct } from './helpers/catalogue.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const reviewList = (body: unknown) => call(ctx.app, 'POST', '/api/product/review/getList', { body });
const quiz = (body: unknown) => call(ctx.app, 'POST', '/api/quiz/recommend', { body });
const answers = { experience: 'new', goal: 'external', company: 'solo', budget: 'any' };

async function categoryOf(productId: number) {
  const [row] = await ctx.db
    .select({ slug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  return row.slug;
}

describe('POST /product/review/getList with filters', () => {
  it("narrows the shop's reviews to one product, and to one product and star rating, page by page", async () => {
    const [top] = await ctx.db
      .select({ id: reviews.productId, n: count() })
      .from(reviews)
      .groupBy(reviews.productId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(top.n / 4); page++) {
      const res = await reviewList({ product_id: top.id, page, page_size: 4 });
      expect(res.code).toBe(200);
      expect(res.data.total).toBe(top.n);
      expect(res.data.list.every((r: any) => r.product_id === top.id)).toBe(true);
      seen.push(...res.data.list.map((r: any) => r.id));
    }
    expect(new Set(seen).size).toBe(top.n);

    const [{ rating }] = await ctx.db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.productId, top.id)).limit(1);
    const [{ n }] = await ctx.db
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.productId, top.id), eq(reviews.rating, rating)));
    const both = await reviewList({ product_id: top.id, rating, page_size: 100 });
    expect(both.data.total).toBe(n);
    expect(both.data.list.every((r: any) => r.product_id === top.id && r.rating === rating)).toBe(true);
  });

  it('answers an empty page for a product without reviews and past the last page', async () => {
    const id = await insertProduct(ctx, { slug: 'filter-unreviewed', name: { en: 'Unreviewed' } });
    expect((await reviewList({ product_id: id })).data).toMatchObject({ list: [], total: 0 });
    const far = await reviewList({ page: 9999, page_size: 100 });
    expect(far.data.list).toEqual([]);
    expect(far.data.total).toBeGreaterThan(0);
  });

  it('refuses a bad product id or page with 400, naming the field', async () => {
    for (const [body, field] of [
      [{ product_id: 'abc' }, 'product_id'],
      [{ product_id: -1 }, 'product_id'],
      [{ product_id: 2 ** 40 }, 'product_id'],
      [{ page: 0 }, 'page'],
      [{ page_size: 1000 }, 'page_size'],
      [{ shop: 1 }, ''],
    ] as const) {
      const res = await reviewList(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.code).toBe(400);
      if (field) expect(res.message).toMatch(new RegExp(`^${field}:`));
    }
  });
});

describe('POST /quiz/recommend', () => {
  it('recommends four real, published products in stock, in the shopper language', async () => {
    const res = await quiz(answers);
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(4);
    for (const p of res.data) {
      expect(p.route_info.route).toMatch(/^\/products\/[a-z0-9-]+$/);
      expect(p.product_sku_info.some((s: any) => s.stock_num > 0)).toBe(true);
    }
    const de = await quiz({ ...answers, lang: 'de' });
    expect(de.data.map((p: any) => p.id)).toEqual(res.data.map((p: any) => p.id));
    expect(de.data[0].product_name).not.toBe(res.data[0].product_name);
  });

  it('follows what the shopper is looking for and whether it is for a couple', async () => {
    const external = await quiz(answers);
    expect(await categoryOf(external.data[0].id)).toBe('rose-collection');
    const internal = await quiz({ ...answers, goal: 'internal' });
    expect(await categoryOf(internal.data[0].id)).toBe('vibrators');
    const couple = await quiz({ ...answers, goal: 'massage', company: 'partner' });
    const slugs = await Promise.all(couple.data.map((p: any) => categoryOf(p.id)));
    expect(slugs).toContain('couples');
    const solo = await quiz({ ...answers, goal: 'massage' });
    expect(await Promise.all(solo.data.map((p: any) => categoryOf(p.id)))).not.toContain('couples');
  });

  it('keeps to the budget in the shopper country when the catalogue allows', async () => {
    for (const [budget, ok] of [
      ['under_30', (c: number) => c < 3000],
      ['over_60', (c: number) => c >= 6000],
    ] as const) {
      const res = await quiz({ ...answers, goal: 'internal', budget, country_code: 'de' });
      expect(res.code).toBe(200);
      const mins = await Promise.all(
        res.data.map(async (p: any) => {
          const [r] = await ctx.db
            .select({ min: productPriceRanges.minCents })
            .from(productPriceRanges)
            .where(and(eq(productPriceRanges.productId, p.id), eq(productPriceRanges.countryCode, 'DE')));
          return r.min;
        }),
      );
      // The first pick matches both the goal and the budget; the demo shop has such a vibrator at every budget.
      expect(ok(mins[0]), `${budget}: ${mins}`).toBe(true);
    }
  });

  it('refuses missing or unknown answers with 400 and recommends nothing', async () => {
    for (const [body, field] of [
      [{ ...answers, goal: 'everything' }, 'goal'],
      [{ ...answers, budget: 10 }, 'budget'],
      [{ experience: 'new', goal: 'external', company: 'solo' }, 'budget'],
      [{ ...answers, country_code: 'USA' }, 'country_code'],
    ] as const) {
      const res = await quiz(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.data).toEqual({ invalid: field });
      expect(res.message).toMatch(new RegExp(`^${field}:`));
    }
    expect((await quiz({ ...answers, extra: true })).status).toBe(400);
  });
});

describe('GET /halloween/product/getList', () => {
  it('lists the best sellers that come in a dark colour in stock', async () => {
    const res = await call(ctx.app, 'GET', '/api/halloween/product/getList');
    expect(res.code).toBe(200);
    expect(res.data.length).toBeGreaterThan(3);
    expect(res.data.length).toBeLessThanOrEqual(8);
    const dark = new Set(['#1c1c1e', '#1f2a4d']);
    for (const p of res.data) expect(p.product_sku_info.some((s: any) => dark.has(s.product_color_card) && s.stock_num > 0)).toBe(true);
    const sold = await Promise.all(
      res.data.map(async (p: any) => (await ctx.db.select().from(products).where(eq(products.id, p.id)))[0].soldCount),
    );
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });

  it('drops a product once its dark colour is counted out by an operator (the cached list goes with it)', async () => {
    const first = (await call(ctx.app, 'GET', '/api/halloween/product/getList')).data[0];
    const darkSkus = first.product_sku_info.filter((s: any) => ['#1c1c1e', '#1f2a4d'].includes(s.product_color_card));
    const operator = bearer(await signIn(ctx, 'halloween-ops@example.com'));
    await setRole(ctx.db, 'halloween-ops@example.com', 'operator', true);
    for (const s of darkSkus) {
      const [row] = await ctx.db.select().from(productSkus).where(eq(productSkus.id, s.id));
      const counted = await call(ctx.app, 'POST', '/api/operator/stock/adjust', {
        headers: operator,
        body: { sku_id: s.id, on_hand: row.held, on_hand_seen: row.onHand },
      });
      expect(counted.status).toBe(200);
    }
    const after = await call(ctx.app, 'GET', '/api/halloween/product/getList');
    expect(after.data.map((p: any) => p.id)).not.toContain(first.id);
  });

  it('refuses unknown query fields and bad countries with 400', async () => {
    expect((await call(ctx.app, 'GET', '/api/halloween/product/getList?country_code=1')).status).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/halloween/product/getList?x=1')).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { products, reviews } from '../../api/db/schema/index.ts';
import { AppError } from '../../api/lib/envelope.ts';
import { addReview } from '../../api/modules/reviews/service.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { insertProduct } from './helpers/catalogue.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const productReviews = (body: Record<string, unknown>) => call(ctx.app, 'POST', '/api/product/review/getProductList', { body });

/** Products whose review_count / review_sum disagree with their reviews. */
async function inconsistentProducts() {
  const rows = await ctx.db.execute<{ id: number }>(sql`
    select p.id from products p left join reviews r on r.product_id = p.id
    group by p.id having p.review_count <> count(r.id) or p.review_sum <> coalesce(sum(r.rating), 0)`);
  return rows.rows;
}

async function mostReviewed() {
  const [p] = await ctx.db
    .select()
    .from(products)
    .orderBy(sql`${products.reviewCount} desc`, products.id)
    .limit(1);
  return p;
}

describe('POST /product/review/getProductList', () => {
  it("pages through a product's reviews newest first, with its rating and star counts", async () => {
    const p = await mostReviewed();
    expect(p.reviewCount).toBeGreaterThan(5);
    const seen: any[] = [];
    for (let page = 1; page <= Math.ceil(p.reviewCount / 3); page++) {
      const res = await productReviews({ product_id: p.id, page, page_size: 3 });
      expect(res.code).toBe(200);
      expect(res.data.total).toBe(p.reviewCount);
      seen.push(...res.data.list);
    }
    expect(seen.length).toBe(p.reviewCount);
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    const times = seen.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen.every((r) => r.product_id === p.id && r.rating >= 1 && r.rating <= 5 && r.author_name && r.content)).toBe(true);

    const res = await productReviews({ product_id: p.id });
    expect(res.data.reviews).toBe(p.reviewCount);
    expect(res.data.review_rating).toBe(Math.round((p.reviewSum / p.reviewCount) * 10) / 10);
    const counts = res.data.rating_counts;
    expect(Object.keys(counts).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(Object.values(counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(p.reviewCount);
    expect(Object.entries(counts as Record<string, number>).reduce((a, [star, n]) => a + Number(star) * n, 0)).toBe(p.reviewSum);
  });

  it('gives a product without reviews an empty page and zero counts', async () => {
    const id = await insertProduct(ctx, { slug: 'reviews-none', name: { en: 'Unreviewed Test Product' } });
    const res = await productReviews({ product_id: id });
    expect(res.data).toMatchObject({ list: [], total: 0, reviews: 0, review_rating: 0, rating_counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });

  it('answers 404 for an unknown or unpublished product and 400 for a bad id', async () => {
    expect((await productReviews({ product_id: 999_999 })).status).toBe(404);
    const hidden = await insertProduct(ctx, { slug: 'reviews-hidden', name: { en: 'Hidden' }, published: false });
    expect((await productReviews({ product_id: hidden })).status).toBe(404);
    const bad = await productReviews({ product_id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/^product_id:/);
    expect((await productReviews({})).message).toMatch(/^product_id:/);
  });
});

describe('POST /product/review/getList', () => {
  it('lists every review newest first, optionally of one star rating', async () => {
    const [{ n }] = await ctx.db.select({ n: count() }).from(reviews);
    const all = await call(ctx.app, 'POST', '/api/product/review/getList', { body: { page_size: 100 } });
    expect(all.data.total).toBe(n);
    const times = all.data.list.map((r: any) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.data.list[0].route).toMatch(/^\/products\//);

    const [{ fives }] = await ctx.db.select({ fives: count() }).from(reviews).where(eq(reviews.rating, 5));
    const five = await call(ctx.app, 'POST', '/api/product/review/getList', { body: { rating: 5, page_size: 100 } });
    expect(five.data.total).toBe(fives);
    expect(five.data.list.every((r: any) => r.rating === 5)).toBe(true);
  });

  it('names the product in the request language', async () => {
    const en = await call(ctx.app, 'POST', '/api/product/review/getList', { body: { page_size: 1 } });
    const de = await call(ctx.app, 'POST', '/api/product/review/getList', { body: { page_size: 1, lang: 'de' } });
    expect(de.data.list[0].id).toBe(en.data.list[0].id);
    expect(de.data.list[0].product_name).not.toBe(en.data.list[0].product_name);
  });

  it('rejects a rating outside 1 to 5', async () => {
    for (const rating of [0, 6, 2.5, 'five']) {
      const res = await call(ctx.app, 'POST', '/api/product/review/getList', { body: { rating } });
      expect(res.status).toBe(400);
      expect(res.message).toMatch(/^rating:/);
    }
  });
});

describe('addReview', () => {
  it('the seeded shop starts consistent', async () => {
    expect(await inconsistentProducts()).toEqual([]);
  });

  it("records a review and updates the product's count and rating together", async () => {
    const id = await insertProduct(ctx, { slug: 'reviews-new', name: { en: 'Review Target' } });
    const first = await addReview(ctx.db, {
      product_id: id,
      author_name: ' Ana P. ',
      rating: 4,
      content: 'Lovely.',
      images: ['/media/reviews/a.webp'],
    });
    expect(first).toMatchObject({
      product_id: id,
      author_name: 'Ana P.',
      rating: 4,
      content: 'Lovely.',
      images: ['/media/reviews/a.webp'],
    });
    await addReview(ctx.db, { product_id: id, author_name: 'Bea', rating: 1, content: 'Not for me.' });
    const res = await productReviews({ product_id: id });
    expect(res.data).toMatchObject({ total: 2, reviews: 2, review_rating: 2.5, rating_counts: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 0 } });
    expect(res.data.list[0].content).toBe('Not for me.');
    const listed = await call(ctx.app, 'GET', `/api/product/getDetail/${id}`);
    expect(listed.data).toMatchObject({ reviews: 2, review_rating: 2.5 });
    expect(await inconsistentProducts()).toEqual([]);
  });

  it('changes nothing on bad input or an unknown product', async () => {
    const id = await insertProduct(ctx, { slug: 'reviews-bad', name: { en: 'Review Bad Input' } });
    const before = await ctx.db.select({ n: count() }).from(reviews);
    const attempts = [
      { product_id: id, author_name: 'A', rating: 6, content: 'x' },
      { product_id: id, author_name: 'A', rating: 0, content: 'x' },
      { product_id: id, author_name: '  ', rating: 5, content: 'x' },
      { product_id: id, author_name: 'A', rating: 5, content: '   ' },
      { product_id: id, author_name: 'A', rating: 5, content: 'x', images: ['javascript:alert(1)'] },
      { product_id: 999_999, author_name: 'A', rating: 5, content: 'x' },
    ];
    for (const attempt of attempts) {
      const error = await addReview(ctx.db, attempt).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, JSON.stringify(attempt)).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe(attempt.product_id === 999_999 ? 404 : 400);
    }
    expect(await ctx.db.select({ n: count() }).from(reviews)).toEqual(before);
    const [p] = await ctx.db.select().from(products).where(eq(products.id, id));
    expect(p).toMatchObject({ reviewCount: 0, reviewSum: 0 });
  });

  it('keeps counts right under concurrent reviews', async () => {
    const id = await insertProduct(ctx, { slug: 'reviews-concurrent', name: { en: 'Busy Product' } });
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => addReview(ctx.db, { product_id: id, author_name: `R${i}`, rating: (i % 5) + 1, content: 'ok' })),
    );
    const [p] = await ctx.db.select().from(products).where(eq(products.id, id));
    expect(p).toMatchObject({ reviewCount: 12, reviewSum: [...Array(12).keys()].reduce((s, i) => s + (i % 5) + 1, 0) });
    expect(await inconsistentProducts()).toEqual([]);
  });
});

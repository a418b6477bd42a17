import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { blogPosts, products } from '../../api/db/schema/index.ts';
import { seedLargeCatalogue } from '../../bench/lib/large-catalogue.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

// The generator writes through a PostgreSQL URL (it is the benchmarks' loader); PGlite has none.
const server = Boolean(process.env.DATABASE_URL);

let ctx: TestContext;
let before: number;
beforeAll(async () => {
  if (!server) return;
  ctx = await createTestContext();
  before = (await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 1 } })).data.total;
  await seedLargeCatalogue(ctx.config.DATABASE_URL!, { products: 50, posts: 5 });
});
afterAll(async () => {
  await ctx?.close();
});

describe.runIf(server)('the large-catalogue generator', () => {
  it('adds products the list, detail, search and route list answer in every locale', async () => {
    const made = await ctx.db.select().from(products).where(like(products.slug, 'x%')).orderBy(products.id);
    expect(made).toHaveLength(50);
    const listed = await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 1 } });
    expect(listed.data.total).toBe(before + 50);

    const product = made[7];
    for (const lang of ['en', 'de', 'ja', 'pl']) {
      const detail = await call(ctx.app, 'GET', `/api/product/getDetail/${product.id}?lang=${lang}`);
      expect(detail.code).toBe(200);
      expect(detail.data.product_name).toBe(product.name[lang]);
      expect(detail.data.product_sku_info.length).toBeGreaterThanOrEqual(1);
      expect(detail.data.product_sku_info.every((s: { product_price: string }) => Number(s.product_price) > 0)).toBe(true);
      expect(detail.data.images.length).toBeGreaterThan(0);
    }
    const de = await call(ctx.app, 'GET', `/api/product/getDetail/${product.id}?country_code=DE`);
    expect(de.data.product_sku_info[0].product_price).toMatch(/^\d+\.99$/);

    const found = await call(ctx.app, 'POST', '/api/product/search', { body: { keywords: product.name.de, lang: 'de' } });
    expect(found.data.list.map((p: { id: number }) => p.id)).toContain(product.id);

    const routes = await call(ctx.app, 'GET', '/api/route/getList');
    const group = (label: string) => routes.data.find((g: { label: string }) => g.label === label).children;
    expect(group('product').map((c: { id: number }) => c.id)).toContain(product.id);
    const posts = await ctx.db.select().from(blogPosts).where(like(blogPosts.slug, 'x%'));
    expect(posts).toHaveLength(5);
    expect(group('blog').map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining(posts.map((p) => p.id)));
    const post = await call(ctx.app, 'GET', `/api/blog/getDetail/${posts[0].id}?platform=1&lang=fr`);
    expect(post.code).toBe(200);
  });

  it('gives some generated products reviews, counted on the product', async () => {
    const made = await ctx.db.select().from(products).where(like(products.slug, 'x%'));
    const reviewed = made.find((p) => p.reviewCount > 0)!;
    const page = await call(ctx.app, 'POST', '/api/product/review/getProductList', { body: { product_id: reviewed.id } });
    expect(page.data.total).toBe(reviewed.reviewCount);
    expect(page.data.reviews).toBe(reviewed.reviewCount);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../api/db/schema/index.ts';
import { rankingKey } from '../../api/modules/build/service.ts';
import { addReview } from '../../api/modules/reviews/service.ts';
import { addToCart, approve, capture, checkout, shoppers } from './helpers/commerce.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { setOnHand } from './helpers/editors.ts';
import { catalogue, categoryItems, detailOf, editorHeaders, listPage, searchFor } from './helpers/reads.ts';

// The read cache on, as in production; every change below goes through the API or its services.
let ctx: TestContext;
let editor: Record<string, string>;
let shop: Awaited<ReturnType<typeof catalogue>>;
beforeAll(async () => {
  ctx = await createTestContext({ env: { READ_CACHE_MB: '16', PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
  editor = await editorHeaders(ctx, 'cache-editor@example.com');
  shop = await catalogue(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/** Reads twice, so the second answer is the cache's. */
async function cached<T>(read: () => Promise<T>): Promise<T> {
  await read();
  const hits = ctx.app.reads.stats.hits;
  const answer = await read();
  expect(ctx.app.reads.stats.hits).toBe(hits + 1);
  return answer;
}

describe('the read cache', () => {
  it("shows an editor's rename at once in the detail, list and search answers it had cached", async () => {
    const product = shop[1];
    const de = { 'accept-language': 'de' };
    expect((await cached(() => detailOf(ctx.app, product.id, de))).data.product_name).toBe(product.name.de ?? product.name.en);
    await cached(() => categoryItems(ctx.app, product.categoryId, de));
    expect((await cached(() => searchFor(ctx.app, 'Quokkastab', 'de'))).data.total).toBe(0);

    const renamed = await call(ctx.app, 'POST', '/api/editor/product/update', {
      headers: editor,
      body: { id: product.id, name: { de: 'Quokkastab Deluxe' } },
    });
    expect(renamed.code).toBe(200);

    expect((await detailOf(ctx.app, product.id, de)).data.product_name).toBe('Quokkastab Deluxe');
    const listed = (await categoryItems(ctx.app, product.categoryId, de)).find((p) => p.id === product.id);
    expect(listed?.product_name).toBe('Quokkastab Deluxe');
    expect((await searchFor(ctx.app, 'Quokkastab', 'de')).data.list.map((p: { id: number }) => p.id)).toEqual([product.id]);
    // English was not renamed, and its cached answer still says so.
    expect((await detailOf(ctx.app, product.id)).data.product_name).toBe(product.name.en);
  });

  it("keeps every other language's answers over a rename in one language, and drops them all over an English one", async () => {
    const product = shop[4];
    const [de, fr] = [{ 'accept-language': 'de' }, { 'accept-language': 'fr' }];
    const read = () => Promise.all([detailOf(ctx.app, product.id, de), detailOf(ctx.app, product.id, fr), detailOf(ctx.app, product.id)]);
    await read();
    const renamed = await call(ctx.app, 'POST', '/api/editor/product/update', {
      headers: editor,
      body: { id: product.id, name: { de: 'Nur auf Deutsch' } },
    });
    expect(renamed.code).toBe(200);
    let { hits, misses } = ctx.app.reads.stats;
    const [inGerman, inFrench, inEnglish] = await read();
    expect(inGerman.data.product_name).toBe('Nur auf Deutsch');
    expect([inFrench.data.product_name, inEnglish.data.product_name]).toEqual([product.name.fr ?? product.name.en, product.name.en]);
    // German made again; French and English from the cache.
    expect([ctx.app.reads.stats.hits - hits, ctx.app.reads.stats.misses - misses]).toEqual([2, 1]);

    // English is what every language without its own text shows: an English rename reaches them all.
    await call(ctx.app, 'POST', '/api/editor/product/update', { headers: editor, body: { id: product.id, name: { en: 'In English' } } });
    ({ hits, misses } = ctx.app.reads.stats);
    const after = await read();
    expect(after[2].data.product_name).toBe('In English');
    expect(ctx.app.reads.stats.misses - misses).toBe(3);
  });

  it('keeps the cached detail of a product the change does not touch', async () => {
    const [changed, untouched] = [shop[2], shop[3]];
    await cached(() => detailOf(ctx.app, untouched.id));
    const { hits, misses } = ctx.app.reads.stats;
    await call(ctx.app, 'POST', '/api/editor/product/update', {
      headers: editor,
      body: { id: changed.id, subtitle: { en: 'Now quieter' } },
    });
    expect((await detailOf(ctx.app, untouched.id)).code).toBe(200);
    expect(ctx.app.reads.stats).toMatchObject({ hits: hits + 1, misses });
    expect((await detailOf(ctx.app, changed.id)).data.description).toBe('Now quieter');
  });

  it('shows Sold Out in the next list and detail answers once an order takes the last unit', async () => {
    const product = shop.find((p) => p.skus.length >= 2)!;
    const [last, ...others] = product.skus;
    for (const sku of others) await setOnHand({ app: ctx.app, db: ctx.db }, editor, sku.id, 0);
    await setOnHand({ app: ctx.app, db: ctx.db }, editor, last.id, 1);
    const stockOf = (items: Awaited<ReturnType<typeof categoryItems>>) =>
      items.find((p) => p.id === product.id)!.product_sku_info.map((s) => s.stock_num);
    expect(stockOf(await cached(() => categoryItems(ctx.app, product.categoryId)))).toContain(1);
    const home = await cached(() => call(ctx.app, 'GET', '/api/experience/product/getList'));
    expect(home.code).toBe(200);

    const [buyer] = await shoppers(ctx, 'last-unit', 1);
    await addToCart(ctx, buyer, last.id, 1);
    const order = await checkout(ctx, buyer);
    expect(order.code).toBe(200);

    expect(stockOf(await categoryItems(ctx.app, product.categoryId)).every((n) => n === 0)).toBe(true);
    expect((await detailOf(ctx.app, product.id)).data.product_sku_info.every((s: { stock_num: number }) => s.stock_num === 0)).toBe(true);
    // Lists of products in stock drop it.
    const curated = await call(ctx.app, 'GET', '/api/experience/product/getList');
    expect(curated.data.map((p: { id: number }) => p.id)).not.toContain(product.id);
  });

  it('reorders the best sellers once a payment moves the sold counts', async () => {
    const ranked = async () =>
      (await listPage(ctx.app, { sort: 'best_selling', page_size: 100 })).data.list.map((p: { id: number }) => p.id);
    const before: number[] = await cached(ranked);
    const sold = new Map(shop.map((p) => [p.id, p.soldCount]));
    // A product that 99 more units sold lift above the one ranked just before it.
    const at = before.findLastIndex((id, i) => i > 0 && sold.get(id)! + 99 > sold.get(before[i - 1])!);
    const product = shop.find((p) => p.id === before[at])!;
    const sku = product.skus[0];
    await setOnHand({ app: ctx.app, db: ctx.db }, editor, sku.id, 1_000);
    const [buyer] = await shoppers(ctx, 'big-buyer', 1);
    await addToCart(ctx, buyer, sku.id, 99);
    const order = await checkout(ctx, buyer);
    await approve(ctx, order.data.paypal_order_id);
    expect((await capture(ctx, buyer, order.data.paypal_order_id)).data.paypal_status).toBe('COMPLETED');
    const after = await ranked();
    expect(after.indexOf(product.id)).toBeLessThan(at);
  });

  it("changes a product's reviews and rating once a review is added", async () => {
    const product = shop[5];
    const reviews = () => call(ctx.app, 'POST', '/api/product/review/getProductList', { body: { product_id: product.id } });
    const before = await cached(reviews);
    const detail = await cached(() => detailOf(ctx.app, product.id));
    await addReview(ctx.db, { product_id: product.id, author_name: 'Cache Tester', rating: 1, content: 'Not for me.' });
    const after = await reviews();
    expect(after.data.total).toBe(before.data.total + 1);
    expect(after.data.list[0].author_name).toBe('Cache Tester');
    expect(after.data.rating_counts[1]).toBe(before.data.rating_counts[1] + 1);
    expect((await detailOf(ctx.app, product.id)).data.reviews).toBe(detail.data.reviews + 1);
  });

  it("keeps the build's ranking of the catalogue over a rename, and ranks again once a price moves", async () => {
    const bulk = () =>
      call(ctx.app, 'GET', '/api/build/product-pages?shard=0&shards=1', { headers: { 'x-build-token': ctx.config.BUILD_TOKEN } });
    const ranked = () => ctx.app.reads.peek(rankingKey('US')) !== undefined;
    const [product] = shop;
    expect((await bulk()).code).toBe(200);
    expect(ranked()).toBe(true);
    // A rename changes the pages (their names), not what is recommended beside what.
    await call(ctx.app, 'POST', '/api/editor/product/update', {
      headers: editor,
      body: { id: product.id, name: { en: 'Renamed for the build' } },
    });
    const renamed = await bulk();
    expect(renamed.data.pages.find((p: { product: { id: number } }) => p.product.id === product.id).product.product_name).toBe(
      'Renamed for the build',
    );
    expect(ranked()).toBe(true);
    // A price rests on the price bands: the ranking is dropped with the answers it went into.
    const [sku] = (await detailOf(ctx.app, product.id)).data.product_sku_info as Array<{ id: number; product_price: string }>;
    const priced = await call(ctx.app, 'POST', '/api/editor/product/prices', {
      headers: editor,
      body: { product_id: product.id, prices: [{ sku_id: sku.id, country_code: 'US', price: '999.00' }] },
    });
    expect(priced.code).toBe(200);
    expect(ranked()).toBe(false);
    expect((await bulk()).code).toBe(200);
    expect(ranked()).toBe(true);
  });

  it("makes only an edited product's page again for the build's bulk answer, and every page once a price moves", async () => {
    const bulk = async () =>
      (await call(ctx.app, 'GET', '/api/build/product-pages?shard=0&shards=1', { headers: { 'x-build-token': ctx.config.BUILD_TOKEN } }))
        .data as { pages: Array<{ product: { id: number; product_name: string } }> };
    const nameIn = (answer: Awaited<ReturnType<typeof bulk>>, id: number) =>
      answer.pages.find((p) => p.product.id === id)?.product.product_name;
    const [edited, other] = [shop[7], shop[8]];
    expect(nameIn(await bulk(), other.id)).toBe(other.name.en);
    // Changed behind the API's back (no invalidation): a page made again from the database shows it.
    await ctx.db
      .update(products)
      .set({ name: { ...other.name, en: 'Changed behind the cache' } })
      .where(eq(products.id, other.id));
    await call(ctx.app, 'POST', '/api/editor/product/update', {
      headers: editor,
      body: { id: edited.id, name: { en: 'Edited for the build' } },
    });
    const afterRename = await bulk();
    expect(nameIn(afterRename, edited.id)).toBe('Edited for the build');
    expect(nameIn(afterRename, other.id)).toBe(other.name.en);
    // A price can change what every page shows (bands, recommendations): every page is made again.
    const sku = edited.skus[0];
    const priced = await call(ctx.app, 'POST', '/api/editor/product/prices', {
      headers: editor,
      body: { product_id: edited.id, prices: [{ sku_id: sku.id, country_code: 'US', price: '998.00' }] },
    });
    expect(priced.code).toBe(200);
    expect(nameIn(await bulk(), other.id)).toBe('Changed behind the cache');
  });

  it('shows each shopper their own likes over one cached answer, and visitors none', async () => {
    const product = shop[6];
    const [a, b] = await shoppers(ctx, 'liker', 2);
    expect((await call(ctx.app, 'POST', '/api/user/liked/dolike', { headers: a, body: { product_id: product.id } })).data.is_like).toBe(
      true,
    );
    const liked = async (headers: Record<string, string>) =>
      (await categoryItems(ctx.app, product.categoryId, headers)).find((p) => p.id === product.id)!.is_like;
    expect(await liked(a)).toBe(true);
    expect(await liked(b)).toBe(false);
    expect(await liked({})).toBe(false);
    expect(await liked(a)).toBe(true);
    expect((await detailOf(ctx.app, product.id, a)).data.is_like).toBe(true);
    expect((await detailOf(ctx.app, product.id, b)).data.is_like).toBe(false);
    expect((await detailOf(ctx.app, product.id)).data.is_like).toBe(false);
  });

  it('answers the route list and banners from the cache, and a republished product returns to the route list', async () => {
    const product = shop[7];
    const routeIds = async () => (await call(ctx.app, 'GET', '/api/route/getList')).data[0].children.map((c: { id: number }) => c.id);
    expect(await cached(routeIds)).toContain(product.id);
    await call(ctx.app, 'POST', '/api/editor/product/update', { headers: editor, body: { id: product.id, published: false } });
    expect(await routeIds()).not.toContain(product.id);
    expect((await detailOf(ctx.app, product.id)).status).toBe(404);
    await call(ctx.app, 'POST', '/api/editor/product/update', { headers: editor, body: { id: product.id, published: true } });
    expect(await routeIds()).toContain(product.id);
    expect((await cached(() => call(ctx.app, 'POST', '/api/banner/getList'))).code).toBe(200);
  });
});

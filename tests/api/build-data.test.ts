import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setEditor } from '../../api/modules/editor/service.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

/**
 * The build reads every product and blog page in bulk; each page must show exactly what its own
 * calls answer (the storefront's islands refresh from those calls after hydrating).
 */
let ctx: TestContext;
beforeAll(async () => {
  // The read cache on: the bulk product pages are kept in it, and every write must reach them.
  ctx = await createTestContext({ env: { READ_CACHE_MB: '16' } });
});
afterAll(async () => {
  await ctx?.close();
});

const get = (path: string, lang: string) => call(ctx.app, 'GET', path, { headers: { 'accept-language': lang } });
const post = (path: string, body: object, lang: string) => call(ctx.app, 'POST', path, { body, headers: { 'accept-language': lang } });

describe('GET /build/product-pages', () => {
  it.each(['en', 'de'])('answers, for every published product in %s, what the page calls answer', async (lang) => {
    const bulk = (await get('/api/build/product-pages', lang)).data;
    const list = (await post('/api/product/getList', { page: 1, page_size: 100 }, lang)).data;
    expect(bulk.pages.map((p: any) => p.product.id).sort()).toEqual(list.list.map((p: any) => p.id).sort());
    for (const page of bulk.pages) {
      const id = page.product.id;
      const [detail, reviews, solved, recommended] = await Promise.all([
        get(`/api/product/getDetail/${id}`, lang),
        post('/api/product/review/getProductList', { product_id: id, page: 1, page_size: 5 }, lang),
        post('/api/solved/promblem/getList', { product_id: id, page: 1, page_size: 20 }, lang),
        post('/api/product/recommend', { product_id: id, limit: 8 }, lang),
      ]);
      expect(page.product).toEqual(detail.data);
      expect(page.reviews).toEqual(reviews.data);
      expect(page.solved).toEqual(solved.data);
      expect(page.recommended.map((rid: number) => bulk.items[rid])).toEqual(recommended.data);
    }
  });
});

describe('GET /build/product-pages from the read cache', () => {
  it("is answered from the cache until a write changes what it shows: an editor's product, SKU and solved problem", async () => {
    await setEditor(ctx.db, 'build-editor@mooli.example', true);
    const editor = bearer(await signIn(ctx, 'build-editor@mooli.example'));
    const pageOf = async (id: number) =>
      ((await get('/api/build/product-pages', 'de')).data.pages as any[]).find((p) => p.product.id === id);
    const first = (await get('/api/build/product-pages', 'de')).data.pages[0];
    const id: number = first.product.id;
    const misses = ctx.app.reads.stats.misses;
    expect(await pageOf(id)).toEqual(first);
    expect(ctx.app.reads.stats.misses).toBe(misses); // the second ask was a hit

    // Asked on condition (as a build asks again what it read: the digest of the answer it had), the
    // kept answer is not sent again; once a write changed it, it is.
    const ask = (tag?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/build/product-pages',
        headers: { 'accept-language': 'de', ...(tag ? { 'if-none-match': tag } : {}) },
      });
    const tag = `"${createHash('sha256')
      .update((await ask()).rawPayload)
      .digest('base64url')}"`;
    const unchanged = await ask(tag);
    expect([unchanged.statusCode, unchanged.body, unchanged.headers.etag]).toEqual([304, '', tag]);

    const name = `Umbenannt ${Date.now()}`;
    expect((await call(ctx.app, 'POST', '/api/editor/product/update', { headers: editor, body: { id, name: { de: name } } })).code).toBe(
      200,
    );
    const renamed = await pageOf(id);
    expect(renamed.product.product_name).toBe(name);
    const changed = await ask(tag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    // The page's digest (what a build keys it by) moves with what it shows, and only then.
    expect(renamed.digest).not.toBe(first.digest);
    expect((await pageOf(id)).digest).toBe(renamed.digest);

    const sku = first.product.product_sku_info[0];
    const colour = `Farbe ${Date.now()}`;
    expect(
      (await call(ctx.app, 'POST', '/api/editor/sku/update', { headers: editor, body: { id: sku.id, color_name: { de: colour } } })).code,
    ).toBe(200);
    expect((await pageOf(id)).product.product_sku_info.find((s: any) => s.id === sku.id).color_name).toBe(colour);

    const problem = `Problem ${Date.now()}`;
    const created = await call(ctx.app, 'POST', '/api/editor/solved/create', {
      headers: editor,
      body: { product_id: id, problem: { en: 'A problem', de: problem }, solution: { en: 'A solution', de: 'Eine Lösung' }, sort: 0 },
    });
    expect(created.code).toBe(200);
    expect(JSON.stringify((await pageOf(id)).solved)).toContain(problem);
  });
});

describe('GET /build/product-pages?shard=&shards=', () => {
  it("splits the pages between a build's processes, each with the items its pages recommend", async () => {
    const whole = (await get('/api/build/product-pages', 'de')).data;
    const parts = await Promise.all(
      [0, 1].map(async (shard) => (await get(`/api/build/product-pages?shard=${shard}&shards=2`, 'de')).data),
    );
    const ids = parts.flatMap((p) => p.pages.map((page: any) => page.product.id));
    expect(ids.sort()).toEqual(whole.pages.map((page: any) => page.product.id).sort());
    expect(new Set(ids).size).toBe(ids.length);
    for (const part of parts) {
      expect(part.pages.length).toBeGreaterThan(0);
      for (const page of part.pages) for (const id of page.recommended) expect(part.items[id]).toEqual(whole.items[id]);
    }
    expect((await get('/api/build/product-pages?shard=2&shards=2', 'de')).code).toBe(400);
  });
});

describe('GET /build/blog-pages', () => {
  it.each(['en', 'ja'])('answers, for every published post in %s, what the post page calls answer', async (lang) => {
    const bulk = (await get('/api/build/blog-pages', lang)).data;
    expect(bulk.pages.length).toBeGreaterThan(5);
    for (const page of bulk.pages) {
      const id = page.post.id;
      const [detail, recommended] = await Promise.all([
        get(`/api/blog/getDetail/${id}?platform=1`, lang),
        post('/api/blog/recommend', { blog_id: id, limit: 3 }, lang),
      ]);
      expect(page.post).toEqual(detail.data);
      expect(page.recommended.map((rid: number) => bulk.items[rid])).toEqual(recommended.data);
    }
  });

  it("shows a shopper's like and an editor's change of a post at once, though the answer is kept in the read cache", async () => {
    const likesOf = async (id: number) =>
      (await get('/api/build/blog-pages', 'fr')).data.pages.find((p: any) => p.post.id === id).post.like_num as number;
    const [first] = (await get('/api/build/blog-pages', 'fr')).data.pages;
    const before = await likesOf(first.post.id);
    const shopper = bearer(await signIn(ctx, `liker.${Date.now()}@example.com`));
    expect((await call(ctx.app, 'POST', '/api/user/blog/doLike', { body: { blog_id: first.post.id }, headers: shopper })).code).toBe(200);
    expect(await likesOf(first.post.id)).toBe(before + 1);

    const stamp = Date.now();
    await setEditor(ctx.db, `blog-editor.${stamp}@mooli.example`, true);
    const editor = bearer(await signIn(ctx, `blog-editor.${stamp}@mooli.example`));
    const title = `Titre ${Date.now()}`;
    const body = { id: first.post.id, title: { fr: title } };
    expect((await call(ctx.app, 'POST', '/api/editor/blog/update', { headers: editor, body })).code).toBe(200);
    const again = (await get('/api/build/blog-pages', 'fr')).data.pages.find((p: any) => p.post.id === first.post.id);
    expect(again.post.title).toBe(title);
  });
});

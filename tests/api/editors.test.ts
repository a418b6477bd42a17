import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { blogPosts, editorChanges, products, productSkus } from '../../api/db/schema/index.ts';
import { listEditors, setEditor } from '../../api/modules/editor/service.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const firstProduct = async () => (await ctx.db.select().from(products).orderBy(asc(products.id)).limit(1))[0];
const detail = async (id: number, lang: string) =>
  call(ctx.app, 'GET', `/api/product/getDetail/${id}`, { headers: { 'accept-language': lang } });

describe('editors', () => {
  it('refuses visitors (4001) and shoppers who are not editors (403), and lets an editor in once the operator grants it', async () => {
    expect(await call(ctx.app, 'GET', '/api/editor/me')).toMatchObject({ status: 401, code: 4001 });
    const token = await signIn(ctx, 'ed@example.com');
    const shopper = await call(ctx.app, 'GET', '/api/editor/me', { headers: { ...bearer(token), 'accept-language': 'de' } });
    expect(shopper).toMatchObject({ status: 403, code: 403, message: 'Das dürfen nur Redakteurinnen und Redakteure' });

    await setEditor(ctx.db, 'ED@example.com', true);
    expect(await listEditors(ctx.db)).toEqual([{ email: 'ed@example.com' }]);
    expect(await call(ctx.app, 'GET', '/api/editor/me', { headers: bearer(token) })).toMatchObject({
      code: 200,
      data: { email: 'ed@example.com' },
    });

    await setEditor(ctx.db, 'ed@example.com', false);
    expect(await call(ctx.app, 'GET', '/api/editor/me', { headers: bearer(token) })).toMatchObject({ status: 403 });
    await expect(setEditor(ctx.db, 'nobody@example.com', false)).rejects.toThrow(/no account/);
  });

  it("changes a product's German name at once in the API, leaves English alone, and records who did it", async () => {
    const token = await signIn(ctx, 'writer@example.com');
    await setEditor(ctx.db, 'writer@example.com', true);
    const product = await firstProduct();
    const res = await call(ctx.app, 'POST', '/api/editor/product/update', {
      headers: bearer(token),
      body: { id: product.id, name: { de: 'Neuer Name' } },
    });
    expect(res).toMatchObject({ code: 200, data: { id: product.id, name: { en: product.name.en, de: 'Neuer Name' } } });
    expect((await detail(product.id, 'de')).data.product_name).toBe('Neuer Name');
    expect((await detail(product.id, 'en')).data.product_name).toBe(product.name.en);

    const [change] = await ctx.db
      .select()
      .from(editorChanges)
      .where(eq(editorChanges.target, `product:${product.id}`));
    expect(change).toMatchObject({ action: 'product.update', detail: { name: { de: 'Neuer Name' } } });
    expect(change.at).toBeInstanceOf(Date);
  });

  it('refuses bad input with 400 and an unknown product with 404, changing nothing', async () => {
    const token = await signIn(ctx, 'careful@example.com');
    await setEditor(ctx.db, 'careful@example.com', true);
    const product = await firstProduct();
    const before = await ctx.db.select().from(editorChanges);
    for (const body of [
      { id: product.id },
      { id: product.id, name: { xx: 'Nope' } },
      { id: product.id, name: { de: '' } },
      { id: 'x', published: true },
    ]) {
      expect(await call(ctx.app, 'POST', '/api/editor/product/update', { headers: bearer(token), body })).toMatchObject({ status: 400 });
    }
    expect(
      await call(ctx.app, 'POST', '/api/editor/product/update', { headers: bearer(token), body: { id: 999999, published: false } }),
    ).toMatchObject({ status: 404 });
    expect(await ctx.db.select().from(editorChanges)).toHaveLength(before.length);
    expect((await firstProduct()).name).toEqual(product.name);
  });

  it('edits an article and a blog post per locale, stores their HTML sanitized, hides an unpublished post, and lists who changed what', async () => {
    const token = await signIn(ctx, 'content@example.com');
    await setEditor(ctx.db, 'content@example.com', true);
    const article = await call(ctx.app, 'POST', '/api/editor/article/update', {
      headers: bearer(token),
      body: {
        key: 'refund-policy',
        title: { de: 'Rückgabe und Erstattung' },
        content: { de: '<h2>Neu</h2><p onclick="steal()">Text <a href="javascript:alert(1)">Link</a></p><script>steal()</script>' },
      },
    });
    expect(article.code).toBe(200);
    const de = await call(ctx.app, 'POST', '/api/article/getData', {
      body: { key: 'refund-policy' },
      headers: { 'accept-language': 'de' },
    });
    expect(de.data.title).toBe('Rückgabe und Erstattung');
    expect(de.data.content).toContain('<h2>Neu</h2>');
    expect(de.data.content).not.toMatch(/script|onclick|javascript:/);
    const en = await call(ctx.app, 'POST', '/api/article/getData', {
      body: { key: 'refund-policy' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.data.title).not.toBe('Rückgabe und Erstattung');

    const [post] = await ctx.db.select().from(blogPosts).orderBy(asc(blogPosts.id)).limit(1);
    const listed = async () =>
      (await call(ctx.app, 'POST', '/api/blog/getList', { body: { page: 1, page_size: 100 } })).data.list.map((p: { id: number }) => p.id);
    expect(await listed()).toContain(post.id);
    const hidden = await call(ctx.app, 'POST', '/api/editor/blog/update', {
      headers: bearer(token),
      body: { id: post.id, published: false },
    });
    expect(hidden).toMatchObject({ code: 200, data: { id: post.id, published: false } });
    expect(await listed()).not.toContain(post.id);

    const changes = await call(ctx.app, 'GET', '/api/editor/changes?page=1&page_size=2', { headers: bearer(token) });
    expect(changes.data.list.map((c: { action: string; target: string; editor: string }) => [c.action, c.target, c.editor])).toEqual([
      ['blog.update', `post:${post.id}`, 'content@example.com'],
      ['article.update', 'article:refund-policy', 'content@example.com'],
    ]);
    expect(changes.data.total).toBeGreaterThanOrEqual(2);
  });

  it("sets a colour's stock and its price in one country, which the catalogue answers with at once; refuses unknown countries and prices below nothing", async () => {
    const token = await signIn(ctx, 'stock@example.com');
    await setEditor(ctx.db, 'stock@example.com', true);
    const product = await firstProduct();
    const [sku] = await ctx.db
      .select()
      .from(productSkus)
      .where(eq(productSkus.productId, product.id))
      .orderBy(asc(productSkus.id))
      .limit(1);
    const update = (body: unknown) => call(ctx.app, 'POST', '/api/editor/sku/update', { headers: bearer(token), body });
    const res = await update({
      id: sku.id,
      on_hand: sku.held + 7,
      on_hand_seen: sku.onHand,
      prices: { DE: { price: '31.50', original_price: '39.00' } },
    });
    expect(res).toMatchObject({ code: 200, data: { id: sku.id, on_hand: sku.held + 7, stock_num: 7 } });
    expect(res.data.prices).toContainEqual({ country_code: 'DE', price: '31.50', original_price: '39.00' });

    const shown = async (country: string) =>
      (await call(ctx.app, 'GET', `/api/product/getDetail/${product.id}?country_code=${country}`)).data.product_sku_info.find(
        (s: { id: number }) => s.id === sku.id,
      );
    expect(await shown('DE')).toMatchObject({ stock_num: 7, product_price: '31.50', product_original_price: '39.00' });

    const before = await ctx.db.select().from(editorChanges);
    expect(await update({ id: sku.id, prices: { ZZ: { price: '10.00' } } })).toMatchObject({ status: 400 });
    expect(await update({ id: sku.id, prices: { DE: { price: '10.00', original_price: '9.00' } } })).toMatchObject({ status: 400 });
    expect(await update({ id: sku.id, prices: { DE: { price: '0' } } })).toMatchObject({ status: 400 });
    expect(await update({ id: sku.id, on_hand: -1, on_hand_seen: sku.held + 7 })).toMatchObject({ status: 400 });
    expect(await update({ id: sku.id, on_hand: 3 })).toMatchObject({ status: 400 });
    expect(await update({ id: 999999, on_hand: 1, on_hand_seen: 0 })).toMatchObject({ status: 404 });
    expect(await ctx.db.select().from(editorChanges)).toHaveLength(before.length);
    expect(await shown('DE')).toMatchObject({ stock_num: 7, product_price: '31.50' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  blogLikes,
  blogPosts,
  cartItems,
  countries,
  likes,
  productImages,
  productPriceRanges,
  productSearch,
  products,
  productSkus,
  skuPrices,
  users,
} from '../../api/db/schema/index.ts';
import { Tag, tagsOfEditorChanges, type Target } from '../../api/lib/reads/tags.ts';
import type { EditorAction } from '../../api/modules/editor/change-log.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { paidOrder, shoppers } from './helpers/commerce.ts';
import { changeCount, editorSession, expectEditorsOnly, setOnHand, type EditorSession } from './helpers/editors.ts';
import { pngImage, postForm } from './helpers/images.ts';

let ctx: TestContext;
let ed: EditorSession;
let other: EditorSession;
beforeAll(async () => {
  ctx = await createTestContext();
  ed = await editorSession(ctx, 'create-editor@example.com');
  other = await editorSession(ctx, 'create-other@example.com');
});
afterAll(async () => {
  await ctx?.close();
});

const shop = (method: 'GET' | 'POST', path: string, lang = 'en', body?: unknown) =>
  call(ctx.app, method, `/api${path}`, { headers: { 'accept-language': lang }, body });
const inGerman = (path: string, body: unknown) =>
  call(ctx.app, 'POST', `/api${path}`, { headers: { ...ed.headers, 'accept-language': 'de' }, body });
const lastChange = async () => (await ed.get('/editor/changes?page=1&page_size=1')).data.list[0];
const uploadOf = async (session: EditorSession) =>
  (
    await postForm(
      ctx.app,
      '/api/upload/image',
      [{ name: 'image', filename: 'p.png', type: 'image/png', data: await pngImage(120, 60) }],
      session.headers,
    )
  ).data.url as string;

/** Every refusal below changes nothing: no row, no recorded change. */
async function refusedWithoutChange(path: string, body: unknown, status: number) {
  const before = await changeCount(ctx);
  const res = await ed.post(path, body);
  expect(res, JSON.stringify(body)).toMatchObject({ status, code: status });
  expect(res.message).toBeTruthy();
  expect(await changeCount(ctx)).toBe(before);
  return res;
}

describe('editors create and delete', () => {
  it('refuse visitors (4001) and shoppers who are not editors (403)', async () => {
    await expectEditorsOnly(ctx, 'create-shopper@example.com', [
      ['GET', '/editor/blog/categories'],
      ['POST', '/editor/blog/create', { category_id: 1, title: { en: 'T' }, summary: { en: 'S' }, body: { en: '<p>B</p>' } }],
      ['POST', '/editor/blog/delete', { id: 1 }],
      ['POST', '/editor/banner/create', { kind: 'top', text: { en: 'Hi' } }],
      ['POST', '/editor/banner/delete', { kind: 'top', id: 1 }],
      [
        'POST',
        '/editor/product/create',
        { category_id: 1, name: { en: 'N' }, skus: [{ color_name: { en: 'Red' }, color_card: '#FF0000', price: '9.99' }] },
      ],
      ['POST', '/editor/product/delete', { id: 1 }],
    ]);
  });

  describe('blog posts', () => {
    const post = (extra: Record<string, unknown> = {}) => ({
      category_id: 0,
      title: { en: 'Spring Care: Tips & Tricks', de: 'Frühlingspflege' },
      summary: { en: 'Short summary' },
      body: { en: '<p>Hello <script>alert(1)</script>world</p>' },
      ...extra,
    });
    let categoryId: number;
    beforeAll(async () => {
      const categories = (await ed.get('/editor/blog/categories')).data;
      expect(categories.length).toBeGreaterThan(0);
      expect(categories[0].name.en).toBeTruthy();
      categoryId = categories[0].id;
    });

    it('creates an unpublished post by default, dated now, with a unique slug from the English title', async () => {
      const res = await ed.post('/editor/blog/create', post({ category_id: categoryId }));
      expect(res).toMatchObject({
        code: 200,
        data: { slug: 'spring-care-tips-tricks', published: false, title: { en: 'Spring Care: Tips & Tricks', de: 'Frühlingspflege' } },
      });
      expect(res.data.body.en).not.toContain('script');
      expect(Date.now() - Date.parse(res.data.published_at)).toBeLessThan(60_000);
      const list = (await ed.get('/editor/blog/list?page=1&page_size=5')).data.list;
      expect(list[0]).toMatchObject({ id: res.data.id, published: false });
      expect((await shop('GET', `/blog/getDetail/${res.data.id}`)).code).toBe(404);
      expect(await lastChange()).toMatchObject({
        action: 'blog.create',
        target: `post:${res.data.id}`,
        label: { en: 'Spring Care: Tips & Tricks' },
      });
      const [row] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, res.data.id));
      expect(row.author).toBeTruthy();
      expect(row.coverUrl).toBe('/images/blog-cover.svg');

      const again = await ed.post('/editor/blog/create', post({ category_id: categoryId, published: true }));
      expect(again).toMatchObject({ code: 200, data: { slug: 'spring-care-tips-tricks-2', published: true } });
      expect(await shop('GET', `/blog/getDetail/${again.data.id}`, 'de')).toMatchObject({ code: 200, data: { title: 'Frühlingspflege' } });
      const page = (await shop('POST', '/blog/getList', 'en', { page: 1, page_size: 50 })).data;
      expect(page.list.map((p: { id: number }) => p.id)).toContain(again.data.id);

      // Unpublishing takes it out of the shop.
      expect(await ed.post('/editor/blog/update', { id: again.data.id, published: false })).toMatchObject({ code: 200 });
      expect((await shop('GET', `/blog/getDetail/${again.data.id}`)).code).toBe(404);
    });

    it('takes a cover the editor uploaded, not someone else’s', async () => {
      const mine = await uploadOf(ed);
      const res = await ed.post('/editor/blog/create', post({ category_id: categoryId, cover_url: mine }));
      expect(res.code).toBe(200);
      const [row] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, res.data.id));
      expect(row.coverUrl).toBe(mine);
      await refusedWithoutChange('/editor/blog/create', post({ category_id: categoryId, cover_url: await uploadOf(other) }), 400);
    });

    it('refuses bad input and changes nothing', async () => {
      const n = (await ctx.db.select({ id: blogPosts.id }).from(blogPosts)).length;
      await refusedWithoutChange('/editor/blog/create', post({ category_id: categoryId, title: { de: 'Nur Deutsch' } }), 400);
      await refusedWithoutChange('/editor/blog/create', post({ category_id: categoryId, summary: undefined }), 400);
      await refusedWithoutChange('/editor/blog/create', post({ category_id: categoryId, body: { en: '   ' } }), 400);
      await refusedWithoutChange('/editor/blog/create', post({ category_id: categoryId, slug: 'mine' }), 400);
      await refusedWithoutChange('/editor/blog/create', post({ category_id: categoryId, cover_url: 'https://evil.example/x.png' }), 400);
      const unknown = await refusedWithoutChange('/editor/blog/create', post({ category_id: 999_999 }), 404);
      expect(unknown.message).toBe('Blog category not found');
      await refusedWithoutChange('/editor/blog/delete', { id: 999_999 }, 404);
      await refusedWithoutChange('/editor/blog/delete', { id: 'x' }, 400);
      expect((await ctx.db.select({ id: blogPosts.id }).from(blogPosts)).length).toBe(n);
    });

    it('deletes a post with its likes: gone from the editor list, the shop and the database', async () => {
      const res = await ed.post('/editor/blog/create', post({ category_id: categoryId, title: { en: 'Short-lived' }, published: true }));
      const id = res.data.id as number;
      const [fan] = await ctx.db.select({ id: users.id }).from(users).limit(1);
      await ctx.db.insert(blogLikes).values({ userId: fan.id, postId: id });
      expect((await shop('GET', `/blog/getDetail/${id}`)).code).toBe(200);

      expect(await ed.post('/editor/blog/delete', { id })).toMatchObject({ code: 200, data: { id } });
      const list = (await ed.get('/editor/blog/list?page=1&page_size=100')).data.list;
      expect(list.map((p: { id: number }) => p.id)).not.toContain(id);
      expect((await shop('GET', `/blog/getDetail/${id}`)).code).toBe(404);
      expect(await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, id))).toEqual([]);
      expect(await ctx.db.select().from(blogLikes).where(eq(blogLikes.postId, id))).toEqual([]);
      expect(await lastChange()).toMatchObject({ action: 'blog.delete', target: `post:${id}`, label: { en: 'Short-lived' } });
      await refusedWithoutChange('/editor/blog/delete', { id }, 404);
    });
  });

  describe('banners', () => {
    it('creates and deletes a top bar text, as the shop shows it', async () => {
      const res = await ed.post('/editor/banner/create', {
        kind: 'top',
        text: { en: 'Free gifts today', fr: 'Cadeaux' },
        sort: 0,
        bg_color: '#123abc',
      });
      expect(res).toMatchObject({ code: 200, data: { text: { en: 'Free gifts today' }, bg_color: '#123ABC', redirect_url: null } });
      const id = res.data.id as number;
      expect((await ed.get('/editor/banner/list')).data.top.map((b: { id: number }) => b.id)).toContain(id);
      expect((await shop('GET', '/home/top/getList', 'fr')).data.map((b: { text: string }) => b.text)).toContain('Cadeaux');
      expect(await lastChange()).toMatchObject({ action: 'banner.top.create', target: `banner:${id}` });

      expect(await ed.post('/editor/banner/delete', { kind: 'top', id })).toMatchObject({ code: 200, data: { kind: 'top', id } });
      expect((await ed.get('/editor/banner/list')).data.top.map((b: { id: number }) => b.id)).not.toContain(id);
      expect((await shop('GET', '/home/top/getList', 'fr')).data.map((b: { text: string }) => b.text)).not.toContain('Cadeaux');
      expect(await lastChange()).toMatchObject({ action: 'banner.top.delete', target: `banner:${id}`, label: { en: 'Free gifts today' } });
    });

    it('creates and deletes home slides and shop banners with an uploaded picture', async () => {
      const picture = await uploadOf(ed);
      const home = await ed.post('/editor/banner/create', {
        kind: 'home',
        title: { en: 'New arrivals' },
        button_text: { en: 'Look' },
        image_url: picture,
        redirect_url: '/shop',
      });
      expect(home).toMatchObject({ code: 200, data: { image_url: picture, subtitle: { en: '' }, button_text: { en: 'Look' } } });
      expect((await shop('POST', '/banner/getList')).data.find((b: { id: number }) => b.id === home.data.id)).toMatchObject({
        title: 'New arrivals',
        image_url: picture,
      });
      const shopBanner = await ed.post('/editor/banner/create', {
        kind: 'shop',
        title: { en: 'Summer' },
        subtitle: { en: 'Sale' },
        image_url: picture,
      });
      expect(shopBanner).toMatchObject({ code: 200, data: { title: { en: 'Summer' }, image_url: picture } });
      expect((await shop('POST', '/shop/banner/getList')).data.map((b: { title: string }) => b.title)).toContain('Summer');
      expect(await lastChange()).toMatchObject({ action: 'banner.shop.create' });

      expect(await ed.post('/editor/banner/delete', { kind: 'home', id: home.data.id })).toMatchObject({ code: 200 });
      expect(await lastChange()).toMatchObject({ action: 'banner.home.delete', target: `banner:${home.data.id}` });
      expect(await ed.post('/editor/banner/delete', { kind: 'shop', id: shopBanner.data.id })).toMatchObject({ code: 200 });
      expect(await lastChange()).toMatchObject({ action: 'banner.shop.delete', target: `banner:${shopBanner.data.id}` });
      const list = (await ed.get('/editor/banner/list')).data;
      expect(list.home.map((b: { id: number }) => b.id)).not.toContain(home.data.id);
      expect(list.shop.map((b: { id: number }) => b.id)).not.toContain(shopBanner.data.id);
      expect((await shop('POST', '/banner/getList')).data.map((b: { id: number }) => b.id)).not.toContain(home.data.id);
      expect((await shop('POST', '/shop/banner/getList')).data.map((b: { title: string }) => b.title)).not.toContain('Summer');
    });

    it('refuses bad input, pictures that are not the editor’s, and unknown banners, changing nothing', async () => {
      const before = await ed.get('/editor/banner/list');
      await refusedWithoutChange('/editor/banner/create', { kind: 'top', text: { de: 'Nur Deutsch' } }, 400);
      await refusedWithoutChange('/editor/banner/create', { kind: 'top', text: { en: 'x' }, bg_color: 'red' }, 400);
      await refusedWithoutChange('/editor/banner/create', { kind: 'side', text: { en: 'x' } }, 400);
      await refusedWithoutChange('/editor/banner/create', { kind: 'top', text: { en: 'x' }, redirect_url: 'javascript:alert(1)' }, 400);
      await refusedWithoutChange('/editor/banner/create', { kind: 'shop', title: { en: 'No picture' } }, 400);
      await refusedWithoutChange('/editor/banner/create', { kind: 'home', title: { en: 'x' }, image_url: await uploadOf(other) }, 400);
      await refusedWithoutChange('/editor/banner/create', { kind: 'shop', title: { en: 'x' }, image_url: '/media/uploads/none.png' }, 400);
      await refusedWithoutChange('/editor/banner/delete', { kind: 'home', id: 999_999 }, 404);
      await refusedWithoutChange('/editor/banner/delete', { kind: 'home' }, 400);
      expect((await ed.get('/editor/banner/list')).data).toEqual(before.data);
    });
  });

  describe('products', () => {
    let categoryId: number;
    let defaultCountry: string;
    const product = (extra: Record<string, unknown> = {}) => ({
      category_id: categoryId,
      name: { en: 'Velvet Rose', ja: 'ベルベットローズ' },
      skus: [
        { color_name: { en: 'Red', de: 'Rot' }, color_card: '#cc0000', price: '24.99' },
        { color_name: { en: 'Black' }, color_card: '#000000', price: '19.5' },
      ],
      ...extra,
    });
    beforeAll(async () => {
      categoryId = (await ed.get('/editor/category/list')).data[0].id;
      [{ code: defaultCountry }] = await ctx.db.select({ code: countries.code }).from(countries).where(eq(countries.isDefault, true));
    });

    it('creates an unpublished product with its colours priced in the default country', async () => {
      const res = await ed.post('/editor/product/create', product());
      expect(res).toMatchObject({
        code: 200,
        data: { name: { en: 'Velvet Rose' }, published: false, category_id: categoryId, images: [] },
      });
      const id = res.data.id as number;
      expect(res.data.skus).toHaveLength(2);
      expect(res.data.skus[0]).toMatchObject({ color_name: { en: 'Red', de: 'Rot' }, color_card: '#CC0000', stock_num: 0 });
      expect(res.data.skus[0].prices).toEqual([{ country_code: defaultCountry, price: '24.99', original_price: '24.99' }]);
      expect(res.data.skus[1].prices[0]).toMatchObject({ price: '19.50' });
      expect((await shop('GET', `/product/getDetail/${id}`)).code).toBe(404);
      expect(await lastChange()).toMatchObject({ action: 'product.create', target: `product:${id}`, label: { en: 'Velvet Rose' } });
      const listed = (await ed.get('/editor/product/list?page=1&page_size=10&q=Velvet')).data.list;
      expect(listed).toEqual([expect.objectContaining({ id, published: false })]);
      const [row] = await ctx.db.select().from(products).where(eq(products.id, id));
      expect(row.slug).toBe('velvet-rose');
      const again = await ed.post('/editor/product/create', product());
      expect((await ctx.db.select().from(products).where(eq(products.id, again.data.id)))[0].slug).toBe('velvet-rose-2');
    });

    it('refuses bad input and changes nothing', async () => {
      const n = (await ctx.db.select({ id: products.id }).from(products)).length;
      await refusedWithoutChange('/editor/product/create', product({ name: { de: 'Rose' } }), 400);
      await refusedWithoutChange('/editor/product/create', product({ skus: [] }), 400);
      await refusedWithoutChange(
        '/editor/product/create',
        product({ skus: [{ color_name: { en: 'Red' }, color_card: '#cc0000', price: 'abc' }] }),
        400,
      );
      await refusedWithoutChange(
        '/editor/product/create',
        product({ skus: [{ color_name: { en: 'Red' }, color_card: '#cc0000', price: '0' }] }),
        400,
      );
      await refusedWithoutChange(
        '/editor/product/create',
        product({ skus: [{ color_name: { en: 'Red' }, color_card: 'red', price: '5' }] }),
        400,
      );
      await refusedWithoutChange(
        '/editor/product/create',
        product({ skus: [{ color_name: { fr: 'Rouge' }, color_card: '#cc0000', price: '5' }] }),
        400,
      );
      await refusedWithoutChange('/editor/product/create', product({ published: true }), 400);
      expect((await refusedWithoutChange('/editor/product/create', product({ category_id: 999_999 }), 404)).message).toBe(
        'Category not found',
      );
      await refusedWithoutChange('/editor/product/delete', { id: 999_999 }, 404);
      expect((await ctx.db.select({ id: products.id }).from(products)).length).toBe(n);
    });

    it('deletes a product with everything of its own in one go: no rows remain', async () => {
      const res = await ed.post('/editor/product/create', product({ name: { en: 'Doomed Rose' } }));
      const id = res.data.id as number;
      const skuIds = res.data.skus.map((s: { id: number }) => s.id) as number[];
      const picture = await uploadOf(ed);
      expect(await ed.post('/editor/product/images', { id, images: [{ url: picture }] })).toMatchObject({ code: 200 });
      expect(await ed.post('/editor/product/update', { id, published: true })).toMatchObject({ code: 200 });
      expect(await shop('GET', `/product/getDetail/${id}`)).toMatchObject({ code: 200 });
      expect(await setOnHand(ctx, ed.headers, skuIds[0], 3)).toMatchObject({ code: 200 });
      const [fan] = await shoppers(ctx, 'doomed-fan', 1);
      expect(
        await call(ctx.app, 'POST', '/api/cart/product/add', { headers: fan, body: { product_sku_id: skuIds[0], num: 1 } }),
      ).toMatchObject({
        code: 200,
      });
      const [fanRow] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'doomed-fan-0@example.com'));
      await ctx.db.insert(likes).values({ userId: fanRow.id, productId: id });
      expect((await ctx.db.select().from(productSearch).where(eq(productSearch.productId, id))).length).toBeGreaterThan(0);
      expect((await ctx.db.select().from(productPriceRanges).where(eq(productPriceRanges.productId, id))).length).toBeGreaterThan(0);

      expect(await ed.post('/editor/product/delete', { id })).toMatchObject({ code: 200, data: { id } });
      expect((await shop('GET', `/product/getDetail/${id}`)).code).toBe(404);
      expect((await ed.get('/editor/product/list?page=1&page_size=10&q=Doomed')).data.list).toEqual([]);
      expect((await ed.get(`/editor/product/detail?id=${id}`)).code).toBe(404);
      const left = await Promise.all([
        ctx.db.select().from(products).where(eq(products.id, id)),
        ctx.db.select().from(productSkus).where(eq(productSkus.productId, id)),
        ctx.db.select().from(skuPrices).where(inArray(skuPrices.skuId, skuIds)),
        ctx.db.select().from(productImages).where(eq(productImages.productId, id)),
        ctx.db.select().from(likes).where(eq(likes.productId, id)),
        ctx.db.select().from(cartItems).where(inArray(cartItems.skuId, skuIds)),
        ctx.db.select().from(productSearch).where(eq(productSearch.productId, id)),
        ctx.db.select().from(productPriceRanges).where(eq(productPriceRanges.productId, id)),
      ]);
      expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
      expect(await lastChange()).toMatchObject({ action: 'product.delete', target: `product:${id}`, label: { en: 'Doomed Rose' } });
    });

    it('refuses (409, translated) to delete a product that was ordered, and deletes nothing', async () => {
      const { sku } = await paidOrder(ctx, 'ordered-rose', 0);
      const [{ productId }] = await ctx.db.select({ productId: productSkus.productId }).from(productSkus).where(eq(productSkus.id, sku));
      const count = async () =>
        (
          await ctx.db.execute<{ n: number }>(
            sql`select (select count(*) from product_skus where product_id = ${productId})::int + (select count(*) from sku_prices where sku_id = ${sku})::int as n`,
          )
        ).rows[0].n;
      const rows = await count();
      const before = await changeCount(ctx);
      const res = await inGerman('/editor/product/delete', { id: productId });
      expect(res).toMatchObject({ status: 409, code: 409 });
      expect(res.message).toMatch(/bestellt/);
      expect((await ed.post('/editor/product/delete', { id: productId })).message).toMatch(/Unpublish it instead/);
      expect(await changeCount(ctx)).toBe(before);
      expect(await ctx.db.select({ id: products.id }).from(products).where(eq(products.id, productId))).toHaveLength(1);
      expect(await count()).toBe(rows);
      expect(await shop('GET', `/product/getDetail/${productId}`)).toMatchObject({ code: 200 });
      // Unpublishing is what the editor can do instead.
      expect(await ed.post('/editor/product/update', { id: productId, published: false })).toMatchObject({ code: 200 });
      expect((await shop('GET', `/product/getDetail/${productId}`)).code).toBe(404);
    });
  });

  it('drop from the read cache what they affect', async () => {
    const tags = (action: EditorAction, target: Target) => tagsOfEditorChanges(ctx.db, [{ action, target, detail: {} }]);
    expect(await tags('product.delete', { kind: 'product', id: 7 })).toEqual(
      expect.arrayContaining([Tag.product(7), Tag.productReviews(7), Tag.catalogue, Tag.search, Tag.routes, Tag.byPrice]),
    );
    expect(await tags('product.create', { kind: 'product', id: 8 })).toEqual(expect.arrayContaining([Tag.product(8), Tag.catalogue]));
    expect(await tags('blog.create', { kind: 'post', id: 3 })).toEqual([Tag.routes, Tag.posts]);
    expect(await tags('blog.delete', { kind: 'post', id: 3 })).toEqual([Tag.routes, Tag.posts]);
    for (const kind of ['top', 'home', 'shop'] as const)
      for (const act of ['create', 'delete'] as const)
        expect(await tags(`banner.${kind}.${act}`, { kind: 'banner', id: 4 })).toEqual([Tag.banners]);
  });
});

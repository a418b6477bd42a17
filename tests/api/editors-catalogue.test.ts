import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { categories, products } from '../../api/db/schema/index.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { changeCount, editorSession, expectEditorsOnly, type EditorSession } from './helpers/editors.ts';
import { pngImage, postForm } from './helpers/images.ts';

let ctx: TestContext;
let ed: EditorSession;
beforeAll(async () => {
  ctx = await createTestContext();
  ed = await editorSession(ctx, 'catalogue-editor@example.com');
});
afterAll(async () => {
  await ctx?.close();
});

const firstProduct = async () => (await ctx.db.select().from(products).orderBy(asc(products.id)).limit(1))[0];
const publicDetail = async (id: number, lang = 'en') =>
  (await call(ctx.app, 'GET', `/api/product/getDetail/${id}`, { headers: { 'accept-language': lang } })).data;
const lastChange = async () => (await ed.get('/editor/changes?page=1&page_size=1')).data.list[0];

describe('editor calls of the catalogue', () => {
  it('refuse visitors (4001) and shoppers who are not editors (403)', async () => {
    await expectEditorsOnly(ctx, 'catalogue-shopper@example.com', [
      ['GET', '/editor/product/list'],
      ['GET', '/editor/product/detail?id=1'],
      ['POST', '/editor/product/images', { id: 1, images: [{ id: 1 }] }],
      ['GET', '/editor/category/list'],
      ['POST', '/editor/category/update', { id: 1, sort: 1 }],
    ]);
  });

  it('list products with unpublished ones, find them by a name in any locale, and give the whole record', async () => {
    const product = await firstProduct();
    await ed.post('/editor/product/update', { id: product.id, published: false });
    const page = await ed.get('/editor/product/list?page=1&page_size=100');
    expect(page.data.total).toBeGreaterThan(5);
    expect(page.data.list.find((p: { id: number }) => p.id === product.id)).toMatchObject({ published: false, name: product.name });
    const german = product.name.de!.slice(0, 6);
    const found = await ed.get(`/editor/product/list?q=${encodeURIComponent(german)}`);
    expect(found.data.list.map((p: { id: number }) => p.id)).toContain(product.id);
    expect((await ed.get('/editor/product/list?q=%25%25nothing-like-this')).data).toMatchObject({ list: [], total: 0 });

    const detail = await ed.get(`/editor/product/detail?id=${product.id}`);
    expect(detail.data).toMatchObject({ id: product.id, name: product.name, description: product.description, published: false });
    expect(detail.data.images.length).toBeGreaterThan(0);
    expect(detail.data.skus[0].prices[0]).toMatchObject({ price: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(await ed.get('/editor/product/detail?id=999999')).toMatchObject({ status: 404 });
    await ed.post('/editor/product/update', { id: product.id, published: true });
  });

  it('shows each product with its own cover: the first of its images that belongs to no colour', async () => {
    const page = (await ed.get('/editor/product/list?page=1&page_size=8')).data.list as Array<{ id: number; cover: string | null }>;
    expect(page.length).toBe(8);
    for (const p of page) {
      const images = (await ed.get(`/editor/product/detail?id=${p.id}`)).data.images as Array<{ url: string; sku_id: number | null }>;
      const expected = images.find((img) => img.sku_id === null) ?? images[0];
      expect(p.cover, `product ${p.id}`).toBe(expected?.url ?? null);
    }
  });

  it("changes a product's description (sanitized) and category, shown at once by the public API and recorded", async () => {
    const product = await firstProduct();
    const [, other] = await ctx.db.select().from(categories).orderBy(asc(categories.id));
    const res = await ed.post('/editor/product/update', {
      id: product.id,
      description: { de: '<p>Sanft <strong>und</strong> leise<img src="x" onerror="steal()"></p><script>steal()</script>' },
      category_id: other.id,
    });
    expect(res).toMatchObject({ code: 200, data: { category_id: other.id } });
    const shown = await publicDetail(product.id, 'de');
    expect(shown.rich_description).toBe('<p>Sanft <strong>und</strong> leise</p>');
    expect(shown.category.id).toBe(other.id);
    expect((await publicDetail(product.id, 'en')).rich_description).toBe(product.description.en);
    expect(await lastChange()).toMatchObject({
      action: 'product.update',
      target: `product:${product.id}`,
      editor: 'catalogue-editor@example.com',
      detail: { description: { de: '<p>Sanft <strong>und</strong> leise</p>' }, category_id: other.id },
    });

    const before = await changeCount(ctx);
    expect(await ed.post('/editor/product/update', { id: product.id, category_id: 999999 })).toMatchObject({ status: 404 });
    expect(await ed.post('/editor/product/update', { id: product.id, description: { de: '' } })).toMatchObject({ status: 400 });
    expect(await changeCount(ctx)).toBe(before);
    expect((await publicDetail(product.id)).category.id).toBe(other.id);
  });

  it("attaches an uploaded image, reorders and removes images, and refuses someone else's upload", async () => {
    const product = await firstProduct();
    const upload = await postForm(
      ctx.app,
      '/api/upload/image',
      [{ name: 'image', filename: 'new.png', type: 'image/png', data: await pngImage(120, 90) }],
      ed.headers,
    );
    expect(upload.code).toBe(200);
    const { images } = (await ed.get(`/editor/product/detail?id=${product.id}`)).data;
    const [first, ...rest] = images.filter((i: { sku_id: number | null }) => i.sku_id === null);
    const skuImages = images.filter((i: { sku_id: number | null }) => i.sku_id !== null);
    const wanted = [
      { url: upload.data.url },
      ...rest.map((i: { id: number }) => ({ id: i.id })),
      ...skuImages.map((i: { id: number }) => ({ id: i.id })),
    ];
    const res = await ed.post('/editor/product/images', { id: product.id, images: wanted });
    expect(res.code).toBe(200);
    expect(res.data[0]).toMatchObject({ url: upload.data.url, width: 120, height: 90, sku_id: null });
    expect(res.data.map((i: { id: number }) => i.id)).not.toContain(first.id);
    const gallery = (await publicDetail(product.id)).images;
    expect(gallery[0].url).toBe(upload.data.url);
    expect(gallery).toHaveLength(images.length);
    expect(await lastChange()).toMatchObject({ action: 'product.images', target: `product:${product.id}` });

    const other = await editorSession(ctx, 'other-editor@example.com');
    const before = await changeCount(ctx);
    for (const body of [
      { id: product.id, images: [{ url: '/media/uploads/0123456789abcdef0123456789abcdef.png' }] },
      { id: product.id, images: [{ id: first.id }] },
      { id: product.id, images: [] },
      { id: product.id, images: [{ url: 'https://evil.example/x.png' }] },
      { id: product.id, images: [{ id: res.data[0].id }, { id: res.data[0].id }] },
    ]) {
      expect(await other.post('/editor/product/images', body), JSON.stringify(body)).toMatchObject({ status: 400 });
    }
    expect(await other.post('/editor/product/images', { id: product.id, images: [{ url: upload.data.url }] })).toMatchObject({
      status: 400,
    });
    expect(await other.post('/editor/product/images', { id: 999999, images: [{ id: 1 }] })).toMatchObject({ status: 404 });
    expect(await changeCount(ctx)).toBe(before);
    expect((await publicDetail(product.id)).images[0].url).toBe(upload.data.url);
  });

  it("renames a category per locale and a colour's name and swatch, as the shop's lists answer", async () => {
    const list = (await ed.get('/editor/category/list')).data;
    const category = list[0];
    expect(category.name.en).toBeTruthy();
    const res = await ed.post('/editor/category/update', { id: category.id, name: { fr: 'Nouveautés' }, sort: 3 });
    expect(res).toMatchObject({ code: 200, data: { id: category.id, sort: 3, name: { en: category.name.en, fr: 'Nouveautés' } } });
    const shop = await call(ctx.app, 'GET', '/api/product/category/getList', { headers: { 'accept-language': 'fr' } });
    expect(shop.data.map((c: { cate_name: string }) => c.cate_name)).toContain('Nouveautés');
    expect(await lastChange()).toMatchObject({ action: 'category.update', target: `category:${category.id}` });
    const before = await changeCount(ctx);
    expect(await ed.post('/editor/category/update', { id: category.id })).toMatchObject({ status: 400 });
    expect(await ed.post('/editor/category/update', { id: category.id, sort: -1 })).toMatchObject({ status: 400 });
    expect(await ed.post('/editor/category/update', { id: 999999, sort: 1 })).toMatchObject({ status: 404 });
    expect(await changeCount(ctx)).toBe(before);

    const product = await firstProduct();
    const sku = (await ed.get(`/editor/product/detail?id=${product.id}`)).data.skus[0];
    const colour = await ed.post('/editor/sku/update', { id: sku.id, color_name: { de: 'Beerenrot' }, color_card: '#aa3344' });
    expect(colour).toMatchObject({ code: 200, data: { color_card: '#AA3344', color_name: { de: 'Beerenrot' } } });
    expect(await ed.post('/editor/sku/update', { id: sku.id, color_card: 'red' })).toMatchObject({ status: 400 });
    expect(await lastChange()).toMatchObject({ action: 'sku.update', target: `sku:${sku.id}` });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '../../api/lib/contract.ts';
import { cachedCalls } from '../../api/lib/reads/cached-route.ts';
import { INVALIDATES, tagKind, WRITES, type EditorChange, type Tag, type Target } from '../../api/lib/reads/tags.ts';
import { EFFECTS, type EffectInput } from '../../api/modules/orders/effects.ts';
import { MEDIA_KINDS } from '../../api/modules/editor/media-kinds.ts';
import { PRODUCT_SORTS } from '../../api/modules/products/rules.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

/**
 * The read cache's vocabulary holds both ways: every tag a write invalidates is carried by some
 * cached answer (else the write invalidates nothing anyone reads), and every tag a cached answer
 * carries is invalidated by some write (else that answer is served stale until it expires). The
 * cache is filled through every cached call, and the writes are every kind of editor target
 * (INVALIDATES), every order effect (EFFECTS) and the shop's other writes (WRITES).
 */
let ctx: TestContext;
let productId: number;
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestContext({ env: { READ_CACHE_MB: '16' } });
  const list = await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 1 } });
  productId = list.data.list[0].id;
  categoryId = (await call(ctx.app, 'GET', `/api/product/getDetail/${productId}`)).data.category.id;
});
afterAll(() => ctx?.close());

/** Inputs each cached call is asked with: enough to reach every tag its answers can carry. */
const asks = (): Record<string, Array<{ url: string; body?: unknown }>> => ({
  'GET /product/category/getList': [{ url: '/api/product/category/getList' }],
  'GET /product/getMaxPrice': [{ url: '/api/product/getMaxPrice' }, { url: `/api/product/getMaxPrice?category_id=${categoryId}` }],
  'POST /product/getList': PRODUCT_SORTS.flatMap((sort) => [
    { url: '/api/product/getList', body: { sort } },
    { url: '/api/product/getList', body: { sort, category_id: categoryId, min_price: '1.00' } },
  ]),
  'GET /product/getDetail/:id': [{ url: `/api/product/getDetail/${productId}` }],
  'POST /product/recommend': [{ url: '/api/product/recommend', body: { product_id: productId } }],
  'POST /product/review/getProductList': [{ url: '/api/product/review/getProductList', body: { product_id: productId } }],
  'POST /product/review/getList': [{ url: '/api/product/review/getList', body: {} }],
  'POST /product/search': [{ url: '/api/product/search', body: { keywords: 'rose' } }],
  'POST /banner/getList': [{ url: '/api/banner/getList' }],
  'POST /home/explore/getList': [{ url: '/api/home/explore/getList' }],
  'POST /home/moolitime/getList': [{ url: '/api/home/moolitime/getList' }],
  'GET /route/getList': [{ url: '/api/route/getList' }],
  'GET /home/top/getList': [{ url: '/api/home/top/getList' }],
  'GET /home/product/getList': [{ url: '/api/home/product/getList' }],
  'GET /about/product/getList': [{ url: '/api/about/product/getList' }],
  'GET /mooliworld/product/getList': [{ url: '/api/mooliworld/product/getList' }],
  'GET /moment/product/getList': [{ url: '/api/moment/product/getList' }],
  'GET /experience/product/getList': [{ url: '/api/experience/product/getList' }],
  'POST /bestseller/product/getList': [{ url: '/api/bestseller/product/getList', body: {} }],
  'POST /shop/banner/getList': [{ url: '/api/shop/banner/getList' }],
  'GET /halloween/product/getList': [{ url: '/api/halloween/product/getList' }],
  'POST /home/blog/getList': [{ url: '/api/home/blog/getList' }],
  'POST /mooliworld/blog/getList': [{ url: '/api/mooliworld/blog/getList', body: {} }],
  'GET /build/product-pages': [{ url: '/api/build/product-pages' }, { url: '/api/build/product-pages?shard=1&shards=2' }],
  'GET /build/blog-pages': [{ url: '/api/build/blog-pages' }],
});

/** Every kind of editor change, with the details that reach each branch of its invalidation. */
const editorChanges = (): EditorChange[] => {
  const targets: Target[] = [
    { kind: 'product', id: productId },
    { kind: 'sku', id: 1 },
    { kind: 'category', id: categoryId },
    { kind: 'banner', id: 1 },
    { kind: 'faq', id: 1 },
    { kind: 'post', id: 1 },
    { kind: 'article', key: 'refund-policy' },
    ...MEDIA_KINDS.map((media): Target => ({ kind: 'media', media, id: 1 })),
    { kind: 'info', id: 1 },
    { kind: 'solved', id: 1, productId },
  ];
  return targets.flatMap((target) => [
    { action: 'product.update', target, detail: { published: false } },
    // Texts in one language but English: that language's answers only.
    { action: 'product.update', target, detail: { name: { de: 'Umbenannt' } } },
    { action: 'sku.update', target, detail: { prices: [] } },
  ]);
};

describe('the read cache vocabulary', () => {
  it('has every tag a write invalidates carried by a cached answer, and every carried tag invalidated by a write', async () => {
    // Every cached call, asked: the cache then holds answers carrying every tag they can carry.
    const known = asks();
    const keyOf = (c: Call) => `${c.method} ${c.path}`;
    expect([...cachedCalls].map(keyOf).sort(), 'a cached call the test does not ask').toEqual(Object.keys(known).sort());
    for (const c of cachedCalls)
      for (const { url, body } of known[keyOf(c)])
        expect((await call(ctx.app, c.method as 'GET' | 'POST', url, { body })).code, url).toBe(200);
    const carried = new Set(ctx.app.reads.tagKinds());

    // Every write: editors' changes of every kind, every order effect, the shop's other writes.
    const productOfSku = new Map([[1, productId]]);
    const invalidated: Tag[] = [
      ...editorChanges().flatMap((change) =>
        (INVALIDATES[change.target.kind] as (t: Target, c: EditorChange, p: Map<number, number>) => Tag[])(
          change.target,
          change,
          productOfSku,
        ),
      ),
      ...Object.values(EFFECTS).flatMap((effect) =>
        effect.tags ? effect.tags({ order: {}, lines: [{ skuId: 1, productId, num: 1 }], at: new Date() } as unknown as EffectInput) : [],
      ),
      ...Object.values(WRITES).flatMap((write) => write(productId)),
    ];
    const written = new Set(invalidated.map(tagKind));

    const notAll = (kinds: Set<string>) => [...kinds].filter((k) => k !== 'all').sort();
    expect(
      notAll(written).filter((k) => !carried.has(k)),
      'invalidated, but no cached answer carries it',
    ).toEqual([]);
    expect(
      notAll(carried).filter((k) => !written.has(k)),
      'carried, but no write invalidates it',
    ).toEqual([]);
    expect(carried.has('all')).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../api/lib/types.ts';
import { call, createTestContext, secondInstance, type TestContext } from './helpers/context.ts';
import { catalogue, categoryItems, detailOf, editorHeaders } from './helpers/reads.ts';
import { setOnHand } from './helpers/editors.ts';

// Two instances share answers and invalidations through Redis; they need one PostgreSQL server too.
const shared = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

let ctx: TestContext;
let second: Awaited<ReturnType<typeof secondInstance>>;
beforeAll(async () => {
  if (!shared) return;
  ctx = await createTestContext({ env: { READ_CACHE_MB: '16' } });
  second = await secondInstance(ctx);
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

describe.runIf(shared)('the read cache on two instances sharing Redis', () => {
  it('serves one instance the answer the other computed', async () => {
    const [product] = await catalogue(ctx);
    await detailOf(ctx.app, product.id, { 'accept-language': 'fr' });
    const { sharedHits, misses } = second.app.reads.stats;
    expect((await detailOf(second.app, product.id, { 'accept-language': 'fr' })).code).toBe(200);
    expect(second.app.reads.stats).toMatchObject({ sharedHits: sharedHits + 1, misses });
  });

  it('never serves through one instance what an edit through the other changed', async () => {
    const product = (await catalogue(ctx))[4];
    const editor = await editorHeaders(ctx, 'twin-editor@example.com');
    // Both instances hold the answers in memory, and Redis holds them too.
    for (const app of [ctx.app, second.app]) {
      await detailOf(app, product.id);
      await detailOf(app, product.id);
      await categoryItems(app, product.categoryId);
      await categoryItems(app, product.categoryId);
    }
    const edit = await call(ctx.app, 'POST', '/api/editor/product/update', {
      headers: editor,
      body: { id: product.id, name: { en: 'Twin Renamed' } },
    });
    expect(edit.code).toBe(200);
    expect((await detailOf(second.app, product.id)).data.product_name).toBe('Twin Renamed');
    expect((await categoryItems(second.app, product.categoryId)).find((p) => p.id === product.id)?.product_name).toBe('Twin Renamed');

    const sku = product.skus[0];
    await setOnHand({ app: second.app, db: ctx.db }, editor, sku.id, 7);
    const stock = async (app: App) =>
      (await detailOf(app, product.id)).data.product_sku_info.find((s: { id: number }) => s.id === sku.id).stock_num;
    expect(await stock(ctx.app)).toBe(7);
    expect(await stock(second.app)).toBe(7);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { countries, skuPrices } from '../../api/db/schema/index.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('the default country comes from the database', () => {
  it('prices calls without country_code in the country marked is_default, and the country list says so', async () => {
    const priceIn = async (country: string, skuId: number) =>
      (
        await ctx.db
          .select()
          .from(skuPrices)
          .where(and(eq(skuPrices.skuId, skuId), eq(skuPrices.countryCode, country)))
      )[0].priceCents;
    const before = await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 1 } });
    const sku = before.data.list[0].product_sku_info[0];
    expect(sku.product_price).toBe(((await priceIn('US', sku.id)) / 100).toFixed(2));

    await ctx.db.transaction(async (tx) => {
      await tx.update(countries).set({ isDefault: false }).where(eq(countries.code, 'US'));
      await tx.update(countries).set({ isDefault: true }).where(eq(countries.code, 'DE'));
    });
    ctx.app.countries.invalidate();

    const after = await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 1 } });
    expect(after.data.list[0].product_sku_info[0].product_price).toBe(((await priceIn('DE', sku.id)) / 100).toFixed(2));
    const list = await call(ctx.app, 'GET', '/api/country/getList');
    expect(list.data.find((c: { is_current: boolean }) => c.is_current).country_code).toBe('DE');
    // The database allows one default country only.
    await expect(ctx.db.update(countries).set({ isDefault: true }).where(eq(countries.code, 'FR'))).rejects.toThrow();
  });
});

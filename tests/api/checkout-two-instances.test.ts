import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, approve, capture, checkout, shoppers, skuWithStock, stockOf } from './helpers/commerce.ts';
import { createTestContext, secondInstance, type TestContext } from './helpers/context.ts';

// Two API instances need one database server; in-memory PGlite cannot be shared (CI sets DATABASE_URL).
const shared = Boolean(process.env.DATABASE_URL);

let ctx: TestContext;
let second: Awaited<ReturnType<typeof secondInstance>>;
beforeAll(async () => {
  if (!shared) return;
  ctx = await createTestContext({ env: { PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
  second = await secondInstance(ctx);
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

describe.runIf(shared)('two API instances on one PostgreSQL', () => {
  it('still sell exactly 5 units to 200 buyers spread over both', async () => {
    const sku = await skuWithStock(ctx, 5, 20);
    const buyers = await shoppers(ctx, 'twin', 200);
    const instanceOf = (i: number) => (i % 2 ? { ...ctx, app: second.app } : ctx);
    await Promise.all(buyers.map((b, i) => addToCart(instanceOf(i), b, sku, 1)));
    const results = await Promise.all(
      buyers.map(async (b, i) => {
        const via = instanceOf(i);
        const created = await checkout(via, b);
        if (created.status !== 200) return created.status;
        // Approve and capture through the other instance: the emulator's state is shared too.
        const other = instanceOf(i + 1);
        await approve(other, created.data.paypal_order_id);
        return (await capture(other, b, created.data.paypal_order_id)).data.paypal_status;
      }),
    );
    expect(results.filter((r) => r === 'COMPLETED')).toHaveLength(5);
    expect(results.filter((r) => r === 409)).toHaveLength(195);
    expect(await stockOf(ctx, sku)).toBe(0);
  }, 120_000);
});

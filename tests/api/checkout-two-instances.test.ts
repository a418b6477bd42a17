import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { productSkus } from '../../api/db/schema/index.ts';
import { addToCart, approve, capture, checkout, shoppers, skuWithStock, stockOf } from './helpers/commerce.ts';
import { call, createTestContext, secondInstance, type TestContext } from './helpers/context.ts';

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

  /** Runs `work` for each item with at most `inFlight` running at once. */
  async function inFlight<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
    const results: R[] = new Array(items.length);
    let next = 0;
    await Promise.all(
      Array.from({ length: limit }, async () => {
        while (next < items.length) {
          const i = next++;
          results[i] = await work(items[i], i);
        }
      }),
    );
    return results;
  }

  for (const instances of [1, 2] as const) {
    it(`completes 300 checkouts of one SKU, 16 in flight, on ${instances} instance(s): no 5xx, sold = units taken, nothing left held`, async () => {
      const sku = await skuWithStock(ctx, 150, 21 + instances);
      const [before] = await ctx.db.select().from(productSkus).where(eq(productSkus.id, sku));
      const buyers = await shoppers(ctx, `race${instances}`, 300);
      const via = (i: number) => (instances === 2 && i % 2 ? { ...ctx, app: second.app } : ctx);
      await Promise.all(buyers.map((b, i) => addToCart(via(i), b, sku, 1)));
      const statuses: number[] = [];
      const outcomes = await inFlight(buyers, 16, async (b, i) => {
        const created = await checkout(via(i), b);
        statuses.push(created.status);
        if (created.status !== 200) return created.status;
        statuses.push((await approve(via(i + 1), created.data.paypal_order_id)).statusCode);
        const captured = await capture(via(i + 1), b, created.data.paypal_order_id);
        statuses.push(captured.status);
        return captured.data?.paypal_status;
      });
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      const paid = outcomes.filter((o) => o === 'COMPLETED').length;
      expect(paid).toBe(150);
      expect(outcomes.filter((o) => o === 409)).toHaveLength(150);
      const [after] = await ctx.db.select().from(productSkus).where(eq(productSkus.id, sku));
      expect(after).toMatchObject({ onHand: before.onHand - paid, sold: before.sold + paid, held: before.held, stockNum: 0 });
    }, 180_000);
  }

  it('never deadlocks orders of two SKUs taken in opposite orders while they are paid, expire and are restocked', async () => {
    const a = await skuWithStock(ctx, 400, 30);
    const b = await skuWithStock(ctx, 400, 31);
    const before = new Map((await ctx.db.select().from(productSkus)).map((r) => [r.id, r]));
    const buyers = await shoppers(ctx, 'crossed', 120);
    // Half put A in the cart first, half B: their carts' rows and the SKUs come in opposite orders.
    await Promise.all(
      buyers.map(async (h, i) => {
        const [x, y] = i % 2 ? [a, b] : [b, a];
        await addToCart(ctx, h, x, 1);
        await addToCart(ctx, h, y, 2);
      }),
    );
    const statuses: number[] = [];
    await inFlight(buyers, 16, async (h, i) => {
      const app = i % 2 ? second.app : ctx.app;
      const created = await checkout({ ...ctx, app }, h);
      statuses.push(created.status);
      if (created.status !== 200) return;
      // Every third paid order is refunded, every fifth is never paid: paying, refunding and holding race.
      if (i % 5 === 0) return;
      await approve({ ...ctx, app }, created.data.paypal_order_id);
      statuses.push((await capture({ ...ctx, app }, h, created.data.paypal_order_id)).status);
      if (i % 3 === 0) statuses.push((await call(app, 'GET', `/api/order/apply/refund/${created.data.order_id}`, { headers: h })).status);
    });
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const id of [a, b]) {
      const [row] = await ctx.db.select().from(productSkus).where(eq(productSkus.id, id));
      const holds = await ctx.db.execute(sql`select coalesce(sum(num), 0)::int as n from stock_holds where sku_id = ${id}`);
      expect(row.held).toBe(holds.rows[0].n);
      const sold = await ctx.db.execute(
        sql`select coalesce(sum(l.num), 0)::int as n from order_lines l join orders o on o.id = l.order_id where l.sku_id = ${id} and o.status = 'paid'`,
      );
      expect(row.sold).toBe(sold.rows[0].n);
      // Sales move units from on hand to sold and refunds move them back: their sum never changes.
      expect(row.onHand + row.sold).toBe(before.get(id)!.onHand + before.get(id)!.sold);
    }
  }, 180_000);
});

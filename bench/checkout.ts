/**
 * Complete checkouts per second (create the order, approve it in the PayPal window, capture it) on
 * PostgreSQL with the PayPal sandbox emulator, measured over HTTP against the real app; then 200
 * buyers racing for 5 units. Creates its own database on DATABASE_URL's server (default: the local
 * server) and drops it at the end. Run: npm run bench:checkout
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { openDatabase } from '../api/db/client.ts';
import { productSkus, users } from '../api/db/schema/index.ts';
import { issueSession, sessionPolicy } from '../api/lib/sessions.ts';
import { seedDemoShop } from '../api/seed/seed.ts';
import { createScratchDatabase, LOCAL_POSTGRES } from './lib/database.ts';
import { percentiles } from './lib/stats.ts';

const CHECKOUTS = 600;
const CONCURRENCY = 16;
const RACE_BUYERS = 200;
const RACE_STOCK = 5;

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  const scratch = await createScratchDatabase(serverUrl, 'mooli_bench_checkout');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mooli-bench-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      PAYPAL_EMULATOR_WEBHOOKS: process.env.PAYPAL_EMULATOR_WEBHOOKS ?? 'on',
    });
    const database = await openDatabase({ url: scratch.url, dataDir, poolSize: 20 });
    await database.migrate();
    await seedDemoShop(database.db, { mediaDir: path.join(dataDir, 'media'), images: false });
    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [sku, raceSku] = await database.db.select({ id: productSkus.id }).from(productSkus).orderBy(asc(productSkus.id)).limit(2);
    await database.db.update(productSkus).set({ stockNum: 1_000_000 }).where(eq(productSkus.id, sku.id));
    await database.db.update(productSkus).set({ stockNum: RACE_STOCK }).where(eq(productSkus.id, raceSku.id));

    const shoppers = async (prefix: string, n: number) => {
      const rows = await database.db
        .insert(users)
        .values(Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@bench.test`, username: `${prefix}${i}` })))
        .returning({ id: users.id });
      return Promise.all(rows.map(async (r) => `Bearer ${await issueSession(database.db, r.id, sessionPolicy(config))}`));
    };
    const api = async (token: string, method: string, url: string, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await res.json()) as { code: number; message: string; data: any };
    };
    /** One shopper's whole checkout: the cart as the storefront shows it, create, approve, capture. */
    const checkout = async (token: string) => {
      const cart = (await api(token, 'GET', '/api/cart/getList')).data;
      const created = await api(token, 'POST', '/api/order/create', {
        source: 'cart',
        product_spec: cart.cartData.map((l: { product_sku_id: number; num: number }) => ({ product_sku_id: l.product_sku_id, num: l.num })),
        total_price: cart.priceData.total_price,
      });
      if (created.code !== 200) return created.message;
      await fetch(`${base}/paypal-sandbox/buyer/orders/${created.data.paypal_order_id}/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ funding: 'paypal', outcome: 'approve' }),
      });
      return (
        (await api(token, 'GET', `/api/order/capture?paypal_order_id=${created.data.paypal_order_id}`)).data?.paypal_status ?? 'FAILED'
      );
    };

    const buyers = await shoppers('b', CHECKOUTS);
    for (const token of buyers) await api(token, 'POST', '/api/cart/product/add', { product_sku_id: sku.id, num: 1 });
    const durations: number[] = [];
    let next = 0;
    let completed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < buyers.length) {
          const token = buyers[next++];
          const t0 = performance.now();
          if ((await checkout(token)) === 'COMPLETED') completed += 1;
          durations.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const p = percentiles(durations);

    const racers = await shoppers('r', RACE_BUYERS);
    for (const token of racers) await api(token, 'POST', '/api/cart/product/add', { product_sku_id: raceSku.id, num: 1 });
    const raceStart = performance.now();
    const outcomes = await Promise.all(racers.map((token) => checkout(token)));
    const raceSeconds = (performance.now() - raceStart) / 1000;
    const [left] = await database.db.select({ n: productSkus.stockNum }).from(productSkus).where(eq(productSkus.id, raceSku.id));

    console.log(`checkouts (create + approve + capture, ${CONCURRENCY} in flight): ${completed}/${CHECKOUTS} completed`);
    console.log(
      `  ${(completed / seconds).toFixed(0)} checkouts/s; per checkout p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms`,
    );
    console.log(
      `race: ${RACE_BUYERS} buyers for ${RACE_STOCK} units: ${outcomes.filter((o) => o === 'COMPLETED').length} paid, ${outcomes.filter((o) => o !== 'COMPLETED').length} refused, stock left ${left.n}, in ${raceSeconds.toFixed(2)} s`,
    );
    await app.close();
    await database.close();
  } finally {
    await scratch.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

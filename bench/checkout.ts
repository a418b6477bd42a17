/**
 * Complete checkouts per second (create the order, approve it in the PayPal window, capture it; each
 * shopper's cart is read as the storefront shows it before the clock starts) on
 * PostgreSQL with the PayPal sandbox emulator, measured over HTTP against the API running in its own
 * process, as in production; then 300 buyers racing for one SKU with 150 units, 16 in flight, with
 * the count of answers that were server errors (5xx). Besides the rate on this machine it
 * prints the CPU one checkout costs the API process and PostgreSQL (read from /proc), which gives
 * the rate the two cores could reach with nothing else running. Creates its own database on
 * DATABASE_URL's server (default: the local server) and drops it at the end.
 * Run: npm run bench:checkout
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { loadConfig } from '../api/config.ts';
import { openDatabase, type Db } from '../api/db/client.ts';
import { paypalEvents, productSkus, users } from '../api/db/schema/index.ts';
import { issueSession, sessionPolicy } from '../api/lib/sessions.ts';
import { seedDemoShop } from '../api/seed/seed.ts';
import { createScratchDatabase, LOCAL_POSTGRES } from './lib/database.ts';
import { jsonClient } from './lib/http-client.ts';
import { cpuBetween, cpuMs, postgresCpu, startApi } from './lib/processes.ts';
import { percentiles } from './lib/stats.ts';

const WARM_UP = 100;
const CHECKOUTS = 600;
/** Checkouts in flight at once (BENCH_CONCURRENCY): shoppers paying at the same moment. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const RACE_BUYERS = 300;
const RACE_STOCK = 150;

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  const scratch = await createScratchDatabase(serverUrl, 'mooli_bench_checkout');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mooli-bench-'));
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    PAYPAL_EMULATOR_WEBHOOKS: process.env.PAYPAL_EMULATOR_WEBHOOKS ?? 'on',
  };
  const database = await openDatabase({ url: scratch.url, dataDir });
  let api: Awaited<ReturnType<typeof startApi>> | null = null;
  try {
    // The shop and its shoppers are set up directly in the database; only the checkouts go through the API.
    await database.migrate();
    await seedDemoShop(database.db, { mediaDir: path.join(dataDir, 'media'), images: false });
    const [sku, raceSku] = await database.db.select({ id: productSkus.id }).from(productSkus).orderBy(asc(productSkus.id)).limit(2);
    await database.db.update(productSkus).set({ onHand: 1_000_000 }).where(eq(productSkus.id, sku.id));
    await database.db.update(productSkus).set({ onHand: RACE_STOCK }).where(eq(productSkus.id, raceSku.id));
    const policy = sessionPolicy(loadConfig(env));
    const shoppers = async (prefix: string, n: number) => {
      const rows = await database.db
        .insert(users)
        .values(Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@bench.test`, username: `${prefix}${i}` })))
        .returning({ id: users.id });
      return Promise.all(rows.map(async (r) => `Bearer ${await issueSession(database.db, r.id, policy)}`));
    };
    const warm = await shoppers('w', WARM_UP);
    const buyers = await shoppers('b', CHECKOUTS);
    const racers = await shoppers('r', RACE_BUYERS);

    api = await startApi(env);
    const http = jsonClient(api.base);
    /** Answers with a status of 500 or more, counted across every call of the run. */
    let serverErrors = 0;
    const call = async (token: string, method: string, url: string, body?: unknown) => {
      const answer = await http.request<{ code: number; message: string; data: any }>(method, url, body, { authorization: token });
      if (answer.status >= 500) serverErrors += 1;
      return answer.json;
    };
    type Cart = { cartData: { product_sku_id: number; num: number }[]; priceData: { total_price: string } };
    const carts = new Map<string, Cart>();
    /** The cart as the storefront shows it before the shopper pays: read before the clock starts. */
    const readCarts = (tokens: string[]) =>
      Promise.all(tokens.map(async (t) => carts.set(t, (await call(t, 'GET', '/api/cart/getList')).data)));
    /** One shopper's checkout as the issue counts it: create, approve, capture. */
    const checkout = async (token: string) => {
      const cart = carts.get(token)!;
      const created = await call(token, 'POST', '/api/order/create', {
        source: 'cart',
        product_spec: cart.cartData.map((l) => ({ product_sku_id: l.product_sku_id, num: l.num })),
        total_price: cart.priceData.total_price,
      });
      if (created.code !== 200) return created.message;
      const id = created.data.paypal_order_id;
      await http.request('POST', `/paypal-sandbox/buyer/orders/${id}/approve`, { funding: 'paypal', outcome: 'approve' });
      return (await call(token, 'GET', `/api/order/capture?paypal_order_id=${id}`)).data?.paypal_status ?? 'FAILED';
    };
    const fill = (tokens: string[], skuId: number) =>
      Promise.all(tokens.map((t) => call(t, 'POST', '/api/cart/product/add', { product_sku_id: skuId, num: 1 })));
    const run = async (tokens: string[]) => {
      const durations: number[] = [];
      let next = 0;
      let completed = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < tokens.length) {
            const token = tokens[next++];
            const t0 = performance.now();
            if ((await checkout(token)) === 'COMPLETED') completed += 1;
            durations.push(performance.now() - t0);
          }
        }),
      );
      return { durations, completed };
    };

    await fill([...warm, ...buyers], sku.id);
    await fill(racers, raceSku.id);
    await readCarts([...warm, ...buyers, ...racers]);
    const warmed = await run(warm);
    await webhooksLanded(database.db, warmed.completed);

    const pgSample = await postgresCpu(serverUrl, new URL(scratch.url).pathname.slice(1));
    const [apiBefore, pgBefore, selfBefore] = [cpuMs(api.child.pid!), await pgSample(), process.cpuUsage()];
    const started = performance.now();
    const { durations, completed } = await run(buyers);
    const seconds = (performance.now() - started) / 1000;
    // PayPal's webhooks for the last checkouts arrive a moment later; their CPU belongs to the checkouts.
    await webhooksLanded(database.db, warmed.completed + completed);
    const selfUsed = process.cpuUsage(selfBefore);
    const [apiAfter, pgAfter] = [cpuMs(api.child.pid!), await pgSample()];
    const clientPer = (selfUsed.user + selfUsed.system) / 1000 / CHECKOUTS;
    const apiPer = (apiAfter - apiBefore) / CHECKOUTS;
    const pgPer = cpuBetween(pgBefore, pgAfter) / CHECKOUTS;
    const p = percentiles(durations);

    const errorsBefore = serverErrors;
    const raceStart = performance.now();
    const outcomes: string[] = [];
    let nextRacer = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (nextRacer < racers.length) outcomes.push(await checkout(racers[nextRacer++]));
      }),
    );
    const raceSeconds = (performance.now() - raceStart) / 1000;
    const [left] = await database.db.select().from(productSkus).where(eq(productSkus.id, raceSku.id));
    http.close();

    console.log(`checkouts (create + approve + capture, ${CONCURRENCY} in flight): ${completed}/${CHECKOUTS} completed`);
    console.log(
      `  ${(completed / seconds).toFixed(0)} checkouts/s; per checkout p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms`,
    );
    console.log(
      `  CPU per checkout: API process ${apiPer.toFixed(2)} ms, PostgreSQL ${pgPer.toFixed(2)} ms (this load generator ${clientPer.toFixed(2)} ms); two idle cores: about ${((2 * 1000) / (apiPer + pgPer)).toFixed(0)} checkouts/s`,
    );
    const paid = outcomes.filter((o) => o === 'COMPLETED').length;
    console.log(
      `race: ${RACE_BUYERS} buyers for ${RACE_STOCK} units of one SKU, ${CONCURRENCY} in flight: ${paid} paid, ${outcomes.length - paid} refused, ` +
        `${serverErrors - errorsBefore} x 5xx; sold ${left.sold}, on hand ${left.onHand}, held ${left.held}, available ${left.stockNum}, in ${raceSeconds.toFixed(2)} s`,
    );
    console.log(`  5xx answers over the whole run: ${serverErrors}`);
  } finally {
    await api?.stop();
    await database.close();
    await scratch.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Waits until the shop has applied `n` PayPal webhooks (one per paid order). */
async function webhooksLanded(db: Db, n: number) {
  if ((process.env.PAYPAL_EMULATOR_WEBHOOKS ?? 'on') !== 'on') return;
  for (let tries = 0; tries < 300; tries++) {
    const [{ seen }] = await db.select({ seen: count() }).from(paypalEvents);
    if (seen >= n) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`only some of ${n} webhooks arrived`);
}

await main();

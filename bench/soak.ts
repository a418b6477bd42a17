/**
 * Memory over a long run: the API in its own process (api/main.ts, as in production) on a scratch
 * PostgreSQL database with the demo shop plus 2,000 generated products, under a steady mix of
 * catalogue reads with ever new keys (list pages by category, sort and price range; product
 * details; searches) and shoppers' cart writes, for SOAK_MINUTES (default 10). The API's RSS and
 * the read cache's size (from /metrics) are sampled every 15 s; the last line gives the RSS
 * growth per minute after the first third of the run (warm-up: code compiled, pools open, the
 * read cache filling towards READ_CACHE_MB), by least squares over the samples.
 * Run: npm run bench:soak  (SOAK_MINUTES, READ_CACHE_MB to compare; DATABASE_URL's server, default the local one)
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { loadConfig } from '../api/config.ts';
import { openDatabase } from '../api/db/client.ts';
import { categories, productSkus, users } from '../api/db/schema/index.ts';
import { issueSession, sessionPolicy } from '../api/lib/sessions.ts';
import { PRODUCT_SORTS } from '../api/modules/products/rules.ts';
import { seedDemoShop } from '../api/seed/seed.ts';
import { createScratchDatabase, LOCAL_POSTGRES } from './lib/database.ts';
import { jsonClient } from './lib/http-client.ts';
import { seedLargeCatalogue } from './lib/large-catalogue.ts';
import { startApi } from './lib/processes.ts';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SAMPLE_EVERY_MS = 15_000;
const CONCURRENCY = 8;
const SHOPPERS = 200;
const METRICS_TOKEN = 'soak-metrics-token-0123456789';
const KEYWORDS = ['wand', 'velvet', 'massager', 'silk', 'oil', 'candle', 'ring', 'bullet', 'pearl', 'bloom', 'gentle', 'wave'];

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  const scratch = await createScratchDatabase(serverUrl, 'mooli_bench_soak');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mooli-soak-'));
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: scratch.url,
    METRICS_TOKEN,
    ...(process.env.READ_CACHE_MB ? { READ_CACHE_MB: process.env.READ_CACHE_MB } : {}),
    AUTH_REQUESTS_PER_MINUTE: '100000',
  };
  const database = await openDatabase({ url: scratch.url, dataDir });
  let api: Awaited<ReturnType<typeof startApi>> | null = null;
  try {
    await database.migrate();
    await seedDemoShop(database.db, { mediaDir: path.join(dataDir, 'media'), images: false });
    await seedLargeCatalogue(scratch.url, { products: 2_000, posts: 0 });
    const categoryIds = (await database.db.select({ id: categories.id }).from(categories)).map((c) => c.id);
    const skuIds = (
      await database.db.select({ id: productSkus.id, productId: productSkus.productId }).from(productSkus).orderBy(asc(productSkus.id))
    ).slice(0, 500);
    const policy = sessionPolicy(loadConfig(env));
    const rows = await database.db
      .insert(users)
      .values(Array.from({ length: SHOPPERS }, (_, i) => ({ email: `soak${i}@bench.test`, username: `soak${i}` })))
      .returning({ id: users.id });
    const tokens = await Promise.all(rows.map(async (r) => `Bearer ${await issueSession(database.db, r.id, policy)}`));

    api = await startApi(env);
    const pid = api.child.pid!;
    const http = jsonClient(api.base);
    let n = 0;
    let errors = 0;
    const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
    // Ever new keys: price bounds and pages vary, so the read cache keeps meeting answers it has not seen.
    const request = async () => {
      n += 1;
      const kind = n % 10;
      let status: number;
      if (kind < 5) {
        const low = Math.floor(Math.random() * 200);
        status = (
          await http.request('POST', '/api/product/getList', {
            page: 1 + (n % 6),
            page_size: 20,
            category_id: Math.random() < 0.5 ? pick(categoryIds) : undefined,
            sort: pick([...PRODUCT_SORTS]),
            min_price: `${low}.00`,
            max_price: `${low + 20 + Math.floor(Math.random() * 400)}.00`,
          })
        ).status;
      } else if (kind < 7) {
        status = (await http.request('GET', `/api/product/getDetail/${pick(skuIds).productId}`)).status;
      } else if (kind < 9) {
        status = (await http.request('POST', '/api/product/search', { keywords: `${pick(KEYWORDS)} ${pick(KEYWORDS)}`, page: 1 })).status;
      } else {
        const token = pick(tokens);
        status = (
          await http.request('POST', '/api/cart/product/add', { product_sku_id: pick(skuIds).id, num: 1 }, { authorization: token })
        ).status;
      }
      if (status >= 500) errors += 1;
    };
    const cacheBytes = async () => {
      const res = await fetch(`${api!.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      const text = await res.text();
      return Number(/shop_read_cache_bytes\{part="answers"\} (\d+)/.exec(text)?.[1] ?? 0) / 1048576;
    };

    const end = Date.now() + MINUTES * 60_000;
    const samples: { minute: number; rss: number; cache: number }[] = [];
    const started = Date.now();
    const sampling: Promise<void>[] = [];
    const sample = () =>
      cacheBytes().then((cache) => {
        const at = { minute: (Date.now() - started) / 60_000, rss: rssMb(pid), cache };
        samples.push(at);
        console.log(`  ${at.minute.toFixed(1)} min: RSS ${at.rss.toFixed(0)} MB, read cache ${at.cache.toFixed(1)} MB, ${n} requests`);
      });
    const sampler = setInterval(() => sampling.push(sample()), SAMPLE_EVERY_MS);
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < end) await request();
      }),
    );
    clearInterval(sampler);
    await Promise.all(sampling);
    http.close();

    const settled = samples.filter((s) => s.minute >= MINUTES / 3);
    const perMinute = slope(settled.map((s) => ({ x: s.minute, y: s.rss })));
    const first = samples[0];
    const last = samples.at(-1)!;
    console.log(
      `soak: ${MINUTES} min, ${n} requests (${errors} x 5xx); RSS ${first.rss.toFixed(0)} → ${last.rss.toFixed(0)} MB, ` +
        `read cache ${last.cache.toFixed(1)} MB; after warm-up RSS grows ${perMinute.toFixed(2)} MB/min`,
    );
  } finally {
    await api?.stop();
    await database.close();
    await scratch.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

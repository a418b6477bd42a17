/**
 * Catalogue reads against a bare Fastify app in the same run: a bare app answering a fixed JSON
 * envelope, then the shop's API (its own process, PostgreSQL, the demo shop plus 10,000 generated
 * products) for POST /product/getList (pages, sorts and categories varying over a warm cache),
 * GET /product/getDetail/{id} (rotating over a few hundred products) and POST /product/search
 * (rotating keywords), each with autocannon at 50 connections for the same duration. The last line
 * compares each call's requests per second with the bare app's, and gives the worst p99 of the three.
 * Creates its own database on DATABASE_URL's server (default: the local server) and drops it.
 * Run: npm run bench:reads  (BENCH_SECONDS sets the duration of each measurement, default 10)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { asc, eq } from 'drizzle-orm';
import { openDatabase } from '../api/db/client.ts';
import { categories, products } from '../api/db/schema/index.ts';
import { seedDemoShop } from '../api/seed/seed.ts';
import { createScratchDatabase, LOCAL_POSTGRES } from './lib/database.ts';
import { seedLargeCatalogue } from './lib/large-catalogue.ts';
import { startApi } from './lib/processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PRODUCTS = 10_000;
const DETAIL_IDS = 300;
const KEYWORDS = ['wand', 'velvet', 'massager', 'silk', 'oil', 'candle', 'ring', 'bullet', 'gentle wave', 'vibrater', 'pearl', 'bloom'];

interface Target {
  name: string;
  requests: autocannon.Request[];
}

/** Requests cycling through `count` variants made by `make` (autocannon calls setupRequest before each). */
function rotating(count: number, make: (i: number) => autocannon.Request): autocannon.Request[] {
  let i = 0;
  return [{ setupRequest: (req) => ({ ...req, ...make(i++ % count) }) }];
}

const post = (p: string, body: unknown): autocannon.Request => ({
  method: 'POST',
  path: p,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function run(base: string, target: Target, seconds: number) {
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests: target.requests });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${target.name}: ${bad} failed requests of ${result.requests.total}`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function startBare(): Promise<{ base: string; stop(): void }> {
  const child = spawn(process.execPath, ['bench/lib/bare-server.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await new Promise<string[]>((resolve) => createInterface({ input: child.stdout! }).once('line', (l) => resolve([l])));
  return { base: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`, stop: () => child.kill('SIGTERM') };
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  const scratch = await createScratchDatabase(serverUrl, 'mooli_bench_reads');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mooli-bench-'));
  let api: Awaited<ReturnType<typeof startApi>> | null = null;
  let bare: Awaited<ReturnType<typeof startBare>> | null = null;
  try {
    const database = await openDatabase({ url: scratch.url, dataDir });
    await database.migrate();
    await seedDemoShop(database.db, { mediaDir: path.join(dataDir, 'media'), images: false });
    await database.close();
    const started = performance.now();
    await seedLargeCatalogue(scratch.url, { products: PRODUCTS, posts: 200 });
    console.log(`catalogue: ${PRODUCTS} products generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const reader = await openDatabase({ url: scratch.url, dataDir });
    const db = reader.db;
    const cats = (await db.select({ id: categories.id }).from(categories)).map((c) => c.id);
    const ids = (await db.select({ id: products.id }).from(products).where(eq(products.published, true)).orderBy(asc(products.id)))
      .map((p) => p.id)
      .filter((_, i, all) => i % Math.floor(all.length / DETAIL_IDS) === 0)
      .slice(0, DETAIL_IDS);
    await reader.close();

    const sorts = ['recommended', 'newest', 'price_asc'];
    const targets: Target[] = [
      {
        name: 'getList',
        // 3 sorts × (all + each category) × 4 pages
        requests: rotating(sorts.length * (cats.length + 1) * 4, (i) =>
          post('/api/product/getList', {
            sort: sorts[i % sorts.length],
            ...(Math.floor(i / sorts.length) % (cats.length + 1)
              ? { category_id: cats[(Math.floor(i / sorts.length) % (cats.length + 1)) - 1] }
              : {}),
            page: 1 + (Math.floor(i / (sorts.length * (cats.length + 1))) % 4),
            page_size: 20,
          }),
        ),
      },
      { name: 'getDetail', requests: rotating(ids.length, (i) => ({ method: 'GET', path: `/api/product/getDetail/${ids[i]}` })) },
      { name: 'search', requests: rotating(KEYWORDS.length, (i) => post('/api/product/search', { keywords: KEYWORDS[i], page_size: 20 })) },
    ];

    bare = await startBare();
    const reference = await run(bare.base, { name: 'bare', requests: [{ method: 'POST', path: '/bare' }] }, SECONDS);
    bare.stop();
    bare = null;
    console.log(`bare Fastify: ${Math.round(reference.rps)} req/s, p50 ${reference.p50} ms, p99 ${reference.p99} ms`);

    api = await startApi({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: scratch.url });
    const figures = new Map<string, { rps: number; p99: number }>();
    for (const target of targets) {
      await run(api.base, target, 2); // warm the cache: every variant asked at least once
      const f = await run(api.base, target, SECONDS);
      figures.set(target.name, f);
      console.log(
        `${target.name}: ${Math.round(f.rps)} req/s (${Math.round((f.rps / reference.rps) * 100)} % of bare), p50 ${f.p50} ms, p99 ${f.p99} ms`,
      );
    }
    const pct = (name: string) => Math.round((figures.get(name)!.rps / reference.rps) * 100);
    const worstP99 = Math.max(...[...figures.values()].map((f) => f.p99));
    console.log(
      `reads: getList ${pct('getList')}% getDetail ${pct('getDetail')}% search ${pct('search')}% of bare Fastify; p99 ${worstP99} ms`,
    );
  } finally {
    bare?.stop();
    await api?.stop();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);

/**
 * Catalogue reads of the shop's API against a bare Fastify app, with the same load in the same run.
 *
 * The shop's API runs in its own process (api/main.ts, NODE_ENV=development, on a scratch database
 * on DATABASE_URL's server, default the local one, with the demo shop plus 10,000 generated
 * products), for three calls: POST /product/getList (3 sorts × every category and none × 4 pages),
 * GET /product/getDetail/{id} (300 products) and POST /product/search (12 keywords, one with a typo).
 *
 * The reference is fair in size: before measuring, the bench asks the shop every request of each
 * call once (which also fills the read cache) and keeps, per call, the answer of median size; a bare
 * Fastify app (bench/lib/bare-server.ts, its own process) then answers that envelope, byte for byte,
 * on the same method and path, encoded once and sent as is, as the shop sends a cached answer. Both
 * get the very same requests (bodies included, which bare Fastify parses too), so what separates
 * them is what the shop does per request on top of Fastify: its auth hook, the zod validation of
 * the input, the request context, the cache key and lookup, its hooks.
 *
 * Measurement: autocannon at 50 connections, in this process (on 2 cores, a second client thread
 * would only take CPU from the servers; BENCH_WORKERS sets autocannon's worker threads). Per call:
 * a 2 s warm-up of each server, then BENCH_ROUNDS (4) rounds of BENCH_SECONDS / BENCH_ROUNDS each,
 * alternating bare and shop (ABBA order, so that a drift of the machine's load weighs on both alike). Requests per
 * second are all requests over all rounds' time; a call's p99 is the highest of its rounds. The
 * last line gives each call's requests per second as a share of its bare route's, and the worst p99
 * of the three shop calls. The load average is printed before and after measuring: other work on the
 * machine shows in the figures. Drops the scratch database at the end.
 * Run: npm run bench:reads  (BENCH_SECONDS: measured seconds per call and server, default 10)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WARM_UP_SECONDS = 2;
const WORKERS = Number(process.env.BENCH_WORKERS ?? 0);
const CONNECTIONS = 50;
const PRODUCTS = 10_000;
const DETAIL_IDS = 300;
const KEYWORDS = ['wand', 'velvet', 'massager', 'silk', 'oil', 'candle', 'ring', 'bullet', 'gentle wave', 'vibrater', 'pearl', 'bloom'];

interface Variant {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

interface Target {
  name: string;
  /** The route as Fastify declares it, for the bare app. */
  route: { method: 'GET' | 'POST'; url: string };
  variants: Variant[];
}

interface Figures {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
}

const post = (p: string, body: unknown): Variant => ({ method: 'POST', path: p, body: JSON.stringify(body) });

/** Every variant as a static autocannon request: built once per connection, each connection cycling through them in turn. */
const requestsOf = (variants: Variant[]): autocannon.Request[] =>
  variants.map((v) => ({
    method: v.method,
    path: v.path,
    ...(v.body ? { headers: { 'content-type': 'application/json' }, body: v.body } : {}),
  }));

async function measure(base: string, target: Target, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: requestsOf(target.variants),
    ...(WORKERS > 0 ? { workers: WORKERS } : {}),
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${target.name}: ${bad} failed requests of ${result.requests.total} on ${base}`);
  return { requests: result.requests.total, seconds: result.duration, p50: result.latency.p50, p99: result.latency.p99 };
}

const merged = (rounds: Figures[]): Figures => ({
  requests: rounds.reduce((n, r) => n + r.requests, 0),
  seconds: rounds.reduce((n, r) => n + r.seconds, 0),
  p50: Math.max(...rounds.map((r) => r.p50)),
  p99: Math.max(...rounds.map((r) => r.p99)),
});
const rps = (f: Figures) => f.requests / f.seconds;

/** Asks the shop each variant once (filling its cache) and gives the answer of median size, and the mean size. */
async function capture(base: string, target: Target): Promise<{ json: string; meanBytes: number }> {
  const answers: string[] = [];
  for (const v of target.variants) {
    const res = await fetch(base + v.path, {
      method: v.method,
      ...(v.body ? { headers: { 'content-type': 'application/json' }, body: v.body } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${target.name}: ${v.method} ${v.path} answered ${res.status}: ${text.slice(0, 200)}`);
    answers.push(text);
  }
  const bytes = (t: string) => Buffer.byteLength(t, 'utf8');
  const sorted = [...answers].sort((a, b) => bytes(a) - bytes(b));
  return { json: sorted[Math.floor(sorted.length / 2)], meanBytes: answers.reduce((n, t) => n + bytes(t), 0) / answers.length };
}

async function startBare(routesFile: string): Promise<{ base: string; stop(): void }> {
  const child = spawn(process.execPath, ['bench/lib/bare-server.ts', routesFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));
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
    const lists: Variant[] = [];
    for (let page = 1; page <= 4; page++)
      for (const category of [undefined, ...cats])
        for (const sort of sorts)
          lists.push(post('/api/product/getList', { sort, ...(category ? { category_id: category } : {}), page, page_size: 20 }));
    const targets: Target[] = [
      { name: 'getList', route: { method: 'POST', url: '/api/product/getList' }, variants: lists },
      {
        name: 'getDetail',
        route: { method: 'GET', url: '/api/product/getDetail/:id' },
        variants: ids.map((id) => ({ method: 'GET', path: `/api/product/getDetail/${id}` })),
      },
      {
        name: 'search',
        route: { method: 'POST', url: '/api/product/search' },
        variants: KEYWORDS.map((keywords) => post('/api/product/search', { keywords, page_size: 20 })),
      },
    ];

    api = await startApi({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: scratch.url });
    const envelopes = [];
    for (const target of targets) {
      const { json, meanBytes } = await capture(api.base, target);
      envelopes.push({ ...target.route, json });
      console.log(
        `${target.name}: ${target.variants.length} requests, answers of ${Math.round(meanBytes)} bytes on average; the bare route answers ${Buffer.byteLength(json)} bytes`,
      );
    }
    const routesFile = path.join(dataDir, 'bare-routes.json');
    writeFileSync(routesFile, JSON.stringify(envelopes));
    bare = await startBare(routesFile);

    const load = () =>
      os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
    console.log(`load average before measuring: ${load()} (${os.cpus().length} cores)`);
    const results: Array<{ name: string; bare: Figures; shop: Figures }> = [];
    for (const target of targets) {
      await measure(api.base, target, WARM_UP_SECONDS);
      await measure(bare.base, target, WARM_UP_SECONDS);
      const rounds = { bare: [] as Figures[], shop: [] as Figures[] };
      for (let round = 0; round < ROUNDS; round++) {
        const order = round % 2 === 0 ? (['bare', 'shop'] as const) : (['shop', 'bare'] as const);
        for (const who of order) rounds[who].push(await measure(who === 'bare' ? bare.base : api.base, target, SECONDS / ROUNDS));
      }
      const result = { name: target.name, bare: merged(rounds.bare), shop: merged(rounds.shop) };
      results.push(result);
      const line = (f: Figures) => `${Math.round(rps(f))} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms`;
      console.log(`${target.name}: bare Fastify ${line(result.bare)}; shop ${line(result.shop)}`);
    }
    console.log(`load average after measuring: ${load()}`);
    const pct = (name: string) => {
      const r = results.find((x) => x.name === name)!;
      return Math.round((rps(r.shop) / rps(r.bare)) * 100);
    };
    const worstP99 = Math.max(...results.map((r) => r.shop.p99));
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

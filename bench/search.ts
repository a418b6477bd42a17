/**
 * Search and product-list latency at 10,000 products on PostgreSQL, measured over HTTP against the
 * real app. Creates its own database on DATABASE_URL's server (default: the local server) and
 * drops it at the end. Run: npm run bench:search
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { openDatabase } from '../api/db/client.ts';
import { seedDemoShop } from '../api/seed/seed.ts';
import { generateCatalogue } from './lib/catalogue.ts';
import { createScratchDatabase, LOCAL_POSTGRES } from './lib/database.ts';
import { measure, type Figures, type Request } from './lib/measure.ts';

const PRODUCTS = 10_000;
const ROUNDS = 10;
const CONCURRENCY = 8;

/** 50 searches as shoppers type them: popular terms, typos, partial words, odd case, colours, other languages. */
const SEARCHES: Array<{ keywords: string; lang?: string }> = [
  { keywords: 'Rose toy' },
  { keywords: 'vibrator' },
  { keywords: 'rose vibrator' },
  { keywords: 'couple' },
  { keywords: 'sex toy' },
  { keywords: 'vibrater' },
  { keywords: 'rose vib' },
  { keywords: 'ROSE TOY' },
  { keywords: 'wand massager' },
  { keywords: 'wand masager' },
  { keywords: 'lubricant' },
  { keywords: 'lubrcant' },
  { keywords: 'candle' },
  { keywords: 'cndle' },
  { keywords: 'massage oil' },
  { keywords: 'blindfold' },
  { keywords: 'blindfoled' },
  { keywords: 'rabbit' },
  { keywords: 'rabit' },
  { keywords: 'lipstick' },
  { keywords: 'lipstik' },
  { keywords: 'bullet' },
  { keywords: 'egg' },
  { keywords: 'remote egg' },
  { keywords: 'g-spot' },
  { keywords: 'heated' },
  { keywords: 'warming gel' },
  { keywords: 'travel' },
  { keywords: 'gift set' },
  { keywords: 'storage case' },
  { keywords: 'charging cable' },
  { keywords: 'diffuser' },
  { keywords: 'difuser' },
  { keywords: 'sanitiser' },
  { keywords: 'pelvic floor' },
  { keywords: 'facial' },
  { keywords: 'percusion' },
  { keywords: 'couples ring' },
  { keywords: 'pink' },
  { keywords: 'midnight blue' },
  { keywords: 'pearl white' },
  { keywords: 'aloe' },
  { keywords: 'intimate wash' },
  { keywords: 'silk' },
  { keywords: 'quiet' },
  { keywords: 'luna 3' },
  { keywords: 'zzz nothing here' },
  { keywords: 'Vibratoren', lang: 'de' },
  { keywords: 'ローズ', lang: 'ja' },
  { keywords: 'masajeador', lang: 'es' },
];

const SORTS = ['recommended', 'newest', 'price_asc', 'price_desc', 'rating', 'best_selling'] as const;
const COUNTRIES = ['US', 'GB', 'DE', 'JP', 'CA'];

/** 50 product-list requests: every sort, categories, price ranges, countries and pages. */
function listBodies(categoryIds: number[]) {
  return Array.from({ length: 50 }, (_, i) => ({
    sort: SORTS[i % SORTS.length],
    country_code: COUNTRIES[i % COUNTRIES.length],
    page: 1 + (i % 7 === 0 ? 40 : i % 4),
    page_size: 20,
    ...(i % 3 === 0 ? {} : { category_id: categoryIds[i % categoryIds.length] }),
    ...(i % 5 === 1 ? { min_price: '20', max_price: '80' } : {}),
    ...(i % 5 === 3 ? { max_price: '40.50' } : {}),
  }));
}

function row(name: string, f: Figures) {
  const ms = (n: number) => n.toFixed(1).padStart(7);
  return `${name.padEnd(22)} ${String(f.requests).padStart(8)} ${ms(f.p50)} ${ms(f.p95)} ${ms(f.p99)} ${f.rps.toFixed(0).padStart(10)}`;
}

async function main() {
  const serverUrl = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  const scratch = await createScratchDatabase(serverUrl, 'mooli_bench');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mooli-bench-'));
  const stopOnSignal = async () => {
    await scratch.drop().catch(() => {});
    process.exit(130);
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: scratch.url });
    const database = await openDatabase({ url: scratch.url, dataDir });
    await database.migrate();
    await seedDemoShop(database.db, { mediaDir: path.join(dataDir, 'media'), images: false });
    const t0 = performance.now();
    await generateCatalogue(scratch.url, PRODUCTS - 48);
    console.log(`Generated ${PRODUCTS} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    try {
      const post =
        (url: string, body: unknown, lang = 'en'): Request =>
        async () => {
          const res = await fetch(`${base}${url}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-language': lang },
            body: JSON.stringify(body),
          });
          const env = (await res.json()) as { code: number; message: string };
          if (env.code !== 200) throw new Error(`${url} ${JSON.stringify(body)}: ${env.code} ${env.message}`);
        };
      const categories = (await (await fetch(`${base}/product/category/getList`)).json()) as { data: Array<{ id: number }> };

      const search = await measure(
        SEARCHES.map((s) => post('/product/search', { keywords: s.keywords, page_size: 20 }, s.lang)),
        ROUNDS,
        CONCURRENCY,
      );
      const list = await measure(
        listBodies(categories.data.map((c) => c.id)).map((b) => post('/product/getList', b)),
        ROUNDS,
        CONCURRENCY,
      );

      const [{ version }] = (await database.db.execute<{ version: string }>(sql`select current_setting('server_version') as version`)).rows;
      console.log(
        `\n${PRODUCTS} products, PostgreSQL ${version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), Node ${process.version}`,
      );
      console.log(`latency: ${ROUNDS} sequential passes over 50 requests; req/s: the same count with ${CONCURRENCY} in flight\n`);
      console.log(
        `${'call'.padEnd(22)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'req/s'.padStart(10)}`,
      );
      console.log(row('POST /product/search', search));
      console.log(row('POST /product/getList', list));
    } finally {
      await app.close();
      await database.close();
    }
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

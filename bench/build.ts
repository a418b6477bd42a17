/**
 * Measures the storefront: build time for all eight locales, the script weight a shopper downloads
 * for the home page, and how fast the serve step answers pages. Uses a fresh PGlite shop in a
 * temporary folder on a free loopback port; prints figures, asserts nothing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../api/config.ts';
import { startServer } from '../api/server.ts';
import { buildStorefront } from '../scripts/lib/astro-build.ts';
import { freePort } from './lib/processes.ts';
import { load, ms } from './lib/stats.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'mooli-bench-build-'));
const dist = path.join(dir, 'dist');
const port = await freePort();
const config = loadConfig({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn' });
const server = await startServer(config, { siteDir: dist });
try {
  const t0 = performance.now();
  await buildStorefront(`http://127.0.0.1:${port}/api`, { env: { DIST_DIR: dist } });
  const buildSeconds = (performance.now() - t0) / 1000;
  const pages = (function count(d: string): number {
    return readdirSync(d, { withFileTypes: true }).reduce(
      (n, e) => n + (e.isDirectory() ? count(path.join(d, e.name)) : e.name.endsWith('.html') ? 1 : 0),
      0,
    );
  })(dist);

  const home = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = new Set<string>();
  const queue = [...home.matchAll(/(?:component-url|renderer-url|src)="(\/js\/[^"]+\.js)"/g)].map((m) => m[1]);
  while (queue.length) {
    const file = queue.pop()!;
    if (scripts.has(file)) continue;
    scripts.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g)) queue.push(`/js/${m[1]}`);
  }
  const gz = (f: string) => gzipSync(readFileSync(path.join(dist, f))).length;
  const homeJs = [...scripts].reduce((n, f) => n + gz(f), 0);
  const allJs = readdirSync(path.join(dist, 'js')).reduce((n, f) => n + gz(`js/${f}`), 0);
  const css = readdirSync(path.join(dist, '_astro'))
    .filter((f) => f.endsWith('.css'))
    .reduce((n, f) => n + gz(`_astro/${f}`), 0);

  const base = `http://127.0.0.1:${port}`;
  const paths = ['/', '/de/', '/shop', '/ja/shop'];
  const pageLoad = await load(2000, 16, (i) => fetch(base + paths[i % paths.length]));

  console.log(`build: ${pages} pages in ${buildSeconds.toFixed(1)} s (${(pages / buildSeconds).toFixed(0)} pages/s)`);
  console.log(
    `home page: HTML ${(gzipSync(home).length / 1024).toFixed(1)} KiB gz, scripts ${(homeJs / 1024).toFixed(1)} KiB gz in ${scripts.size} files (all islands ${(allJs / 1024).toFixed(1)} KiB gz), CSS ${(css / 1024).toFixed(1)} KiB gz`,
  );
  console.log(
    `serving pages (16 concurrent, ${pageLoad.n} requests): p50 ${ms(pageLoad.p50)}, p95 ${ms(pageLoad.p95)}, p99 ${ms(pageLoad.p99)}, ${pageLoad.rps.toFixed(0)} req/s`,
  );
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Lighthouse on a phone, as the page targets are stated: mobile form factor, Lighthouse's
 * own simulated throttling (slow 4G, a CPU four times slower), for the home page, the shop, a
 * product and a blog post of a running shop (BENCH_URL, default http://localhost:4321: start it
 * with `npm start` first; a quiet machine gives the figures the README quotes).
 *
 * Each page is measured BENCH_RUNS times (default 3) and the run of median performance score is
 * kept, as Lighthouse advises for its variance. Lighthouse is not a dependency of the shop: it is
 * fetched into npm's cache on first use (`npm exec`, a pinned version), and drives Debian's
 * Chromium (CHROMIUM_PATH), never a browser of its own. Prints one line per page and, last, the
 * line the README quotes; asserts nothing. BENCH_PAGES (e.g. `shop,product`) measures only those.
 * Run: npm run bench:lighthouse
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromiumPath } from '../tests/e2e/chromium.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const base = (process.env.BENCH_URL ?? 'http://localhost:4321').replace(/\/$/, '');
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const run = promisify(execFile);

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
}

/** The first route of a group of GET /route/getList (a product, a blog post). */
async function firstRoute(label: string): Promise<string> {
  const res = await fetch(`${base}/api/route/getList`);
  if (!res.ok) throw new Error(`${base} does not answer (${res.status}): start the shop first (npm start)`);
  const groups = ((await res.json()) as { data: Array<{ label: string; children: Array<{ route: string }> }> }).data;
  const route = groups.find((g) => g.label === label)?.children[0]?.route;
  if (!route) throw new Error(`the shop has no ${label} page to measure`);
  return route;
}

async function lighthouse(url: string, dir: string, i: number): Promise<Report> {
  const out = path.join(dir, `${i}.json`);
  const chrome = chromiumPath();
  if (!chrome) throw new Error('no Chromium: apt-get install -y chromium (or set CHROMIUM_PATH)');
  await run(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${LIGHTHOUSE}`,
      '--',
      'lighthouse',
      url,
      '--quiet',
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--output=json',
      `--output-path=${out}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

const score = (r: Report, category: string) => Math.round(r.categories[category].score * 100);
const ms = (r: Report, audit: string) => Math.round(r.audits[audit].numericValue ?? NaN);

const dir = mkdtempSync(path.join(tmpdir(), 'mooli-lighthouse-'));
try {
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['shop', '/shop'],
    ['product', await firstRoute('product')],
    ['blog post', await firstRoute('blog')],
  ].filter(([name]) => !only || only.includes(name.split(' ')[0])) as Array<[string, string]>;
  const summary: string[] = [];
  for (const [name, route] of pages) {
    const reports: Report[] = [];
    for (let i = 0; i < runs; i++) reports.push(await lighthouse(`${base}${route}`, dir, reports.length));
    reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const r = reports[Math.floor(reports.length / 2)];
    const perf = reports.map((x) => score(x, 'performance')).join('/');
    console.log(
      `${name} (${route}): performance ${score(r, 'performance')} (runs ${perf}), accessibility ${score(r, 'accessibility')}, ` +
        `best practices ${score(r, 'best-practices')}, SEO ${score(r, 'seo')}; FCP ${ms(r, 'first-contentful-paint')} ms, ` +
        `LCP ${ms(r, 'largest-contentful-paint')} ms, TBT ${ms(r, 'total-blocking-time')} ms, ` +
        `CLS ${(r.audits['cumulative-layout-shift'].numericValue ?? NaN).toFixed(3)}`,
    );
    summary.push(`${name} ${score(r, 'performance')}/${score(r, 'seo')} (LCP ${(ms(r, 'largest-contentful-paint') / 1000).toFixed(1)} s)`);
  }
  console.log(`lighthouse mobile performance/SEO, median of ${runs}: ${summary.join('; ')}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { site } from '../../src/lib/api/calls.ts';
import { finishBuild } from './finish-build.ts';

const LOCALE_COUNT = 8;

/** Pages the build will write: every page file in every locale, product routes included (for progress). */
export async function expectedPageCount(apiUrl: string): Promise<number> {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const pages = walk('src/pages').filter((f) => f.endsWith('.astro'));
  let total = 0;
  for (const file of pages) {
    const rel = path.relative('src/pages', file);
    if (rel === '404.astro') total += 1;
    else if (rel.startsWith('[lang]')) total += LOCALE_COUNT - 1;
    else if (!/\[(?!\.\.\.lang\])/.test(rel)) total += LOCALE_COUNT;
  }
  const res = (await fetch(`${apiUrl}${site.routeList.path}`).then((r) => r.json())) as {
    data: Array<{ label: string; children: unknown[] }>;
  };
  // Route pages: product routes under products/, blog routes under blog/ and blog-detail/ (each post twice).
  const routePages = (...dirs: string[]) => pages.filter((p) => dirs.some((d) => p.includes(`${path.sep}${d}${path.sep}`))).length;
  const perRoute = { product: routePages('products'), blog: routePages('blog', 'blog-detail') };
  for (const group of res.data) total += group.children.length * LOCALE_COUNT * (perRoute[group.label as keyof typeof perRoute] ?? 0);
  return total;
}

export interface BuildProgress {
  /** Pages the build will write (0 when the route list could not be read). */
  total: number;
  /** Pages written so far: rendered, or reused unchanged from the last build. */
  rendered: number;
  reused: number;
  seconds: number;
}

export interface BuildOptions {
  /** Variables for the build: DIST_DIR (where it writes), ASTRO_CACHE_DIR (its incremental cache), SITE_URL… */
  env?: NodeJS.ProcessEnv;
  onChild?: (child: ChildProcess) => void;
  /** Called as pages are written (at most every 25 pages) and once at the end. */
  onProgress?: (progress: BuildProgress) => void;
  /** The live site's folder: files the build writes unchanged keep its compressed copies (see finishBuild). */
  previousDir?: string;
  /** Print progress lines (the command line's builds do). */
  quiet?: boolean;
}

/**
 * Runs `astro build` against the API at `apiUrl`. Pages whose data and code did not change since the
 * last build that used the same cache folder are reused, not rendered (Astro's incremental build,
 * keyed by each page's cacheKey). Resolves with the page counts when the build succeeded; rejects
 * with the tail of its output when it failed.
 */
export async function buildStorefront(apiUrl: string, options: BuildOptions = {}): Promise<BuildProgress> {
  const { env = {}, onChild, onProgress, previousDir, quiet } = options;
  const total = await expectedPageCount(apiUrl).catch(() => 0);
  const progress: BuildProgress = { total, rendered: 0, reused: 0, seconds: 0 };
  const started = Date.now();
  const report = () => {
    progress.seconds = (Date.now() - started) / 1000;
    onProgress?.({ ...progress });
    if (!quiet) process.stdout.write(`[build] ${progress.rendered + progress.reused}/${total || '?'} pages (${progress.rendered} rendered, ${progress.reused} reused, ${progress.seconds.toFixed(0)}s)\n`);
  };
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
      env: { ...process.env, ...env, SHOP_API_URL: apiUrl, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onChild?.(child);
    let lastShown = 0;
    const tail: string[] = [];
    const onLine = (line: string) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      // Astro logs "├─ /path/index.html (+12ms)" for a rendered page, "(cached)" or "(restored)" for a reused one.
      if (/\((restored|cached)\)/.test(line)) progress.reused += 1;
      else if (/\.html\b.*\(\+?\d/.test(line)) progress.rendered += 1;
      else return;
      const done = progress.rendered + progress.reused;
      if (done - lastShown >= 25 || done === total) {
        lastShown = done;
        report();
      }
    };
    let buffer = '';
    const feed = (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      lines.forEach(onLine);
    };
    child.stdout.on('data', feed);
    child.stderr.on('data', feed);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      reject(new Error(`astro build failed (${signal ?? code}):\n${tail.join('\n')}`));
    });
  });
  const merged = { ...process.env, ...env };
  await finishBuild(merged.DIST_DIR || 'dist', merged, previousDir);
  report();
  if (!quiet) process.stdout.write(`[build] done: ${progress.rendered + progress.reused} pages in ${progress.seconds.toFixed(1)}s (headers and precompressed files included)\n`);
  return progress;
}

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

/**
 * Runs `astro build` against the API at `apiUrl`, printing "pages built / total" as it goes.
 * Resolves when the build succeeds; rejects with the tail of its output when it fails.
 */
export async function buildStorefront(apiUrl: string, env: NodeJS.ProcessEnv = {}, onChild?: (c: ChildProcess) => void): Promise<void> {
  const total = await expectedPageCount(apiUrl).catch(() => 0);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
      env: { ...process.env, ...env, SHOP_API_URL: apiUrl, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onChild?.(child);
    let built = 0;
    let lastShown = 0;
    const tail: string[] = [];
    const onLine = (line: string) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      if (/\.html\b.*\(\+?\d/.test(line)) {
        built += 1;
        if (built - lastShown >= 25 || built === total) {
          lastShown = built;
          const secs = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(`[build] ${built}/${total || '?'} pages (${secs}s)\n`);
        }
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
      if (code !== 0) return reject(new Error(`astro build failed (${signal ?? code}):\n${tail.join('\n')}`));
      const merged = { ...process.env, ...env };
      finishBuild(merged.DIST_DIR || 'dist', merged).then(() => {
        process.stdout.write(
          `[build] done: ${built} pages in ${((Date.now() - started) / 1000).toFixed(1)}s (headers and precompressed files included)\n`,
        );
        resolve();
      }, reject);
    });
  });
}

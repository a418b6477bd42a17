/**
 * After `astro build`: sitemap.xml and robots.txt, the security headers of the built pages (dist/_headers, with the hashes of
 * every inline script and style element the pages carry) and precompressed copies of the text
 * files (.br and .gz beside each, served by the serve step and by hosts that take them).
 */
import { link, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentSecurityPolicy, headersFile, HSTS, inlineHashes, PAGE_HEADERS } from '../../api/lib/security-headers.ts';
import { readIndex, writeIndex, type PageInfo, type SiteIndex } from './page-index.ts';
import { isNoindex, writeSitemapAndRobots } from './sitemap.ts';

export { inlineHashes };

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** What the finishing step writes itself into every build (never taken over from the live site: a write would change its file). */
const WRITTEN_HERE = /^(sitemap.*\.xml|robots\.txt|_headers)$/;
/** Below this a compressed copy saves less than its own headers. */
const MIN_BYTES = 1024;
/** Files handled at once: most of a publish's are unchanged pages, whose work is a few file system calls. */
const PARALLEL = 16;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Runs `work` on every item, PARALLEL at a time. */
export async function inParallel<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/**
 * Best compression for the scripts and styles (few, content-hashed, cached for a year); a quick one
 * for the thousands of pages and the sitemap, rewritten by every publish. Per 130 KB product page:
 * brotli quality 11 ~300 ms, 6 ~1.8 ms, 4 ~1.0 ms for 9 % more bytes than 6; gzip level 9 ~2.3 ms,
 * 6 ~1.2 ms for 1 % more. An 11 MB sitemap takes 5.5 s at brotli 11, 33 ms at 5.
 */
const isAsset = (file: string) => /\.(m?js|css)$/.test(file);
const brotliQuality = (file: string) => (isAsset(file) ? 11 : 4);
const gzipLevel = (file: string) => (isAsset(file) ? 9 : 6);

async function precompress(file: string, data: Buffer) {
  if (data.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gz(data, { level: gzipLevel(file) }),
  ]);
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
}

/** Links the live build's compressed copies of a file (those it has) beside the same file in the new build. */
async function linkCompressed(previous: string, file: string): Promise<void> {
  await Promise.all(
    ['.br', '.gz'].map((ext) =>
      link(`${previous}${ext}`, `${file}${ext}`).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      }),
    ),
  );
}

/** Links the live site's files and their compressed copies into the new build, PARALLEL at a time. */
async function takeOver(previousDir: string, distDir: string, files: string[]): Promise<void> {
  /** Each folder made once; the files in it wait for it. */
  const folders = new Map<string, Promise<unknown>>();
  await inParallel(files, async (rel) => {
    const [previous, file] = [path.join(previousDir, rel), path.join(distDir, rel)];
    const dir = path.dirname(file);
    if (!folders.has(dir)) folders.set(dir, mkdir(dir, { recursive: true }));
    await folders.get(dir);
    await link(previous, file);
    await linkCompressed(previous, file);
  });
}

/** A page's key in a build, and whether the build took the live site's page (src/lib/page-reuse.ts). */
export interface KeyedPage {
  key: string;
  /** The calls it read: a page taken over read what the live page read (the same key says so). */
  reads?: string[];
  reused: boolean;
}

export interface FinishOptions {
  /** The live site's folder, and its index (page-index.ts). */
  previousDir?: string;
  previous?: SiteIndex;
  /** Every keyed page of the build by its file; those reused are linked from previousDir. */
  keys?: ReadonlyMap<string, KeyedPage>;
  /** The pages the build rendered without a key (the 404 pages), by their file. */
  unkeyed?: ReadonlySet<string>;
  /** The build rendered pages only (kept renderers, the live site's code): its scripts, styles and public files are the live site's, linked from previousDir. */
  assetsFromPrevious?: boolean;
  /** The build's source digest, its settings and the calls it made with their answers' digests, kept in its index. */
  code?: string;
  settings?: string;
  calls?: Record<string, string>;
  /** Told when each step is done (BUILD_TRACE). */
  trace?: (step: string) => void;
}

const originOf = (url: string | undefined) => {
  try {
    return url && /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Finishes a build in `distDir`: sitemap and robots.txt, the security headers, compressed copies.
 * With `previousDir` (the live site), the keyed pages the build did not render are linked from it
 * with their compressed copies and what was learnt of them; a file written with the same bytes as
 * there keeps its compressed copies (hard links), so a publish that changed a few pages compresses
 * and scans only those.
 */
export async function finishBuild(distDir: string, env: NodeJS.ProcessEnv = process.env, options: FinishOptions = {}): Promise<void> {
  const { previousDir, keys = new Map<string, KeyedPage>(), unkeyed = new Set<string>(), code = '', settings = '', calls = {} } = options;
  const previous = options.previous ?? (previousDir ? await readIndex(previousDir) : undefined);
  const written = await filesUnder(distDir);
  const isRendered = (rel: string) => keys.has(rel) || unkeyed.has(rel);
  const assets = options.assetsFromPrevious
    ? (previous?.assets ?? [])
    : written.map((file) => path.relative(distDir, file)).filter((rel) => !isRendered(rel) && !WRITTEN_HERE.test(rel));
  const index: SiteIndex = { code, settings, calls, pages: {}, assets };
  /** What is linked from the live site: unchanged pages, and the assets of a build of pages only. */
  const taken: string[] = [];
  if (options.assetsFromPrevious) {
    if (!previousDir || !assets.length) throw new Error('a build of pages only needs the live site for its scripts and styles');
    taken.push(...assets);
  }
  for (const [rel, { key, reads, reused }] of keys) {
    if (!reused) continue;
    const info = previous?.pages[rel];
    if (!previousDir || info?.key !== key) throw new Error(`${rel}: the live site has no page with its key to take over`);
    index.pages[rel] = { ...info, reads: reads ?? info.reads };
    taken.push(rel);
  }
  if (previousDir && taken.length) await takeOver(previousDir, distDir, taken);
  const now = new Date().toISOString();
  const learn = (data: Buffer): PageInfo => {
    const html = data.toString('utf8');
    return { ...inlineHashes(html), noindex: isNoindex(html), changed: now };
  };
  options.trace?.('unchanged pages and assets linked');
  await inParallel(written, async (file) => {
    const rel = path.relative(distDir, file);
    const isPage = file.endsWith('.html');
    if (!isPage && !COMPRESSIBLE.test(file)) return;
    const before = previousDir && path.join(previousDir, rel);
    const data = await readFile(file);
    const same = before
      ? await readFile(before).then(
          (p) => p.equals(data),
          () => false,
        )
      : false;
    if (isPage) {
      const keyed = keys.get(rel);
      index.pages[rel] = { ...((same && previous?.pages[rel]) || learn(data)), ...(keyed ? { key: keyed.key, reads: keyed.reads } : {}) };
    }
    if (!COMPRESSIBLE.test(file) || data.length < MIN_BYTES) return;
    if (same && before) await linkCompressed(before, file);
    else await precompress(file, data);
  });
  // A keyed page nobody wrote: its getStaticPaths names a route the page is not at.
  const missing = [...keys.keys()].filter((rel) => !index.pages[rel]);
  if (missing.length) throw new Error(`keyed pages not written (is their route right?): ${missing.slice(0, 5).join(', ')}`);
  options.trace?.('rendered pages scanned and compressed');
  const files = [...written, ...taken.map((rel) => path.join(distDir, rel))];
  const known = new Map(
    Object.entries(index.pages).map(([rel, info]) => [rel, { noindex: info.noindex, lastmod: new Date(info.changed) }]),
  );
  await writeSitemapAndRobots(distDir, env.SITE_URL || 'http://localhost:4321', known, files);
  for (const name of await readdir(distDir)) {
    if (/^(sitemap.*\.xml|robots\.txt)$/.test(name)) {
      const data = await readFile(path.join(distDir, name));
      if (data.length >= MIN_BYTES) await precompress(path.join(distDir, name), data);
    }
  }
  options.trace?.('sitemap written');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const found of Object.values(index.pages)) {
    found.scripts.forEach((h) => scripts.add(h));
    found.styles.forEach((h) => styles.add(h));
  }
  const csp = contentSecurityPolicy({
    scriptHashes: [...scripts].sort(),
    styleHashes: [...styles].sort(),
    apiOrigin: originOf(env.PUBLIC_API_BASE),
  });
  const https = (env.SITE_URL ?? '').startsWith('https:');
  const headers = { 'Content-Security-Policy': csp, ...PAGE_HEADERS, ...(https ? { 'Strict-Transport-Security': HSTS } : {}) };
  await writeFile(path.join(distDir, '_headers'), headersFile(headers));
  await writeIndex(distDir, index);
  options.trace?.('index written');
}

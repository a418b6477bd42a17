/**
 * After `astro build`: sitemap.xml and robots.txt, the security headers of the built pages (dist/_headers, with the hashes of
 * every inline script and style element the pages carry) and precompressed copies of the text
 * files (.br and .gz beside each, served by the serve step and by hosts that take them).
 */
import { link, mkdir, readdir, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentSecurityPolicy, headersFile, HSTS, inlineHashes, PAGE_HEADERS } from '../../api/lib/security-headers.ts';
import { finishFile, linkCompressed, precompress, type FileResult } from './finish-file.ts';
import { readIndex, writeIndex, type SiteIndex } from './page-index.ts';
import { writeSitemapAndRobots } from './sitemap.ts';

export { inlineHashes };

/** What the finishing step writes itself into every build (never taken over from the live site: a write would change its file). */
const WRITTEN_HERE = /^(sitemap.*\.xml|robots\.txt|_headers)$/;
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
 * Links the live site's files and their compressed copies into a new build, PARALLEL at a time, as
 * the build learns which they are: a build links the pages its renderers took over while they still
 * render the others. `done()` waits for every link asked for so far.
 */
export class TakeOver {
  readonly #queue: string[] = [];
  /** The next file of the queue to link. */
  #next = 0;
  readonly #files = new Set<string>();
  /** Each folder made once; the files in it wait for it. */
  readonly #folders = new Map<string, Promise<unknown>>();
  readonly #running = new Set<Promise<void>>();
  #failed: Error | undefined;

  readonly previousDir: string;
  readonly distDir: string;

  constructor(previousDir: string, distDir: string) {
    this.previousDir = previousDir;
    this.distDir = distDir;
  }

  /** Links these files (paths under the build folder), each once. */
  add(files: Iterable<string>): void {
    for (const rel of files) {
      if (this.#files.has(rel)) continue;
      this.#files.add(rel);
      this.#queue.push(rel);
    }
    while (this.#running.size < Math.min(PARALLEL, this.#queue.length - this.#next)) {
      const runner: Promise<void> = this.#run().finally(() => this.#running.delete(runner));
      this.#running.add(runner);
    }
  }

  /** Whether a file of the build folder (a compressed copy included) was linked from the live site. */
  has(rel: string): boolean {
    return this.#files.has(rel) || this.#files.has(rel.replace(/\.(br|gz)$/, ''));
  }

  /** Links nothing more (the build is dropped); resolves when the links under way are done. */
  async cancel(): Promise<void> {
    this.#next = this.#queue.length;
    while (this.#running.size) await Promise.allSettled(this.#running);
  }

  /** Resolves when every file asked for is linked; rejects with the first link that failed. */
  async done(): Promise<void> {
    while (this.#running.size) await Promise.all(this.#running);
    if (this.#failed) throw this.#failed;
  }

  async #run(): Promise<void> {
    while (this.#next < this.#queue.length) {
      const rel = this.#queue[this.#next++];
      const [previous, file] = [path.join(this.previousDir, rel), path.join(this.distDir, rel)];
      const dir = path.dirname(file);
      try {
        // A publish's folders are mostly made ahead (SiteFolder.prepareNext): a folder is made only
        // when the link finds it missing (making each of 11,000 anyway was a quarter of the links' work).
        await link(previous, file).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
          if (!this.#folders.has(dir)) this.#folders.set(dir, mkdir(dir, { recursive: true }));
          await this.#folders.get(dir);
          await link(previous, file);
        });
        await linkCompressed(previous, file);
      } catch (error) {
        this.#failed ??= error as Error;
      }
    }
  }
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
  /** The pages the renderers finished themselves as they wrote them (scripts/renderer.ts), by their file: not read again here. */
  finished?: ReadonlyMap<string, FileResult>;
  /** The build rendered pages only (kept renderers, the live site's code): its scripts, styles and public files are the live site's, linked from previousDir. */
  assetsFromPrevious?: boolean;
  /** The build's source digest, its settings and the calls it made with their answers' digests, kept in its index. */
  code?: string;
  settings?: string;
  calls?: Record<string, string>;
  /** The links from the live site made while the build rendered: the finishing step asks it for the rest and waits for them. */
  takeOver?: TakeOver;
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
  /** What is linked from the live site: unchanged pages, and the assets of a build of pages only. */
  const taken: string[] = [];
  const takenPages: SiteIndex['pages'] = {};
  if (options.assetsFromPrevious) {
    if (!previousDir || !previous?.assets.length) throw new Error('a build of pages only needs the live site for its scripts and styles');
    taken.push(...previous.assets);
  }
  for (const [rel, { key, reads, reused }] of keys) {
    if (!reused) continue;
    const info = previous?.pages[rel];
    if (!previousDir || info?.key !== key) throw new Error(`${rel}: the live site has no page with its key to take over`);
    takenPages[rel] = { ...info, reads: reads ?? info.reads };
    taken.push(rel);
  }
  const linking = options.takeOver ?? (previousDir ? new TakeOver(previousDir, distDir) : undefined);
  linking?.add(taken);
  let written: string[];
  if (options.assetsFromPrevious) {
    // A build of pages only wrote its pages and nothing else: they are finished while the live
    // site's files are still being linked (about 35 µs a folder, one per page), and the folder is
    // not walked.
    const rendered = [...[...keys].filter(([, page]) => !page.reused).map(([rel]) => rel), ...unkeyed];
    written = rendered.map((rel) => path.join(distDir, rel));
  } else {
    await linking?.done();
    options.trace?.('unchanged pages and assets linked');
    // What the renderers wrote: the rest of the folder.
    written = (await filesUnder(distDir)).filter((file) => !linking?.has(path.relative(distDir, file)));
  }
  const isRendered = (rel: string) => keys.has(rel) || unkeyed.has(rel);
  const assets = options.assetsFromPrevious
    ? previous!.assets
    : written.map((file) => path.relative(distDir, file)).filter((rel) => !isRendered(rel) && !WRITTEN_HERE.test(rel));
  const index: SiteIndex = { code, settings, calls, pages: takenPages, assets };
  const now = new Date().toISOString();
  await inParallel(written, async (file) => {
    const rel = path.relative(distDir, file);
    // A page is compared with the live one only when what was learnt of that one is known.
    const comparable = previousDir && (!file.endsWith('.html') || previous?.pages[rel]);
    const { same, learnt } =
      options.finished?.get(rel) ?? (await finishFile({ file, before: comparable ? path.join(previousDir, rel) : undefined }));
    const info = (same ? previous?.pages[rel] : undefined) ?? (learnt && { ...learnt, changed: now });
    if (!info) return;
    const keyed = keys.get(rel);
    index.pages[rel] = { ...info, ...(keyed ? { key: keyed.key, reads: keyed.reads } : {}) };
  });
  // A keyed page nobody wrote: its getStaticPaths names a route the page is not at.
  const missing = [...keys.keys()].filter((rel) => !index.pages[rel]);
  if (missing.length) throw new Error(`keyed pages not written (is their route right?): ${missing.slice(0, 5).join(', ')}`);
  options.trace?.('rendered pages scanned and compressed');
  // The sitemap, the headers and the index side by side: none needs another.
  const sitemapWritten = (async () => {
    const rels = [...written.map((file) => path.relative(distDir, file)), ...taken];
    const sitemap = await writeSitemapAndRobots(distDir, env.SITE_URL || 'http://localhost:4321', index.pages, rels);
    await Promise.all(Object.entries(sitemap).map(([name, data]) => precompress(path.join(distDir, name), data)));
    options.trace?.('sitemap written');
  })();
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
  const indexWritten = (async () => {
    await writeFile(path.join(distDir, '_headers'), headersFile(headers));
    if (options.assetsFromPrevious) {
      await linking?.done();
      options.trace?.('unchanged pages and assets linked');
    }
    await writeIndex(distDir, index);
    if (previous) {
      const assets = new Set(index.assets);
      const gone = [...Object.keys(previous.pages), ...previous.assets].filter((rel) => !index.pages[rel] && !assets.has(rel));
      await dropEmptyFolders(distDir, gone);
    }
    options.trace?.('index written');
  })();
  await Promise.all([sitemapWritten, indexWritten]);
}

/**
 * Removes the folders of the live site's files a new build lacks (a page of a product gone), if
 * empty: a publish's folder starts with every folder of the live site made ahead
 * (`SiteFolder.prepareNext`), and a host answers an empty folder with 403 or a listing, not 404.
 */
async function dropEmptyFolders(distDir: string, gone: string[]): Promise<void> {
  const folders = new Set<string>();
  for (const rel of gone) for (let dir = path.dirname(rel); dir !== '.'; dir = path.dirname(dir)) folders.add(dir);
  // The deepest first, so that a folder emptied of its own folders goes too.
  for (const dir of [...folders].sort((a, b) => b.split(path.sep).length - a.split(path.sep).length))
    await rmdir(path.join(distDir, dir)).catch(() => undefined); // not empty, or never made
}

import { readdirSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { build, site } from '../../src/lib/api/calls.ts';
import { fetchAnswer } from '../../src/lib/build-api.ts';
import { LOCALES } from '../../api/lib/locales.ts';
import type { BuildStage } from '../../api/modules/publish/schema.ts';
import { buildSettings, KEYS_OUT_ENV, PREVIOUS_KEYS_ENV, type BuildRecord } from '../../src/lib/page-reuse.ts';
import { finishBuild, inParallel, TakeOver, type KeyedPage } from './finish-build.ts';
import { PREVIOUS_DIR_ENV, type FileResult, type FinishedRecord } from './finish-file.ts';
import { FIRST_PAGES_ENV } from './kept-renderer.ts';
import { pageKeys, readIndex, type SiteIndex } from './page-index.ts';
import { RendererPool, RendererStopped } from './renderer-pool.ts';
import { sourceDigest } from './source-digest.ts';

const LOCALE_COUNT = LOCALES.length;
/** The build's bulk reads: the heaviest answers a build asks. */
const BULK_PATHS = [build.productPages.path, build.blogPages.path];
/** How often the renderers' records are read for the progress. */
const PROGRESS_POLL_MS = 250;

/** Pages the build will write: every page file in every locale, product routes included (for progress). */
export async function expectedPageCount(apiUrl: string, workers = 1): Promise<number> {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const pages = walk('src/pages').filter((f) => f.endsWith('.astro'));
  let total = 0;
  for (const file of pages) {
    const rel = path.relative('src/pages', file);
    if (rel === '404.astro')
      total += workers; // every build process writes the site's own 404 page
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
  /** Where the build is: told as soon as it gets there, so that a progress bar moves before any page is written. */
  stage: BuildStage;
  /** Nothing the live site read had changed and the code was the same: no build was made (only with `skipWhenUnchanged`). */
  unchanged?: boolean;
}

export interface BuildOptions {
  /** Variables for the build: DIST_DIR (where it writes), ASTRO_CACHE_DIR (Astro's cache folder), SITE_URL… */
  env?: NodeJS.ProcessEnv;
  /** Renderers kept between builds (the build worker's): a build of the same code renders its changed pages without starting or bundling. */
  renderers?: RendererPool;
  /** Called at each stage, as pages are written (at most every 25 pages) and once at the end. */
  onProgress?: (progress: BuildProgress) => void;
  /** The live site's folder: pages whose key is unchanged are taken from it, not rendered (src/lib/page-reuse.ts). */
  previousDir?: string;
  /** Print progress lines (the command line's builds do). */
  quiet?: boolean;
  /**
   * When the code and settings are the live site's and every call its build made answers the same
   * now, make no build: resolve with `unchanged` (a publish then keeps the live site).
   */
  skipWhenUnchanged?: boolean;
  /**
   * Render only the first pages (every locale's home and not-found page, see isFirstPage), for a
   * shop with no live site yet to serve while the rest builds; new renderers of `renderers` (which
   * must keep them) then bundle as ever, and the next build of the same code renders the rest warm.
   */
  firstPages?: boolean;
}

/** `astro build` processes side by side: one per core by default (BUILD_WORKERS), each rendering its share of the pages. */
export const buildWorkers = (env: NodeJS.ProcessEnv = process.env) =>
  Math.max(1, Math.min(Number(env.BUILD_WORKERS) || availableParallelism(), 8));

/**
 * Builds the storefront against the API at `apiUrl` in `buildWorkers()` renderer processes (see
 * src/lib/build-shard.ts and scripts/renderer.ts) whose outputs are merged into DIST_DIR: new ones
 * run `astro build`; those `renderers` kept from a build of the same code render only the pages
 * whose reads changed. With `previousDir`, pages whose key is the live page's and whose code did not
 * change are taken from it, not rendered (see src/lib/page-reuse.ts). Resolves with the page counts
 * when the build succeeded; rejects with the tail of its output when it failed.
 */
export async function buildStorefront(apiUrl: string, options: BuildOptions = {}): Promise<BuildProgress> {
  const { env = {}, renderers, onProgress, previousDir, quiet, skipWhenUnchanged, firstPages } = options;
  if (firstPages && (previousDir || !renderers?.keeps)) throw new Error('first pages are built by kept renderers, with no live site');
  const merged = { ...process.env, ...env };
  const root = process.cwd();
  const dist = path.resolve(merged.DIST_DIR || 'dist');
  const cacheBase = path.resolve(merged.ASTRO_CACHE_DIR || (merged.DIST_DIR ? `${merged.DIST_DIR}-cache` : 'node_modules/.astro'));
  const workers = buildWorkers(merged);
  const trace = merged.BUILD_TRACE === '1';
  const started = Date.now();
  const progress: BuildProgress = { total: 0, rendered: 0, reused: 0, seconds: 0, stage: 'checking' };
  const enter = (stage: BuildStage) => {
    progress.stage = stage;
    progress.seconds = (Date.now() - started) / 1000;
    onProgress?.({ ...progress });
  };
  enter('checking');
  /** With BUILD_TRACE=1, how long each step before the pages took. */
  const timed = async <T>(step: string, work: Promise<T>): Promise<T> => {
    const value = await work;
    if (trace) process.stdout.write(`[build] ${step}: ${((Date.now() - started) / 1000).toFixed(2)}s\n`);
    return value;
  };
  // The page count (for progress), the code's digest and the live site's index, side by side.
  const [total, code, previous] = await Promise.all([
    timed(
      'pages counted',
      expectedPageCount(apiUrl, workers).catch(() => 0),
    ),
    timed('code digest', sourceDigest(root)),
    timed('live index read', previousDir ? readIndex(previousDir) : Promise.resolve(undefined)),
  ]);
  progress.total = total;
  let lastShown = 0;
  const report = (force = false) => {
    const done = progress.rendered + progress.reused;
    if (!force && done - lastShown < 25 && done !== total) return;
    lastShown = done;
    progress.seconds = (Date.now() - started) / 1000;
    onProgress?.({ ...progress });
    if (!quiet)
      process.stdout.write(
        `[build] ${done}/${total || '?'} pages (${progress.rendered} rendered, ${progress.reused} reused, ${progress.seconds.toFixed(0)}s)\n`,
      );
  };
  // Pages the live site has with the same key may be taken over, when the code is the same.
  const settings = buildSettings(merged);
  const reuse = previous?.code === code;
  // Renderers kept from a build of the same code render only the changed pages; the scripts and
  // styles are then the live site's (which that code built), linked by the finishing step.
  const poolKey = JSON.stringify([root, code, settings, workers]);
  const pool = renderers ?? new RendererPool({ keep: false });
  const warm = reuse && previous.assets.length && !firstPages ? pool.warm(poolKey) : undefined;
  const keptLive = () => {
    const pages = Object.keys(previous!.pages).length;
    progress.rendered = 0;
    progress.reused = pages;
    progress.total = pages;
    report(true);
    if (!quiet) process.stdout.write(`[build] nothing changed since the live build: no page rendered (${progress.seconds.toFixed(1)}s)\n`);
    return { ...progress, unchanged: true };
  };
  // Whether anything the live site read changed: asked before renderers are started and bundle.
  // Warm renderers ask the same calls as they list the pages, and what they record tells it (below).
  const checkFirst = skipWhenUnchanged && previous && !warm;
  if (checkFirst && (await timed('calls asked again', nothingChanged(previous, code, settings, apiUrl, merged.BUILD_TOKEN))))
    return keptLive();
  const previousKeys = `${dist}.previous-keys.json`;
  const keysOut = (i: number) => `${dist}.keys-${i}.jsonl`;
  const scratch = [previousKeys, ...Array.from({ length: workers }, (_, i) => keysOut(i))];
  await Promise.all(scratch.map((file) => rm(file, { force: true })));
  if (reuse) await writeFile(previousKeys, JSON.stringify(pageKeys(previous)));
  const shardDir = (i: number) => (i === 0 ? dist : `${dist}.shard-${i}`);
  await Promise.all(Array.from({ length: workers }, (_, i) => i > 0 && rm(shardDir(i), { recursive: true, force: true })));
  // What changes from one build to the next; the rest a renderer is started with.
  const buildEnv = (i: number) => ({
    SHOP_API_URL: apiUrl,
    DIST_DIR: shardDir(i),
    [KEYS_OUT_ENV]: keysOut(i),
    [PREVIOUS_KEYS_ENV]: reuse ? previousKeys : undefined,
    [PREVIOUS_DIR_ENV]: previousDir,
    BUILD_TOKEN: merged.BUILD_TOKEN,
  });
  if (trace) process.stdout.write(`[build] ${warm ? 'warm renderers: only pages render' : 'renderers start and bundle'}\n`);
  let runs: Array<Promise<void>>;
  if (warm) {
    if (trace) process.stdout.write(`[build] renderers asked: ${((Date.now() - started) / 1000).toFixed(2)}s\n`);
    runs = warm.map((renderer, i) => renderer.render(buildEnv(i)));
    enter('listing');
  } else {
    enter('bundling');
    runs = (
      await pool.start(
        poolKey,
        root,
        workers,
        (i) => ({
          ...merged,
          ...Object.fromEntries(Object.entries(buildEnv(i)).filter(([, v]) => v !== undefined)),
          ASTRO_TELEMETRY_DISABLED: '1',
          ASTRO_CACHE_DIR: path.join(cacheBase, `shard-${i}`),
          BUILD_SHARD: `${i}/${workers}`,
          ...(firstPages ? { [FIRST_PAGES_ENV]: '1' } : {}),
        }),
        (i, line) => {
          if (trace) process.stdout.write(`[build ${i} ${((Date.now() - started) / 1000).toFixed(2)}s] ${line}\n`);
        },
      )
    ).map((renderer) => renderer.built);
  }
  // The live site's pages (and, for kept renderers, its scripts and styles) are linked into the new
  // folder as the renderers take them over, while they render the rest.
  const takeOver = previousDir && reuse ? new TakeOver(previousDir, dist) : undefined;
  if (warm && previous) takeOver?.add(previous.assets);
  // Progress from what the renderers record (a line per page rendered, one per batch taken over), not from their logs.
  const records = new BuildRecords(scratch.slice(1), (page, key) => {
    if (previous?.pages[page]?.key === key) takeOver?.add([page]);
  });
  const ticker = setInterval(
    () =>
      void records.readOn().then(
        () => {
          [progress.rendered, progress.reused] = [records.rendered, records.reused];
          if (progress.stage !== 'writing' && records.rendered + records.reused > 0) enter('writing');
          report();
        },
        () => undefined,
      ),
    PROGRESS_POLL_MS,
  );
  void Promise.allSettled(runs).then(() => clearInterval(ticker));
  let stopped = false;
  try {
    await Promise.all(runs);
    clearInterval(ticker);
    // Every line now: the exact counts, the keyed pages and the calls.
    await records.readOn();
    [progress.rendered, progress.reused] = [records.rendered, records.reused];
  } catch (error) {
    await pool.close();
    await Promise.allSettled(runs);
    await takeOver?.done().catch(() => undefined);
    // Kept renderers that died, or that failed (one restarted after dying once could not find a
    // chunk of its bundle in a later publish, ERR_MODULE_NOT_FOUND): new ones build it, once.
    stopped = warm !== undefined;
    if (!stopped) throw error;
    if (!quiet && !(error instanceof RendererStopped)) process.stdout.write(`[build] kept renderers failed: ${(error as Error).message}\n`);
  } finally {
    if (workers > 1)
      for (let i = 1; i < workers; i++) await mergeInto(shardDir(i), dist).finally(() => rm(shardDir(i), { recursive: true, force: true }));
    await Promise.all(scratch.map((file) => rm(file, { force: true })));
  }
  // A kept renderer that died since the last publish, or failed: the build is made again by new ones.
  if (stopped) {
    if (!quiet) process.stdout.write('[build] a kept renderer had stopped: new renderers build it\n');
    await rm(dist, { recursive: true, force: true });
    await mkdir(dist, { recursive: true });
    return buildStorefront(apiUrl, options);
  }
  const { keys, calls, unkeyed, finished } = records;
  if (trace) process.stdout.write(`[build] pages rendered: ${((Date.now() - started) / 1000).toFixed(2)}s\n`);
  if (skipWhenUnchanged && warm && previous && writesLiveAgain(records, previous)) {
    // The links made meanwhile, and the 404 pages (rendered every time), go with this build's folder.
    await takeOver?.cancel();
    return keptLive();
  }
  enter('finishing');
  await finishBuild(dist, merged, {
    previousDir,
    previous,
    keys,
    unkeyed,
    finished,
    code,
    settings,
    calls,
    assetsFromPrevious: !!warm,
    takeOver,
    trace: trace ? (step) => process.stdout.write(`[build] ${step}: ${((Date.now() - started) / 1000).toFixed(2)}s\n`) : undefined,
  });
  if (trace) process.stdout.write(`[build] finished: ${((Date.now() - started) / 1000).toFixed(2)}s\n`);
  report(true);
  if (!quiet)
    process.stdout.write(
      `[build] done: ${progress.rendered + progress.reused} pages in ${progress.seconds.toFixed(1)}s with ${workers} build processes (headers and precompressed files included)\n`,
    );
  return progress;
}

/**
 * What the build processes record in their BUILD_KEYS_OUT files (src/lib/page-reuse.ts), read on
 * from where the last read stopped (a line not yet complete waits for the next read): the keyed
 * pages, every call with its answer's digest (a call answered differently within one build gets
 * none, so it never counts as unchanged), and the pages rendered and taken over so far. A page
 * claimed twice is a route mistake.
 */
class BuildRecords {
  readonly keys = new Map<string, KeyedPage>();
  readonly calls: Record<string, string> = {};
  /** The pages rendered without a key (the 404 pages), by their file. */
  readonly unkeyed = new Set<string>();
  /** The pages a renderer finished as it wrote them (scanned and compressed), by their file. */
  readonly finished = new Map<string, FileResult>();
  rendered = 0;
  reused = 0;
  readonly #files: Array<{ file: string; offset: number; partial: string }>;
  #reading: Promise<void> = Promise.resolve();
  /** A record that breaks a rule (a page keyed twice): the build fails with it once the processes are done. */
  #failed: Error | undefined;

  readonly #onTaken: (page: string, key: string) => void;

  /** `onTaken` is told each page taken over from the live site as its record arrives. */
  constructor(files: string[], onTaken: (page: string, key: string) => void) {
    this.#files = files.map((file) => ({ file, offset: 0, partial: '' }));
    this.#onTaken = onTaken;
  }

  /** Reads what was appended since the last read; reads one after the other, so a read asked for after a write sees it. */
  readOn(): Promise<void> {
    this.#reading = this.#reading
      .catch(() => undefined)
      .then(() => Promise.all(this.#files.map((f) => this.#readFile(f))))
      .then(() => {
        if (this.#failed) throw this.#failed;
      });
    return this.#reading;
  }

  async #readFile(f: { file: string; offset: number; partial: string }) {
    const handle = await open(f.file, 'r').catch(() => undefined);
    if (!handle) return;
    try {
      const { size } = await handle.stat();
      if (size <= f.offset) return;
      const buffer = Buffer.alloc(size - f.offset);
      await handle.read(buffer, 0, buffer.length, f.offset);
      f.offset = size;
      const lines = (f.partial + buffer.toString('utf8')).split('\n');
      f.partial = lines.pop() ?? '';
      for (const line of lines) {
        try {
          if (line) this.#take(JSON.parse(line) as BuildRecord | FinishedRecord);
        } catch (error) {
          this.#failed ??= error as Error;
        }
      }
    } finally {
      await handle.close();
    }
  }

  #saw(call: string, digest: string) {
    this.calls[call] = this.calls[call] === undefined || this.calls[call] === digest ? digest : '';
  }

  #take(entry: BuildRecord | FinishedRecord) {
    if ('finished' in entry) {
      for (const [file, result] of entry.finished) this.finished.set(file, result);
      return;
    }
    if ('route' in entry) {
      for (const [call, digest] of entry.reads) this.#saw(call, digest);
      // An unkeyed page (a 404), rendered.
      if (entry.route.endsWith('.html')) {
        this.unkeyed.add(entry.route);
        this.rendered += 1;
      }
      return;
    }
    if ('taken' in entry) for (const [call, digest] of entry.reads) this.#saw(call, digest);
    const pages: Array<[string, KeyedPage]> =
      'taken' in entry
        ? entry.taken.map(([page, key]) => [page, { key, reused: true }])
        : entry.pages.map(([page, key, reads]) => {
            for (const [call, digest] of reads) this.#saw(call, digest);
            return [page, { key, reads: reads.map(([call]) => call), reused: false }];
          });
    for (const [page, keyed] of pages) {
      if (this.keys.has(page)) throw new Error(`${page} is keyed by two routes`);
      this.keys.set(page, keyed);
      if (keyed.reused) {
        this.reused += 1;
        this.#onTaken(page, keyed.key);
      } else this.rendered += 1;
    }
  }
}

/**
 * Whether warm renderers (the live site's code and settings) wrote the live site again: every page
 * of it taken over with its key, none rendered but the 404 pages, and every call answered as the
 * live build's was (theirs included).
 */
function writesLiveAgain(records: BuildRecords, previous: SiteIndex): boolean {
  for (const { reused } of records.keys.values()) if (!reused) return false;
  for (const [rel, info] of Object.entries(previous.pages))
    if (info.key ? records.keys.get(rel)?.key !== info.key : !records.unkeyed.has(rel)) return false;
  if (records.keys.size + records.unkeyed.size !== Object.keys(previous.pages).length) return false;
  const calls = Object.entries(records.calls);
  return calls.length === Object.keys(previous.calls).length && calls.every(([call, digest]) => digest && previous.calls[call] === digest);
}

/**
 * Whether a build now would write the live site again: the same code and settings, every page keyed
 * by its reads (or a 404 page, whose reads are among the calls), and every call answering as it did.
 */
async function nothingChanged(previous: SiteIndex, code: string, settings: string, apiUrl: string, buildToken?: string): Promise<boolean> {
  if (previous.code !== code || previous.settings !== settings) return false;
  // The bulk page data last: after an edit a small call (a list, a detail) tells the difference
  // first, and the check ends before the heavy answers are asked (the build asks them anyway).
  // Asked at once instead, the API's work on them held up the small calls (2.4 s instead of 0.3 s).
  const isBulk = ([call]: [string, string]) => BULK_PATHS.some((p) => call.split(' ', 2)[1].startsWith(p));
  const all = Object.entries(previous.calls);
  const calls = [...all.filter((c) => !isBulk(c)), ...all.filter(isBulk)];
  if (!calls.length || calls.some(([, digest]) => !digest)) return false;
  let same = true;
  await inParallel(calls, async ([call, digest]) => {
    if (!same) return;
    // On condition: an answer that did not change comes back without its body.
    const now = await fetchAnswer(apiUrl, call, buildToken, { digest, data: undefined }).catch(() => undefined);
    if (now?.digest !== digest) same = false;
  });
  return same;
}

/**
 * Moves what one build process wrote into the merged folder: its pages are its own; the files
 * every process writes alike (scripts, styles, public files, the English 404) are there already.
 */
async function mergeInto(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true }).catch(() => [])) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const existing = await stat(target).catch(() => undefined);
    if (!existing) await rename(source, target);
    else if (entry.isDirectory() && existing.isDirectory()) await mergeInto(source, target);
  }
}

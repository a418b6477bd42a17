/**
 * The build worker: a process of its own beside the API (scripts/build-worker.ts; `npm start` runs
 * one). It claims queued publishes and previews from the API's job queue (api/modules/publish/jobs.ts),
 * builds each into its own folder, reports progress into the job's row and finishes it. It reaches
 * the API only over HTTP, with the API's BUILD_TOKEN: the same calls for the jobs as for the
 * catalogue the pages read, so it runs against PGlite (held by the API) as well as PostgreSQL.
 */
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { stripVTControlCharacters } from 'node:util';
import type { CallInput, CallOutput } from '../../api/lib/contract.ts';
import type * as C from '../../api/contracts.ts';
import { SiteFolder } from '../../api/modules/publish/site-folder.ts';
import { publish } from '../../src/lib/api/calls.ts';
import type { Route } from '../../src/lib/api/route.ts';
import { buildStorefront, type BuildProgress } from './astro-build.ts';
import { changedPages } from './preview-pages.ts';
import { RendererPool } from './renderer-pool.ts';

/** How often a running build's progress is sent for the editors' progress bar. */
const PROGRESS_EVERY_MS = 1000;
/** How often the worker says it still builds (the API fails a build silent for 60 s). */
const HEARTBEAT_MS = 5_000;
/** How long one claim waits at the API for a job to be queued (the worker asks again right after). */
const CLAIM_WAIT_MS = 20_000;
/** What a failed job keeps of the build's output. */
const ERROR_CHARS = 4000;
/** Control characters but tab and line breaks (a job's error is multi-line text). */
const CONTROL = /(?![\t\n\r])\p{Cc}/gu;
/** After the API could not be reached, the waits before asking again. */
const BACKOFF_MS = [500, 1000, 2000, 5000];

type Job = NonNullable<CallOutput<typeof C.publish.jobClaim>['job']>;

export interface BuildWorkerOptions {
  /** The API, e.g. http://127.0.0.1:4321/api: the jobs and the data the pages read. */
  apiUrl: string;
  /** The API's BUILD_TOKEN. */
  token: string;
  /** The served site's folder (DIST_DIR): a link to the live build (see SiteFolder). */
  siteDir: string;
  /** Variables for the builds (SITE_URL and the like; the rest come from the process). */
  env?: NodeJS.ProcessEnv;
  /** Print the builds' progress lines. */
  quiet?: boolean;
  /** Keep the renderers between builds (the default): a publish then renders only its changed pages, for the renderers' memory. */
  keepRenderers?: boolean;
  log?: (line: string) => void;
  /** Told when a shop with no live site serves its first pages, `seconds` after its publish was claimed; the rest builds after it returns. */
  onFirstPages?: (seconds: number) => void | Promise<void>;
}

/** What the worker tells the process that forked it (`npm start`). */
export type FromBuildWorker = { type: 'first-pages-live' };

export class BuildWorker {
  readonly folder: SiteFolder;
  /** This process, as a building row names its builder. */
  readonly builder = `${hostname()}:${process.pid}`;
  /** Renderers kept from one build to the next (scripts/lib/renderer-pool.ts). */
  readonly renderers: RendererPool;
  #stopped = false;
  #running: Promise<void> | undefined;
  readonly #abort = new AbortController();
  private readonly opts: BuildWorkerOptions;

  constructor(opts: BuildWorkerOptions) {
    this.opts = opts;
    this.folder = new SiteFolder(opts.siteDir);
    this.renderers = new RendererPool({ keep: opts.keepRenderers ?? true });
  }

  /** Claims and builds jobs until stopped, waiting at the API for the next one; an unreachable API is asked again, backing off. */
  run(): Promise<void> {
    this.#running ??= (async () => {
      this.folder.prepareNext();
      let failures = 0;
      while (!this.#stopped) {
        try {
          const job = await this.claim(CLAIM_WAIT_MS);
          failures = 0;
          if (job) await this.build(job);
        } catch (error) {
          if (this.#stopped) break;
          const wait = BACKOFF_MS[Math.min(failures++, BACKOFF_MS.length - 1)];
          this.opts.log?.(`build worker: the API did not answer (${(error as Error).message}); asking again in ${wait} ms`);
          await sleep(wait);
        }
      }
    })();
    return this.#running;
  }

  /** Builds every queued job, one after the other, and resolves when none is left (or another worker builds). */
  async drain(): Promise<void> {
    for (let job = await this.claim(0); job && !this.#stopped; job = await this.claim(0)) await this.build(job);
  }

  /** Stops claiming; a running build is stopped and reported failed (the live site stays). */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#abort.abort();
    await this.folder.stopPreparing();
    await this.renderers.close();
    await this.#running?.catch(() => undefined);
  }

  private async claim(waitMs: number): Promise<Job | null> {
    return (await this.call(publish.jobClaim, { builder: this.builder, wait_ms: waitMs })).job;
  }

  /** Sends one of the worker's calls (JSON body, X-Build-Token); rejects unless the envelope says 200. */
  private async call<K extends typeof C.publish.jobClaim | typeof C.publish.jobProgress | typeof C.publish.jobFinish>(
    route: Route<K>,
    body: CallInput<K>,
  ): Promise<CallOutput<K>> {
    const res = await fetch(`${this.opts.apiUrl.replace(/\/$/, '')}${route.path}`, {
      method: route.method,
      headers: { 'Content-Type': 'application/json', 'X-Build-Token': this.opts.token },
      body: JSON.stringify(body),
      signal: route.path === publish.jobFinish.path ? undefined : this.#abort.signal,
    });
    const envelope = (await res.json().catch(() => null)) as { code: number; message: string; data: CallOutput<K> } | null;
    if (envelope?.code !== 200)
      throw new Error(`${route.path}: ${envelope ? `${envelope.code} ${envelope.message}` : `HTTP ${res.status}`}`);
    return envelope.data;
  }

  /**
   * Builds a claimed publish or preview into its own folder, taking the live site's unchanged pages
   * over, and reports the outcome. A publish goes live (unless nothing changed: then no build is
   * made and the live site stays); a preview stays beside it until newer ones replace it. A failure
   * leaves the live site as it was.
   */
  private async build(job: Job): Promise<void> {
    const { id, kind } = job;
    const started = Date.now();
    let live = this.folder.live();
    let lastSent = 0;
    let lastStage: BuildProgress['stage'] | undefined;
    const report = (p?: BuildProgress) =>
      void this.call(publish.jobProgress, {
        id,
        builder: this.builder,
        ...(p ? { pages_total: p.total, rendered: p.rendered, reused: p.reused, stage: p.stage } : {}),
      }).catch((e: unknown) => this.opts.log?.(`build worker: progress not sent (${(e as Error).message})`));
    const onProgress = (p: BuildProgress) => {
      // A new stage is told at once; pages written, every PROGRESS_EVERY_MS.
      if (p.stage === lastStage && Date.now() - lastSent < PROGRESS_EVERY_MS) return;
      [lastSent, lastStage] = [Date.now(), p.stage];
      report(p);
    };
    const heartbeat = setInterval(() => report(), HEARTBEAT_MS);
    // The folders to keep besides the live one and the newest previews (requests may still read the one before).
    let keep = live ? [live] : [];
    let finish: Omit<CallInput<typeof C.publish.jobFinish>, 'id' | 'builder' | 'seconds'>;
    const options = (dir: string) => ({
      env: { ...this.opts.env, DIST_DIR: dir, ASTRO_CACHE_DIR: this.folder.cacheDir, BUILD_TOKEN: this.opts.token },
      quiet: this.opts.quiet,
      renderers: this.renderers,
      onProgress,
    });
    try {
      // A shop with no live site (its first start) serves its first pages while the rest builds:
      // the renderers bundle and render those, then render the rest warm, taking them over.
      const firstStart = kind === 'publish' && !live && this.renderers.keeps;
      if (firstStart) {
        const first = await this.folder.fresh(id, 'first-pages');
        await buildStorefront(this.opts.apiUrl, { ...options(first), firstPages: true });
        await this.folder.goLive(first, { partial: true });
        [live, keep] = [first, [first]];
        await this.opts.onFirstPages?.((Date.now() - started) / 1000);
      }
      const dir = await this.folder.fresh(id, kind);
      const result = await buildStorefront(this.opts.apiUrl, {
        ...options(dir),
        previousDir: live,
        // A partial site's reads are not every page's: it never counts as unchanged.
        skipWhenUnchanged: kind === 'publish' && !(live && SiteFolder.isPartial(live)),
      });
      // With no live site before, every page was rendered by this publish (the first pages too).
      finish = firstStart
        ? { status: 'succeeded', rendered: result.rendered + result.reused, reused: 0 }
        : { status: 'succeeded', rendered: result.rendered, reused: result.reused };
      if (kind === 'preview') finish.changed_pages = await changedPages(dir, live);
      else if (!result.unchanged) {
        await this.folder.goLive(dir);
        keep = [dir, ...keep];
        finish.went_live = true;
      }
    } catch (error) {
      const message = this.#stopped ? 'Interrupted: the build worker stopped during the build' : (error as Error).message;
      // The job keeps the end of the build's output, as text (no terminal control characters).
      finish = {
        status: 'failed',
        rendered: 0,
        reused: 0,
        error: stripVTControlCharacters(message).replace(CONTROL, '').slice(-ERROR_CHARS),
      };
    } finally {
      clearInterval(heartbeat);
    }
    try {
      const seconds = (Date.now() - started) / 1000;
      // The outcome is the job's record: asked again while the API is briefly away (a restart).
      for (let attempt = 0; ; attempt++) {
        try {
          await this.call(publish.jobFinish, { id, builder: this.builder, seconds, ...finish });
          break;
        } catch (error) {
          if (attempt >= BACKOFF_MS.length) throw error;
          await sleep(BACKOFF_MS[attempt]);
        }
      }
    } finally {
      await this.folder
        .prune(keep)
        .catch((e: unknown) => this.opts.log?.(`build worker: old builds not removed (${(e as Error).message})`));
      if (!this.#stopped) this.folder.prepareNext();
    }
  }
}

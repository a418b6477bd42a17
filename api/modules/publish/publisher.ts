import type { FastifyBaseLogger } from 'fastify';
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { and, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { editorChanges, publishes } from '../../db/schema/index.ts';
import { databaseError } from '../../lib/database-errors.ts';
import { buildStorefront, type BuildProgress } from '../../../scripts/lib/astro-build.ts';
import { SiteFolder } from './site-folder.ts';
import { metrics } from '../../lib/metrics.ts';
import { changedPages, newPreviewToken, PREVIEW_HOURS, PREVIEW_PAGES_LISTED } from './preview.ts';
import type { PublishKind } from './schema.ts';

export type PublishRow = typeof publishes.$inferSelect;

/** How often a running build's progress is written for the editors' progress bar. */
const PROGRESS_EVERY_MS = 1000;
/** How often the instance running a build says so, and how long a silent building row counts as still running. */
const HEARTBEAT_MS = 5_000;
const STALE_SECONDS = 60;
/** This process, as a building row names the instance running it. */
const BUILDER = `${hostname()}:${process.pid}`;

/** Whether the process a building row names is gone: only known for processes on this host. */
function builderGone(builder: string | null): boolean {
  const [host, pid] = (builder ?? '').split(':');
  if (host !== hostname() || !pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
/** What a failure keeps of the build's output. */
const ERROR_CHARS = 4000;

export interface PublisherOptions {
  db: Db;
  siteDir: string;
  /** The API the build reads from (this instance). */
  apiUrl: string;
  log: FastifyBaseLogger;
  /** Called once a new build is live, to serve it. */
  onLive: () => void;
  /** Awaited after onLive with the live build's folder (the CDN origin's sync); its failure does not fail the publish. */
  afterLive?: (dir: string) => Promise<void>;
  /** Extra variables for the build (SITE_URL and the like come from the process). */
  env?: NodeJS.ProcessEnv;
  /** Print the build's progress lines (the server's console shows them; tests do not). */
  quiet?: boolean;
}

/**
 * Publishes the storefront: one build at a time, each with every change saved before it started.
 * Asking while a publish is queued joins it; asking while one builds queues the next (coalesced
 * into one however many ask). The state lives in the `publishes` table, whose unique indexes keep
 * at most one queued (per kind) and one building even with several instances; the oldest queued
 * build goes first. A build writes a new folder, reusing the pages whose data did not change; only
 * a finished publish goes live (see SiteFolder), so a failed one leaves the old site serving and
 * its error in the history. A preview is built the same way and stays beside the live site, served
 * to those holding its token (preview.ts), until newer previews replace it.
 */
export class Publisher {
  readonly folder: SiteFolder;
  #running: Promise<void> | undefined;
  #again = false;
  /** The running build's processes (one per core), stopped with the server. */
  readonly #children = new Set<{ kill(signal?: NodeJS.Signals): boolean }>();
  #closed = false;
  #retry: NodeJS.Timeout | undefined;

  private readonly opts: PublisherOptions;

  constructor(opts: PublisherOptions) {
    this.opts = opts;
    this.folder = new SiteFolder(opts.siteDir);
  }

  /** Asks for a publish or a preview and returns it (queued, or the one of its kind already queued); the build starts in the background. */
  async request(requestedBy: string, kind: PublishKind = 'publish'): Promise<PublishRow> {
    const { db } = this.opts;
    let row: PublishRow | undefined;
    for (let attempt = 0; !row && attempt < 5; attempt++) {
      [row] = await db.insert(publishes).values({ requestedBy, kind }).onConflictDoNothing().returning();
      // Already one queued: this ask joins it (unless it was claimed meanwhile; then try again).
      row ??= (
        await db
          .select()
          .from(publishes)
          .where(and(eq(publishes.status, 'queued'), eq(publishes.kind, kind)))
      )[0];
    }
    if (!row) throw new Error('could not queue a publish');
    void this.drain();
    return row;
  }

  /** Runs queued publishes until none is left; resolves when idle. */
  drain(): Promise<void> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          while (!this.#closed && (await this.runNext()));
        } while (this.#again && !this.#closed);
      } finally {
        this.#running = undefined;
      }
    })();
    return this.#running;
  }

  /** On start: a build cut off by a stop failed (not one another instance is running); what was queued is built. */
  async resume(): Promise<void> {
    await this.failStale();
    void this.drain();
  }

  /**
   * Marks failed a building row whose instance is gone: a process of this host that no longer runs,
   * or one that stopped saying it runs the build for STALE_SECONDS (by the database's clock). True
   * when there was one.
   */
  private async failStale(): Promise<boolean> {
    const { db } = this.opts;
    const building = await db
      .select({
        id: publishes.id,
        builder: publishes.builder,
        silent: sql<boolean>`coalesce(${publishes.heartbeatAt}, ${publishes.startedAt}) < now() - ${sql.raw(`interval '${STALE_SECONDS} seconds'`)}`,
      })
      .from(publishes)
      .where(eq(publishes.status, 'building'));
    const cutOff = building.filter((row) => row.silent || builderGone(row.builder)).map((row) => row.id);
    if (!cutOff.length) return false;
    await db
      .update(publishes)
      .set({ status: 'failed', finishedAt: new Date(), error: 'Interrupted: the server stopped during the build' })
      .where(and(eq(publishes.status, 'building'), inArray(publishes.id, cutOff)));
    return true;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    for (const child of this.#children) child.kill('SIGTERM');
    await this.#running?.catch(() => undefined);
  }

  /**
   * The folder of the preview whose token this is, while its link works (PREVIEW_HOURS after its
   * build, and while its folder is kept); undefined otherwise.
   */
  async previewFolder(token: string): Promise<string | undefined> {
    const [row] = await this.opts.db
      .select()
      .from(publishes)
      .where(and(eq(publishes.previewToken, token), eq(publishes.kind, 'preview'), eq(publishes.status, 'succeeded')));
    return row && this.previewKept(row) ? this.folder.previewDir(row.id) : undefined;
  }

  /** Whether a finished preview's link still works: not expired, and its folder not yet removed. */
  previewKept(row: PublishRow): boolean {
    if (row.kind !== 'preview' || row.status !== 'succeeded' || !row.previewToken || !row.finishedAt) return false;
    return Date.now() - row.finishedAt.getTime() < PREVIEW_HOURS * 3600_000 && existsSync(this.folder.previewDir(row.id));
  }

  /** Claims the oldest queued build and runs it; false when there is none (or another instance builds). */
  private async runNext(): Promise<boolean> {
    const { db } = this.opts;
    let claimed: PublishRow | undefined;
    try {
      [claimed] = await db
        .update(publishes)
        .set({
          status: 'building',
          startedAt: new Date(),
          heartbeatAt: sql`now()`,
          builder: BUILDER,
          lastChangeId: sql`(select ${max(editorChanges.id)} from ${editorChanges})`,
        })
        .where(
          and(
            eq(publishes.status, 'queued'),
            eq(publishes.id, sql`(select ${min(publishes.id)} from ${publishes} where ${publishes.status} = 'queued')`),
          ),
        )
        .returning();
    } catch (error) {
      // Another instance is building, unless its build was cut off: then try again. While it builds,
      // look again now and then (it takes the queue after its build, unless it stops meanwhile).
      if (databaseError(error)?.code === '23505') {
        if (await this.failStale()) return true;
        if (!this.#closed && !this.#retry) this.#retry = setTimeout(() => ((this.#retry = undefined), void this.drain()), HEARTBEAT_MS * 2);
        return false;
      }
      throw error;
    }
    if (!claimed) return false;
    await this.build(claimed);
    return true;
  }

  /**
   * Builds a claimed publish or preview into its own folder, taking the live site's unchanged pages
   * over, and records the outcome. A publish goes live (unless nothing changed: then no build is
   * made and the live site stays); a preview stays beside it, served by its token, until
   * PREVIEWS_KEPT newer ones replace it. A failure leaves the live site as it was.
   */
  private async build(claimed: PublishRow): Promise<void> {
    const { db, log } = this.opts;
    const { id, kind } = claimed;
    const started = Date.now();
    const live = this.folder.live();
    let lastWrite = 0;
    const onProgress = (p: BuildProgress) => {
      if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = Date.now();
      void db
        .update(publishes)
        .set({ pagesTotal: p.total || null, pagesDone: p.rendered + p.reused, pagesRendered: p.rendered, pagesReused: p.reused })
        .where(and(eq(publishes.id, id), eq(publishes.status, 'building')))
        .catch((e: unknown) => log.warn({ err: e }, 'publish progress not saved'));
    };
    const heartbeat = setInterval(() => {
      void db
        .update(publishes)
        .set({ heartbeatAt: sql`now()` })
        .where(and(eq(publishes.id, id), eq(publishes.status, 'building')))
        .catch((e: unknown) => log.warn({ err: e }, 'publish heartbeat not saved'));
    }, HEARTBEAT_MS);
    // The folders to keep besides the live one and the newest previews (requests may still read the one before).
    let keep = live ? [live] : [];
    try {
      const dir = await this.folder.fresh(id, kind);
      const result = await buildStorefront(this.opts.apiUrl, {
        env: { ...this.opts.env, DIST_DIR: dir, ASTRO_CACHE_DIR: this.folder.cacheDir },
        previousDir: live,
        quiet: this.opts.quiet,
        onChild: (c) => this.#children.add(c),
        onProgress,
        skipWhenUnchanged: kind === 'publish',
      });
      let outcome: Partial<PublishRow> = {};
      if (kind === 'preview') {
        const changed = await changedPages(dir, live);
        outcome = { previewToken: newPreviewToken(), changedPages: changed.slice(0, PREVIEW_PAGES_LISTED), pagesChanged: changed.length };
      } else if (!result.unchanged) {
        await this.folder.goLive(dir);
        keep = [dir, ...keep];
        this.opts.onLive();
        await this.opts
          .afterLive?.(dir)
          .catch((e: unknown) => log.error({ publish: id, err: e }, 'after-live step failed; the site is live'));
      }
      const seconds = (Date.now() - started) / 1000;
      const pages = result.rendered + result.reused;
      await db
        .update(publishes)
        .set({
          status: 'succeeded',
          finishedAt: new Date(),
          seconds,
          pagesTotal: pages,
          pagesDone: pages,
          pagesRendered: result.rendered,
          pagesReused: result.reused,
          ...outcome,
        })
        .where(eq(publishes.id, id));
      log.info(
        { [kind]: id, rendered: result.rendered, reused: result.reused, unchanged: Boolean(result.unchanged), seconds },
        `${kind} built`,
      );
      if (kind === 'publish') metrics.publishSeconds.observe({ outcome: 'succeeded' }, seconds);
    } catch (error) {
      const message = (error as Error).message.slice(-ERROR_CHARS);
      log.error({ [kind]: id, err: error }, `${kind} failed; the live site keeps serving`);
      const seconds = (Date.now() - started) / 1000;
      if (kind === 'publish') metrics.publishSeconds.observe({ outcome: 'failed' }, seconds);
      await db.update(publishes).set({ status: 'failed', finishedAt: new Date(), seconds, error: message }).where(eq(publishes.id, id));
    } finally {
      clearInterval(heartbeat);
      this.#children.clear();
      await this.folder.prune(keep).catch((e: unknown) => log.warn({ err: e }, 'old builds not removed'));
    }
  }
}

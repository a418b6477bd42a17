import { EventEmitter, once } from 'node:events';
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { editorChanges, publishes } from '../../db/schema/index.ts';
import { databaseError } from '../../lib/database-errors.ts';
import { metrics } from '../../lib/metrics.ts';
import { newPreviewToken, PREVIEW_HOURS, PREVIEW_PAGES_LISTED } from './preview.ts';
import type { JobFinish, JobProgress, PublishKind } from './schema.ts';
import { SiteFolder } from './site-folder.ts';

export type PublishRow = typeof publishes.$inferSelect;

/** How long a building row may stay silent (no progress, no heartbeat) before it counts as cut off. */
export const STALE_SECONDS = 60;
/** While a worker waits for work, how often the queue is looked at again (another instance may have queued). */
const RECHECK_MS = 1000;

/** Whether the process a building row names (`host:pid`) is gone: only known for processes on this host. */
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

export interface PublishJobsOptions {
  db: Db;
  /** The served site (DIST_DIR), whose folders the build worker writes. */
  siteDir: string;
  log: FastifyBaseLogger;
  /** Called once a worker made a new build live, to serve it. */
  onLive: () => void;
  /** Awaited after onLive with the live build's folder (the CDN origin's sync); its failure does not fail the publish. */
  afterLive?: (dir: string) => Promise<void>;
}

/**
 * The API's side of publishing: a job queue in the `publishes` table. The API only queues
 * publishes and previews; a build worker (scripts/build-worker.ts, a process of its own) claims
 * the oldest queued one through the API, reports its progress into the same row and finishes it.
 * The table's unique indexes keep at most one queued per kind and one building, with any number
 * of API instances and workers: asking while one is queued joins it, asking while one builds queues
 * the next. A worker that stops beating for STALE_SECONDS, or whose process on this host is gone,
 * has its build failed, and the next claim goes on with the queue.
 */
export class PublishJobs {
  readonly folder: SiteFolder;
  readonly #events = new EventEmitter();
  #closed = false;
  private readonly opts: PublishJobsOptions;

  constructor(opts: PublishJobsOptions) {
    this.opts = opts;
    this.folder = new SiteFolder(opts.siteDir);
    this.#events.setMaxListeners(0);
  }

  /** Queues a publish or a preview and returns it (or the one of its kind already queued); a waiting worker claims it at once. */
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
    this.#events.emit('queued');
    return row;
  }

  /**
   * Claims the oldest queued job for `builder` (the worker's `host:pid`), waiting up to `waitMs`
   * for one; undefined when there is none, or another worker is building.
   */
  async claim(builder: string, waitMs: number): Promise<PublishRow | undefined> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const claimed = await this.claimOnce(builder);
      const left = deadline - Date.now();
      if (claimed || left <= 0 || this.#closed) return claimed;
      await once(this.#events, 'queued', { signal: AbortSignal.timeout(Math.min(left, RECHECK_MS)) }).catch(() => undefined);
    }
  }

  private async claimOnce(builder: string): Promise<PublishRow | undefined> {
    const { db } = this.opts;
    try {
      const [claimed] = await db
        .update(publishes)
        .set({
          status: 'building',
          startedAt: new Date(),
          heartbeatAt: sql`now()`,
          builder,
          // The build includes every change saved before it started.
          lastChangeId: sql`(select ${max(editorChanges.id)} from ${editorChanges})`,
        })
        .where(
          and(
            eq(publishes.status, 'queued'),
            eq(publishes.id, sql`(select ${min(publishes.id)} from ${publishes} where ${publishes.status} = 'queued')`),
          ),
        )
        .returning();
      return claimed;
    } catch (error) {
      // Another worker is building (one building row at most), unless its build was cut off: then the queue goes on.
      if (databaseError(error)?.code === '23505') return (await this.failStale()) ? this.claimOnce(builder) : undefined;
      throw error;
    }
  }

  /**
   * Marks failed a building row whose worker is gone: a process of this host that no longer runs,
   * or one silent for STALE_SECONDS (by the database's clock). True when there was one.
   */
  async failStale(): Promise<boolean> {
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
      .set({ status: 'failed', finishedAt: new Date(), error: 'Interrupted: the build worker stopped during the build' })
      .where(and(eq(publishes.status, 'building'), inArray(publishes.id, cutOff)));
    for (const id of cutOff) this.#events.emit(`finished:${id}`);
    return true;
  }

  /** A worker's progress (also its heartbeat); false when the job is no longer its to build (failed as cut off). */
  async progress(p: JobProgress): Promise<boolean> {
    const rows = await this.opts.db
      .update(publishes)
      .set({
        heartbeatAt: sql`now()`,
        ...(p.stage ? { stage: p.stage } : {}),
        ...(p.pages_total === undefined
          ? {}
          : { pagesTotal: p.pages_total || null, pagesDone: p.rendered + p.reused, pagesRendered: p.rendered, pagesReused: p.reused }),
      })
      .where(this.owned(p.id, p.builder))
      .returning({ id: publishes.id });
    return rows.length > 0;
  }

  /**
   * Records how a worker's build ended. A publish that went live is served from now on (and synced
   * to the CDN origin) before it counts as succeeded; a preview gets the token of its link.
   */
  async finish(f: JobFinish): Promise<boolean> {
    const { db, log } = this.opts;
    const [row] = await db.select().from(publishes).where(this.owned(f.id, f.builder));
    if (!row) return false;
    const { id, kind } = row;
    let outcome: Partial<PublishRow>;
    if (f.status === 'failed') {
      outcome = { status: 'failed', error: f.error ?? 'the build failed' };
      log.error({ [kind]: id, error: outcome.error }, `${kind} failed; the live site keeps serving`);
    } else {
      const pages = f.rendered + f.reused;
      outcome = { status: 'succeeded', pagesTotal: pages, pagesDone: pages, pagesRendered: f.rendered, pagesReused: f.reused };
      if (kind === 'preview') {
        const changed = f.changed_pages ?? [];
        Object.assign(outcome, {
          previewToken: newPreviewToken(),
          changedPages: changed.slice(0, PREVIEW_PAGES_LISTED),
          pagesChanged: changed.length,
        });
      } else if (f.went_live) {
        this.opts.onLive();
        const live = this.folder.live();
        if (live)
          await this.opts
            .afterLive?.(live)
            .catch((e: unknown) => log.error({ publish: id, err: e }, 'after-live step failed; the site is live'));
      }
      log.info({ [kind]: id, rendered: f.rendered, reused: f.reused, unchanged: !f.went_live, seconds: f.seconds }, `${kind} built`);
    }
    if (kind === 'publish') metrics.publishSeconds.observe({ outcome: outcome.status! }, f.seconds);
    await db
      .update(publishes)
      .set({ ...outcome, finishedAt: new Date(), seconds: f.seconds })
      .where(eq(publishes.id, id));
    this.#events.emit(`finished:${id}`);
    return true;
  }

  /** The row of job `id` once it is no longer queued or building (for `npm start`, which waits for its first publish). */
  async finished(id: number): Promise<PublishRow | undefined> {
    for (;;) {
      const [row] = await this.opts.db.select().from(publishes).where(eq(publishes.id, id));
      if (!row || (row.status !== 'queued' && row.status !== 'building') || this.#closed) return row;
      await once(this.#events, `finished:${id}`, { signal: AbortSignal.timeout(RECHECK_MS) }).catch(() => undefined);
    }
  }

  private owned(id: number, builder: string) {
    return and(eq(publishes.id, id), eq(publishes.status, 'building'), eq(publishes.builder, builder));
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

  /** Ends every wait (workers' claims, `finished`), so the server can close. */
  close(): void {
    this.#closed = true;
    this.#events.emit('queued');
  }
}

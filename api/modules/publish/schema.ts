import { z } from 'zod';
import { id, text, wholeNumber } from '../../lib/fields.ts';
import { pagination } from '../../lib/request.ts';

export const PUBLISH_STATUSES = ['queued', 'building', 'succeeded', 'failed'] as const;
/** A publish takes the build live; a preview is built the same way and served only to those holding its link. */
export const PUBLISH_KINDS = ['publish', 'preview'] as const;
export type PublishKind = (typeof PUBLISH_KINDS)[number];
/**
 * Where a running build is, in order: asking the API whether anything changed since the live site,
 * starting and bundling renderers (a build of new code), listing and keying the pages, writing the
 * pages (counted), then finishing (compressed copies, sitemap, security headers) and going live.
 */
export const BUILD_STAGES = ['checking', 'bundling', 'listing', 'writing', 'finishing'] as const;
export type BuildStage = (typeof BUILD_STAGES)[number];

/** One publish: asked for, built (pages rendered or reused from the last build), then live or failed. */
export const Publish = z.strictObject({
  id: z.number().int(),
  kind: z.enum(PUBLISH_KINDS),
  status: z.enum(PUBLISH_STATUSES),
  /** Who asked: an editor's e-mail, or "webhook". */
  requested_by: z.string(),
  requested_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** Pages the build will write (known once it has started), pages written so far. */
  pages_total: z.number().int().nullable(),
  pages_done: z.number().int(),
  pages_rendered: z.number().int().nullable(),
  pages_reused: z.number().int().nullable(),
  /** Where a build in progress is (null before it starts and once it is done). */
  stage: z.enum(BUILD_STAGES).nullable(),
  seconds: z.number().nullable(),
  /** Why the build failed (the old site keeps serving). */
  error: z.string().nullable(),
  /**
   * A finished preview while it is kept: the path that opens it (`/preview/<token>`, followed by
   * `?to=<page>` for one page), and its pages that differ from the live site's (the first
   * PREVIEW_PAGES_LISTED of `pages_changed`). Null for publishes and for previews not (or no longer) there.
   */
  preview: z.strictObject({ url: z.string(), pages_changed: z.number().int(), changed_pages: z.array(z.string()) }).nullable(),
});
export type Publish = z.output<typeof Publish>;

export const PublishListQuery = z.strictObject({ ...pagination });
/** Publishes, newest first, and how many editor changes the next publish will include. */
export const PublishPage = z.strictObject({
  list: z.array(Publish),
  total: z.number().int(),
  unpublished_changes: z.number().int(),
});
export type PublishPage = z.output<typeof PublishPage>;

/** A build worker, as a building row names it: `host:pid`. */
const builder = text().min(3).max(200);
const count = wholeNumber(0, 10_000_000);

/** A worker asks for the oldest queued job, waiting up to `wait_ms` for one. */
export const JobClaim = z.strictObject({ builder, wait_ms: wholeNumber(0, 30_000).default(0) });
/** The job a worker claimed, or null (none queued, or another worker is building). */
export const ClaimedJob = z.strictObject({ job: z.strictObject({ id: z.number().int(), kind: z.enum(PUBLISH_KINDS) }).nullable() });

/** A worker's progress on its job; without counts, only that it is still building (its heartbeat). */
export const JobProgress = z.strictObject({
  id: id(),
  builder,
  pages_total: count.optional(),
  rendered: count.default(0),
  reused: count.default(0),
  stage: z.enum(BUILD_STAGES).optional(),
});
export type JobProgress = z.output<typeof JobProgress>;

/** How a worker's build ended: a publish went live (or nothing had changed), a preview lists its changed pages, or it failed. */
export const JobFinish = z.strictObject({
  id: id(),
  builder,
  status: z.enum(['succeeded', 'failed']),
  rendered: count,
  reused: count,
  seconds: z.number().min(0),
  went_live: z.boolean().default(false),
  changed_pages: z.array(text().max(2000)).max(100_000).optional(),
  error: text({ multiline: true }).max(4000).optional(),
});
export type JobFinish = z.output<typeof JobFinish>;

/** Whether the job is still the worker's (false: it was failed as cut off, and the worker should drop it). */
export const JobAnswer = z.strictObject({ yours: z.boolean() });

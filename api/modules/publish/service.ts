import { and, count, desc, eq, gt, max } from 'drizzle-orm';
import { editorChanges, publishes, users } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { text } from '../../lib/texts.ts';
import type { PublishJobs, PublishRow } from './jobs.ts';
import type { Publish, PublishKind, PublishPage } from './schema.ts';

/** A row as the editors see it; `jobs` tells whether a preview's link still works. */
export function toPublish(row: PublishRow, jobs: PublishJobs | undefined): Publish {
  const kept = jobs?.previewKept(row) ?? false;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    requested_by: row.requestedBy,
    requested_at: row.requestedAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    pages_total: row.pagesTotal,
    pages_done: row.pagesDone,
    stage: row.status === 'building' ? row.stage : null,
    pages_rendered: row.pagesRendered,
    pages_reused: row.pagesReused,
    seconds: row.seconds,
    error: row.error,
    preview:
      kept && row.previewToken
        ? { url: `/preview/${row.previewToken}`, pages_changed: row.pagesChanged ?? 0, changed_pages: row.changedPages ?? [] }
        : null,
  };
}

/** Queues a publish or a preview for the build worker, on behalf of the signed-in editor or the webhook. */
export async function requestPublish(ctx: Context, jobs: PublishJobs | undefined, kind: PublishKind = 'publish'): Promise<Publish> {
  if (!jobs) throw new AppError(Code.conflict, text(ctx.locale, 'api.publish.noSite'));
  return toPublish(await jobs.request(ctx.user ? await emailOf(ctx, ctx.user.id) : 'webhook', kind), jobs);
}

async function emailOf(ctx: Context, userId: number): Promise<string> {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? `user ${userId}`;
}

/** Publishes and previews, newest first, and how many editor changes no successful publish has included yet. */
export async function listPublishes(
  ctx: Context,
  jobs: PublishJobs | undefined,
  page: { page: number; page_size: number },
): Promise<PublishPage> {
  const [rows, [{ total }], [{ included }]] = await Promise.all([
    ctx.db
      .select()
      .from(publishes)
      .orderBy(desc(publishes.id))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size),
    ctx.db.select({ total: count() }).from(publishes),
    ctx.db
      .select({ included: max(publishes.lastChangeId) })
      .from(publishes)
      .where(and(eq(publishes.status, 'succeeded'), eq(publishes.kind, 'publish'))),
  ]);
  const [{ pending }] = await ctx.db
    .select({ pending: count() })
    .from(editorChanges)
    .where(gt(editorChanges.id, included ?? 0));
  return { list: rows.map((row) => toPublish(row, jobs)), total, unpublished_changes: pending };
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { experienceLikes, experiences } from '../../db/schema/index.ts';
import { inTransaction, type Context, type ShopperContext } from '../../lib/context.ts';
import { notFound } from '../../lib/envelope.ts';
import { localize } from '../../lib/locales.ts';
import type { AudioItem, Comic, Novel, StoryLikeResult } from './schema.ts';

type Kind = 'audio' | 'radio' | 'comic' | 'novel';
type Row = typeof experiences.$inferSelect;

function rowsOf({ db }: Context, kind: Kind): Promise<Row[]> {
  return db.select().from(experiences).where(eq(experiences.kind, kind)).orderBy(asc(experiences.sort), asc(experiences.id));
}

/** Which of the rows the context's shopper likes; visitors like nothing. */
async function likedBy({ db, user }: Context, rows: Row[]): Promise<Set<number>> {
  if (!user || rows.length === 0) return new Set();
  const mine = await db
    .select({ id: experienceLikes.experienceId })
    .from(experienceLikes)
    .where(
      and(
        eq(experienceLikes.userId, user.id),
        inArray(
          experienceLikes.experienceId,
          rows.map((r) => r.id),
        ),
      ),
    );
  return new Set(mine.map((r) => r.id));
}

const basics = (r: Row, ctx: Context) => ({
  id: r.id,
  title: localize(r.title, ctx.locale),
  summary: localize(r.summary, ctx.locale),
  cover_url: r.coverUrl,
});

export async function audioList(ctx: Context, kind: 'audio' | 'radio'): Promise<AudioItem[]> {
  const rows = await rowsOf(ctx, kind);
  return rows.map((r) => ({ ...basics(r, ctx), audio_url: r.audioUrl ?? '', duration: r.durationSeconds ?? 0 }));
}

export async function comicList(ctx: Context): Promise<Comic[]> {
  const rows = await rowsOf(ctx, 'comic');
  const liked = await likedBy(ctx, rows);
  return rows.map((r) => ({
    ...basics(r, ctx),
    pages: r.pages.map((p) => ({ image_url: p.image_url, alt: localize(p.alt, ctx.locale) })),
    like_num: r.likeCount,
    is_like: liked.has(r.id),
  }));
}

export async function novelList(ctx: Context): Promise<Novel[]> {
  const rows = await rowsOf(ctx, 'novel');
  const liked = await likedBy(ctx, rows);
  return rows.map((r) => ({
    ...basics(r, ctx),
    chapters: r.chapters.map((c) => ({ title: localize(c.title, ctx.locale), body: localize(c.body, ctx.locale) })),
    like_num: r.likeCount,
    is_like: liked.has(r.id),
  }));
}

/**
 * Likes a comic or novel for the shopper, or takes the like back when there is one. The count moves
 * only with a like row actually added or removed, so two racing taps cannot make it drift.
 */
export function toggleStoryLike(ctx: ShopperContext, kind: 'comic' | 'novel', id: number): Promise<StoryLikeResult> {
  const userId = ctx.user.id;
  return inTransaction(ctx, async ({ db }) => {
    const [item] = await db
      .select({ id: experiences.id, likeNum: experiences.likeCount })
      .from(experiences)
      .where(and(eq(experiences.id, id), eq(experiences.kind, kind)));
    if (!item) throw notFound(kind === 'comic' ? 'Comic' : 'Novel');
    const mine = and(eq(experienceLikes.experienceId, id), eq(experienceLikes.userId, userId));
    const removed = await db.delete(experienceLikes).where(mine).returning();
    const added = removed.length
      ? []
      : await db.insert(experienceLikes).values({ experienceId: id, userId, createdAt: ctx.now() }).onConflictDoNothing().returning();
    const change = added.length - removed.length;
    if (change === 0) return { is_like: true, like_num: item.likeNum };
    const [row] = await db
      .update(experiences)
      .set({ likeCount: sql`${experiences.likeCount} + ${change}` })
      .where(eq(experiences.id, id))
      .returning({ likeNum: experiences.likeCount });
    return { is_like: change > 0, like_num: row.likeNum };
  });
}

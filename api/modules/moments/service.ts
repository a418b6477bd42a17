import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { videos, whisperLikes, whispers } from '../../db/schema/index.ts';
import { inTransaction, type Context } from '../../lib/context.ts';
import { notFound } from '../../lib/envelope.ts';
import { localize } from '../../lib/locales.ts';
import type { Page } from '../../lib/request.ts';
import type { Video, Whisper, WhisperLikeResult, WhisperListBody } from './schema.ts';

/** Newest whispers first, a page at a time; is_like is the given device's. */
export async function whisperList(ctx: Context, query: WhisperListBody): Promise<Page<Whisper>> {
  const { db, locale } = ctx;
  const [{ total }] = await db.select({ total: count() }).from(whispers);
  const rows = await db
    .select()
    .from(whispers)
    .orderBy(desc(whispers.createdAt), desc(whispers.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const liked = new Set<number>();
  if (query.device_id && rows.length) {
    const mine = await db
      .select({ id: whisperLikes.whisperId })
      .from(whisperLikes)
      .where(
        and(
          eq(whisperLikes.deviceId, query.device_id),
          inArray(
            whisperLikes.whisperId,
            rows.map((r) => r.id),
          ),
        ),
      );
    for (const r of mine) liked.add(r.id);
  }
  return {
    list: rows.map((w) => ({
      id: w.id,
      content: localize(w.content, locale),
      signature: localize(w.signature, locale),
      like_num: w.likeCount,
      is_like: liked.has(w.id),
      created_at: w.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/**
 * A device likes a whisper. The (whisper, device) row is unique, so the count goes up only when the
 * row is new: a second like from the device, or two at once, count once. Likes are not taken back.
 */
export function likeWhisper(ctx: Context, whisperId: number, deviceId: string): Promise<WhisperLikeResult> {
  return inTransaction(ctx, async ({ db }) => {
    const [exists] = await db.select({ id: whispers.id }).from(whispers).where(eq(whispers.id, whisperId));
    if (!exists) throw notFound('Whisper');
    const added = await db.insert(whisperLikes).values({ whisperId, deviceId, createdAt: ctx.now() }).onConflictDoNothing().returning();
    const [row] = added.length
      ? await db
          .update(whispers)
          .set({ likeCount: sql`${whispers.likeCount} + 1` })
          .where(eq(whispers.id, whisperId))
          .returning({ likeNum: whispers.likeCount })
      : await db.select({ likeNum: whispers.likeCount }).from(whispers).where(eq(whispers.id, whisperId));
    return { is_like: true, like_num: row.likeNum };
  });
}

export async function videoList({ db, locale }: Context): Promise<Video[]> {
  const rows = await db.select().from(videos).orderBy(asc(videos.sort), asc(videos.id));
  return rows.map((v) => ({
    id: v.id,
    title: localize(v.title, locale),
    summary: localize(v.summary, locale),
    poster_url: v.posterUrl,
    video_url: v.videoUrl,
    duration: v.durationSeconds,
  }));
}

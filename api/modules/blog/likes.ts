import { and, eq, sql } from 'drizzle-orm';
import { blogLikes, blogPosts } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { noteTags } from '../../lib/reads/changes.ts';
import { WRITES } from '../../lib/reads/tags.ts';
import { text } from '../../lib/texts.ts';
import type { BlogLikeResult } from './schema.ts';

/**
 * Likes the post, or unlikes it when the shopper already does. The count lives on the post and moves
 * in the same transaction as the shopper's like row. Inserting first (ON CONFLICT DO NOTHING) makes
 * two toggles at once wait on the like row's key instead of both inserting, so the count never drifts.
 */
export async function toggleBlogLike(ctx: ShopperContext, postId: number): Promise<BlogLikeResult> {
  const userId = ctx.user.id;
  const result = await inTransaction(ctx, async ({ db }) => {
    const [post] = await db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.id, postId), eq(blogPosts.published, true)));
    if (!post) throw new AppError(Code.notFound, text(ctx.locale, 'api.content.postNotFound'));
    const added = await db
      .insert(blogLikes)
      .values({ userId, postId, createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning({ id: blogLikes.postId });
    const isLike = added.length > 0;
    if (!isLike) await db.delete(blogLikes).where(and(eq(blogLikes.userId, userId), eq(blogLikes.postId, postId)));
    const [row] = await db
      .update(blogPosts)
      .set({ likeCount: sql`greatest(${blogPosts.likeCount} + ${isLike ? 1 : -1}, 0)` })
      .where(eq(blogPosts.id, postId))
      .returning({ likeCount: blogPosts.likeCount });
    return { is_like: isLike, like_num: row.likeCount };
  });
  noteTags(...WRITES.postLiked());
  return result;
}

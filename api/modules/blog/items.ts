import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { blogCategories, blogLikes, blogPosts } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { localize } from '../../lib/locales.ts';
import { markLiked } from '../likes/mark.ts';
import type { BlogListItem } from './schema.ts';

/** The storefront route of a post (spec §2: /blog/{title}); /blog-detail/{id} shows the same page. */
export const blogRoute = (slug: string) => `/blog/${slug}`;

export const isPublished = eq(blogPosts.published, true);

/** A post row with its category, as the list queries select it. */
export const itemColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  coverUrl: blogPosts.coverUrl,
  author: blogPosts.author,
  publishedAt: blogPosts.publishedAt,
  likeCount: blogPosts.likeCount,
  categoryId: blogCategories.id,
  categoryName: blogCategories.name,
};
type ItemRow = { [K in keyof typeof itemColumns]: (typeof itemColumns)[K]['_']['data'] };

/** Which of `postIds` the shopper likes; a visitor likes none. */
export async function likedPostIds(db: Db, userId: number | undefined, postIds: number[]): Promise<Set<number>> {
  if (!userId || postIds.length === 0) return new Set();
  const rows = await db
    .select({ id: blogLikes.postId })
    .from(blogLikes)
    .where(and(eq(blogLikes.userId, userId), inArray(blogLikes.postId, postIds)));
  return new Set(rows.map((r) => r.id));
}

/** Fills is_like of posts (a list, or a page `{ list }`) for the context's shopper, in one query. */
export const withPostLikes = <T extends Array<{ id: number; is_like: boolean }> | { list: Array<{ id: number; is_like: boolean }> }>(
  { db, user }: Context,
  data: T,
): Promise<T> => markLiked(data, (ids) => likedPostIds(db, user?.id, ids));

/** Rows to answers in the context's locale (falling back to en), with is_like for the shopper. */
export async function toItems(ctx: Context, rows: ItemRow[]): Promise<BlogListItem[]> {
  const liked = await likedPostIds(
    ctx.db,
    ctx.user?.id,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const title = localize(r.title, ctx.locale);
    return {
      id: r.id,
      title,
      summary: localize(r.summary, ctx.locale),
      cover_image: { name: title, url: r.coverUrl },
      author: r.author,
      published_at: r.publishedAt.toISOString(),
      category: { id: r.categoryId, cate_name: localize(r.categoryName, ctx.locale) },
      like_num: r.likeCount,
      is_like: liked.has(r.id),
      route_info: { route: blogRoute(r.slug) },
    };
  });
}

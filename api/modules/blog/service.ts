import { and, asc, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { blogCategories, blogPosts } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { localize } from '../../lib/locales.ts';
import type { Page } from '../../lib/request.ts';
import { text } from '../../lib/texts.ts';
import { isPublished, itemColumns, toItems } from './items.ts';
import type { BlogCategory, BlogDetail, BlogListItem } from './schema.ts';

const HOME_PICKS = 3;
const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.id)];

const postNotFound = (ctx: Context) => new AppError(Code.notFound, text(ctx.locale, 'api.content.postNotFound'));

/** Published posts of one category (or all), newest first, a page at a time. */
export async function listPosts(
  ctx: Context,
  input: { category_id?: number; page: number; page_size: number },
): Promise<Page<BlogListItem>> {
  const where = and(isPublished, input.category_id ? eq(blogPosts.categoryId, input.category_id) : undefined);
  const [{ total }] = await ctx.db.select({ total: count() }).from(blogPosts).where(where);
  const rows = await ctx.db
    .select(itemColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return { list: await toItems(ctx, rows), total, page: input.page, page_size: input.page_size };
}

/** The categories that have published posts, in their order. */
export async function blogCategoryList(ctx: Context): Promise<BlogCategory[]> {
  const rows = await ctx.db
    .select({ id: blogCategories.id, name: blogCategories.name })
    .from(blogCategories)
    .where(sql`exists (select 1 from ${blogPosts} where ${blogPosts.categoryId} = ${blogCategories.id} and ${blogPosts.published})`)
    .orderBy(asc(blogCategories.sort), asc(blogCategories.id));
  return rows.map((r) => ({ id: r.id, cate_name: localize(r.name, ctx.locale) }));
}

export async function postDetail(ctx: Context, id: number): Promise<BlogDetail> {
  const [row] = await ctx.db
    .select({ ...itemColumns, body: blogPosts.body })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(eq(blogPosts.id, id), isPublished));
  if (!row) throw postNotFound(ctx);
  const [item] = await toItems(ctx, [row]);
  return { ...item, body: localize(row.body, ctx.locale) };
}

/** Other published posts to read next: the same category first, then the newest of the rest. */
export async function recommendPosts(ctx: Context, input: { blog_id: number; limit: number }): Promise<BlogListItem[]> {
  const [post] = await ctx.db
    .select({ categoryId: blogPosts.categoryId })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, input.blog_id), isPublished));
  if (!post) throw postNotFound(ctx);
  const rows = await ctx.db
    .select(itemColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(isPublished, ne(blogPosts.id, input.blog_id)))
    .orderBy(sql`${blogPosts.categoryId} = ${post.categoryId} desc`, ...newestFirst)
    .limit(input.limit);
  return toItems(ctx, rows);
}

/** The home page's blog picks (posts with a home_sort), in their order. */
export async function homePicks(ctx: Context): Promise<BlogListItem[]> {
  const rows = await ctx.db
    .select(itemColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(and(isPublished, isNotNull(blogPosts.homeSort)))
    .orderBy(asc(blogPosts.homeSort), ...newestFirst)
    .limit(HOME_PICKS);
  return toItems(ctx, rows);
}

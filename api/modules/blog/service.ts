import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
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

/**
 * Other published posts to read next after each of `postIds` (published ones; others get no entry):
 * the same category first, then the newest of the rest. One query for any number of posts.
 */
export async function recommendedPostIds(ctx: Context, postIds: number[], limit: number): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>();
  if (postIds.length === 0) return found;
  const { rows } = await ctx.db.execute<{ ref_id: number; id: number | null }>(sql`
    select ref.id as ref_id, pick.id
    from ${blogPosts} ref left join lateral (
      select o.id, o.category_id = ref.category_id as same, o.published_at, o.id as tie from ${blogPosts} o
      where o.published and o.id <> ref.id
      order by o.category_id = ref.category_id desc, o.published_at desc, o.id desc
      limit ${limit}
    ) pick on true
    where ref.published and ref.id = any(${`{${postIds.join(',')}}`}::int[])
    order by ref.id, pick.same desc, pick.published_at desc, pick.tie desc`);
  for (const r of rows) {
    const list = found.get(Number(r.ref_id)) ?? [];
    if (r.id !== null) list.push(Number(r.id));
    found.set(Number(r.ref_id), list);
  }
  return found;
}

/** Published posts by id as list items, in the order of `ids`. */
export async function postItemsByIds(ctx: Context, ids: number[]): Promise<BlogListItem[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select(itemColumns)
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(inArray(blogPosts.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toItems(
    ctx,
    ids.map((id) => byId.get(id)!),
  );
}

/** Other published posts to read next (see recommendedPostIds). */
export async function recommendPosts(ctx: Context, input: { blog_id: number; limit: number }): Promise<BlogListItem[]> {
  const ids = (await recommendedPostIds(ctx, [input.blog_id], input.limit)).get(input.blog_id);
  if (!ids) throw postNotFound(ctx);
  return postItemsByIds(ctx, ids);
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

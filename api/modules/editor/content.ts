import { asc, count, desc, eq } from 'drizzle-orm';
import { articles, blogCategories, blogPosts, users, type Localized } from '../../db/schema/index.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import { AppError, Code } from '../../lib/envelope.ts';
import { text } from '../../lib/texts.ts';
import { insertPosts } from '../blog/write.ts';
import { checkPicture } from './banners.ts';
import { record } from './change-log.ts';
import type { BlogCreateBody, BlogListQuery } from './content-schema.ts';
import { uniqueSlug } from './slugs.ts';

const postOut = (p: typeof blogPosts.$inferSelect) => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  summary: p.summary,
  body: p.body,
  published: p.published,
  published_at: p.publishedAt.toISOString(),
});

/** Every blog post, newest first, published or not. */
export async function listPosts({ db }: ShopperContext, query: BlogListQuery) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(blogPosts),
  ]);
  return {
    list: rows.map(postOut),
    total: n,
    page: query.page,
    page_size: query.page_size,
  };
}

/** The articles by key. */
export const listArticles = ({ db }: ShopperContext) =>
  db.select({ key: articles.key, title: articles.title, content: articles.content }).from(articles).orderBy(asc(articles.key));

/** The cover of a post written without one. */
export const DEFAULT_POST_COVER = '/images/blog-cover.svg';

/** The blog's categories, for a new post. */
export const listBlogCategories = ({ db }: ShopperContext) =>
  db
    .select({ id: blogCategories.id, name: blogCategories.name })
    .from(blogCategories)
    .orderBy(asc(blogCategories.sort), asc(blogCategories.id));

/** Adds a post dated now, by the editor, unpublished unless asked; its slug comes from the English title. */
export async function createPost(ctx: ShopperContext, input: BlogCreateBody) {
  return inTransaction(ctx, async ({ db }) => {
    const [category] = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, input.category_id));
    if (!category) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.blogCategoryNotFound'));
    await checkPicture(db, ctx.user.id, input.cover_url, undefined);
    const [me] = await db.select({ username: users.username }).from(users).where(eq(users.id, ctx.user.id));
    const [{ id }] = await insertPosts(db, [
      {
        slug: await uniqueSlug(db, blogPosts, input.title.en!, 'post'),
        categoryId: input.category_id,
        title: input.title as Localized,
        summary: input.summary as Localized,
        body: input.body as Localized,
        coverUrl: input.cover_url ?? DEFAULT_POST_COVER,
        author: me?.username ?? '',
        publishedAt: ctx.now(),
        published: input.published ?? false,
      },
    ]);
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
    await record(db, ctx.user.id, 'blog.create', { kind: 'post', id }, { ...input, body: row.body }, { label: row.title });
    return postOut(row);
  });
}

/** Removes a post (its likes go with it). */
export async function deletePost(ctx: ShopperContext, id: number) {
  return inTransaction(ctx, async ({ db }) => {
    const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!row) throw new AppError(Code.notFound, text(ctx.locale, 'api.editor.postNotFound'));
    await record(
      db,
      ctx.user.id,
      'blog.delete',
      { kind: 'post', id },
      { title: row.title },
      { label: row.title, before: { summary: row.summary, body: row.body, published: row.published } },
    );
    return { id: row.id };
  });
}

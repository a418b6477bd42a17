import { asc, count, desc } from 'drizzle-orm';
import { articles, blogPosts } from '../../db/schema/index.ts';
import type { ShopperContext } from '../../lib/context.ts';
import type { BlogListQuery } from './content-schema.ts';

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
    list: rows.map((p) => ({
      id: p.id,
      slug: p.slug,
      title: p.title,
      summary: p.summary,
      body: p.body,
      published: p.published,
      published_at: p.publishedAt.toISOString(),
    })),
    total: n,
    page: query.page,
    page_size: query.page_size,
  };
}

/** The articles by key. */
export const listArticles = ({ db }: ShopperContext) =>
  db.select({ key: articles.key, title: articles.title, content: articles.content }).from(articles).orderBy(asc(articles.key));

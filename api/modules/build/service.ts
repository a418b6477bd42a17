import { asc, eq } from 'drizzle-orm';
import { blogCategories, blogPosts, products } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { localize } from '../../lib/locales.ts';
import { isPublished, itemColumns, toItems } from '../blog/items.ts';
import { recommendedPostIds } from '../blog/service.ts';
import { toDetails } from '../products/details.ts';
import { recommendedIds } from '../products/recommend.ts';
import { firstReviewPages } from '../reviews/service.ts';
import { solvedProblemsOf } from '../solved-problems/service.ts';
import type { BlogPages, ProductPages } from './schema.ts';

/** What a product page pre-renders: as many reviews and solved problems, and recommendations, as its calls ask for. */
export const PRODUCT_PAGE = { reviews: 5, solved: 20, recommended: 8 } as const;
export const BLOG_PAGE = { recommended: 3 } as const;

/**
 * The build asks for the eight languages at once, and recommendations depend on the country only:
 * calls that arrive while the ranking is computed share it.
 */
const rankings = new Map<string, Promise<Map<number, number[]>>>();
function sharedRanking(ctx: Context, ids: number[]): Promise<Map<number, number[]>> {
  const key = `${ctx.country} ${ids.length} ${ids.at(-1)}`;
  let ranking = rankings.get(key);
  if (!ranking) {
    ranking = recommendedIds(ctx, ids, PRODUCT_PAGE.recommended).finally(() => rankings.delete(key));
    rankings.set(key, ranking);
  }
  return ranking;
}

/** Every published product page in the context's language and country, in a fixed number of queries. */
export async function productPages(ctx: Context): Promise<ProductPages> {
  const rows = await ctx.db.select().from(products).where(eq(products.published, true)).orderBy(asc(products.id));
  const ids = rows.map((r) => r.id);
  const [details, reviews, solved, recommended] = await Promise.all([
    toDetails(ctx, rows),
    firstReviewPages(ctx, rows, PRODUCT_PAGE.reviews),
    solvedProblemsOf(ctx, ids, PRODUCT_PAGE.solved),
    sharedRanking(ctx, ids),
  ]);
  const items: ProductPages['items'] = {};
  for (const { slug: _slug, rich_description: _r, category: _c, images: _i, ...item } of details) items[item.id] = item;
  return {
    country: ctx.country,
    pages: details.map((product) => ({
      product,
      reviews: reviews.get(product.id)!,
      solved: solved.get(product.id)!,
      recommended: recommended.get(product.id) ?? [],
    })),
    items,
  };
}

/** Every published blog post in the context's language, with what each recommends. */
export async function blogPages(ctx: Context): Promise<BlogPages> {
  const rows = await ctx.db
    .select({ ...itemColumns, body: blogPosts.body })
    .from(blogPosts)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .where(isPublished)
    .orderBy(asc(blogPosts.id));
  const [list, recommended] = await Promise.all([
    toItems(ctx, rows),
    recommendedPostIds(
      ctx,
      rows.map((r) => r.id),
      BLOG_PAGE.recommended,
    ),
  ]);
  const items: BlogPages['items'] = Object.fromEntries(list.map((item) => [item.id, item]));
  return {
    pages: list.map((item, i) => ({
      post: { ...item, body: localize(rows[i].body, ctx.locale) },
      recommended: recommended.get(item.id) ?? [],
    })),
    items,
  };
}

import { asc, eq } from 'drizzle-orm';
import { blogCategories, blogPosts, products } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import type { ReadCache } from '../../lib/reads/cache.ts';
import { Tag } from '../../lib/reads/tags.ts';
import { localize } from '../../lib/locales.ts';
import { pageShard } from './shards.ts';
import { isPublished, itemColumns, toItems } from '../blog/items.ts';
import { recommendedPostIds } from '../blog/service.ts';
import { toDetails } from '../products/details.ts';
import { loadListRows, priceCountries } from '../products/items.ts';
import { recommendedIds } from '../products/recommend.ts';
import { firstReviewPages, loadFirstReviewRows } from '../reviews/service.ts';
import { loadSolvedRows, solvedProblemsOf } from '../solved-problems/service.ts';
import type { BlogPages, ProductPages } from './schema.ts';

/** What a product page pre-renders: as many reviews and solved problems, and recommendations, as its calls ask for. */
export const PRODUCT_PAGE = { reviews: 5, solved: 20, recommended: 8 } as const;
export const BLOG_PAGE = { recommended: 3 } as const;

const inFlight = new Map<string, Promise<unknown>>();
/**
 * A build runs several processes that each ask for every language at once: a call that arrives while
 * the same answer is being computed shares it (nothing is kept once it is answered, so an answer is
 * never older than the call that asked for it).
 */
function shared<T>(key: string, compute: () => Promise<T>): Promise<T> {
  let running = inFlight.get(key) as Promise<T> | undefined;
  if (!running) {
    running = compute().finally(() => inFlight.delete(key));
    inFlight.set(key, running);
  }
  return running;
}
/** Recommendations depend on the country, not the language: the eight languages' calls share one ranking. */
const sharedRanking = (ctx: Context, ids: number[]) =>
  shared(`ranking ${ctx.country} ${ids.join(',')}`, () => recommendedIds(ctx, ids, PRODUCT_PAGE.recommended));

/**
 * The whole catalogue's ranking, kept in the read cache (`reads`) under what it rests on: which
 * products are listed, their categories, sales, prices and stock, not their texts. A rename's
 * publish then does not rank the catalogue again (about a second of SQL at 1,000 products).
 */
/** The read cache's key of the ranking in a country. */
export const rankingKey = (country: string) => `build ranking|${country}`;

async function rankingOf(ctx: Context, ids: number[], reads?: ReadCache): Promise<Map<number, number[]>> {
  if (!reads) return sharedRanking(ctx, ids);
  const key = rankingKey(ctx.country);
  const json =
    reads.peek(key) ??
    (await reads.fill(key, async () => ({
      json: JSON.stringify([...(await sharedRanking(ctx, ids))]),
      tags: [Tag.catalogue, Tag.byStock, Tag.bySold, Tag.byPrice],
    })));
  return new Map(JSON.parse(json.toString('utf8')) as Array<[number, number[]]>);
}

/** Every published product page in the context's language and country, in a fixed number of queries. */
export async function productPages(
  ctx: Context,
  part: { shard: number; shards: number } = { shard: 0, shards: 1 },
  reads?: ReadCache,
): Promise<ProductPages> {
  const all = await shared(`products ${ctx.locale} ${ctx.country} ${ctx.defaultCountry}`, () => computeProductPages(ctx, reads));
  if (part.shards === 1) return all;
  const pages = all.pages.filter((p) => pageShard(p.product.id, ctx.locale, part.shards) === part.shard);
  const items: ProductPages['items'] = {};
  for (const id of new Set(pages.flatMap((p) => p.recommended))) items[id] = all.items[id];
  return { country: all.country, pages, items };
}

/**
 * What the product pages are made from alike in every language: the published products, their SKUs,
 * prices, pictures, first reviews and solved problems. The eight languages' calls, asked together,
 * read them once per country and shape them each in its language.
 */
const sharedRows = (ctx: Context) =>
  shared(`product rows ${ctx.country} ${ctx.defaultCountry}`, async () => {
    const rows = await ctx.db.select().from(products).where(eq(products.published, true)).orderBy(asc(products.id));
    const ids = rows.map((r) => r.id);
    const [list, reviews, solved] = await Promise.all([
      loadListRows(ctx.db, ids, priceCountries(ctx)),
      loadFirstReviewRows(ctx.db, ids, PRODUCT_PAGE.reviews),
      loadSolvedRows(ctx.db, ids),
    ]);
    return { rows, ids, list, reviews, solved };
  });

async function computeProductPages(ctx: Context, reads?: ReadCache): Promise<ProductPages> {
  const { rows, ids, list, reviews: reviewRows, solved: solvedRows } = await sharedRows(ctx);
  const [details, reviews, solved, recommended] = await Promise.all([
    toDetails(ctx, rows, list),
    firstReviewPages(ctx, rows, PRODUCT_PAGE.reviews, reviewRows),
    solvedProblemsOf(ctx, ids, PRODUCT_PAGE.solved, solvedRows),
    rankingOf(ctx, ids, reads),
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
export const blogPages = (ctx: Context): Promise<BlogPages> => shared(`posts ${ctx.locale}`, () => computeBlogPages(ctx));

async function computeBlogPages(ctx: Context): Promise<BlogPages> {
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

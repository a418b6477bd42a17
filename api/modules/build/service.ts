import { and, asc, eq } from 'drizzle-orm';
import { anyId } from '../../db/any-id.ts';
import { blogCategories, blogPosts, products } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { answerDigest } from '../../lib/digest.ts';
import type { ReadCache } from '../../lib/reads/cache.ts';
import { inLocaleToo, Tag } from '../../lib/reads/tags.ts';
import { localize } from '../../lib/locales.ts';
import { pageShard } from './shards.ts';
import { isPublished, itemColumns, toItems } from '../blog/items.ts';
import { recommendedPostIds } from '../blog/service.ts';
import { toDetails } from '../products/details.ts';
import { loadListRows, priceCountries } from '../products/items.ts';
import { recommendedIds } from '../products/recommend.ts';
import { firstReviewPages, loadFirstReviewRows } from '../reviews/service.ts';
import { loadSolvedRows, solvedProblemsOf } from '../solved-problems/service.ts';
import type { BlogPages, ProductPageData } from './schema.ts';

/** What a product page pre-renders: as many reviews and solved problems, and recommendations, as its calls ask for. */
export const PRODUCT_PAGE = { reviews: 5, solved: 20, recommended: 8 } as const;
export const BLOG_PAGE = { recommended: 3 } as const;

const inFlight = new Map<string, Promise<unknown>>();
/**
 * A build runs several processes that each ask for every language at once: a call that arrives while
 * the same answer is being computed shares it. Nothing is kept once it is answered, and the keys of
 * what the read cache keeps carry its mark, so a call after an invalidation never joins a
 * computation that began before it.
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
const sharedRanking = (ctx: Context, ids: number[], mark = -1) =>
  shared(`ranking ${ctx.country} ${mark} ${ids.join(',')}`, () => recommendedIds(ctx, ids, PRODUCT_PAGE.recommended));

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
  const mark = reads.mark;
  const json =
    reads.peek(key) ??
    (await reads.fill(key, async () => ({
      json: JSON.stringify([...(await sharedRanking(ctx, ids, mark))]),
      tags: [Tag.catalogue, Tag.byStock, Tag.bySold, Tag.byPrice],
    })));
  return new Map(JSON.parse(json.toString('utf8')) as Array<[number, number[]]>);
}

/**
 * Every published product page of a build process's share (`part`) in the context's language and
 * country, as the UTF-8 JSON of the call's data, with the tags of what it shows. The answer is
 * assembled from each product's page kept as bytes (see `computeProductPages`): after a rename the
 * eight languages' answers took 60–80 ms of the API's time each, one after the other, to parse the
 * kept parts and write the answer again, while the build's renderers waited for them.
 */
export async function productPagesBytes(
  ctx: Context,
  part: { shard: number; shards: number } = { shard: 0, shards: 1 },
  reads?: ReadCache,
): Promise<{ data: Buffer; tags: Tag[] }> {
  const all = await shared(`products ${ctx.locale} ${ctx.country} ${ctx.defaultCountry} ${reads?.mark ?? -1}`, () =>
    computeProductPages(ctx, reads),
  );
  const pages = part.shards === 1 ? all.pages : all.pages.filter((p) => pageShard(p.text.id, ctx.locale, part.shards) === part.shard);
  const recommended = new Set(pages.flatMap((p) => p.recommended));
  const items = all.pages.filter((p) => recommended.has(p.text.id)).map((p) => p.text);
  const pieces: Buffer[] = [Buffer.from(`{"country":${JSON.stringify(all.country)},"pages":[`)];
  pages.forEach((p, i) => pieces.push(...(i ? [COMMA] : []), p.text.head, p.text.json.subarray(1, -1), p.tail));
  pieces.push(Buffer.from('],"items":{'));
  items.forEach((item, i) => pieces.push(Buffer.from(`${i ? ',' : ''}"${item.id}":`), item.item));
  pieces.push(Buffer.from('}}'));
  const tags = [...PRODUCT_PAGES_TAGS, ...pages.flatMap((p) => p.text.tags), ...items.map((item) => Tag.product(item.id))];
  return { data: Buffer.concat(pieces), tags };
}

const COMMA = Buffer.from(',');

/**
 * What the bulk product pages rest on besides each product's own tags: which products are listed,
 * and the orders and stock the recommendations and prices follow, and solved problems (which name
 * no product in their tag).
 */
export const PRODUCT_PAGES_TAGS = [Tag.catalogue, Tag.byStock, Tag.bySold, Tag.byPrice, Tag.solved] satisfies Tag[];

/** One product's page but its recommendations: the part of the bulk answer kept between publishes. */
type PagePart = Omit<ProductPageData, 'recommended' | 'digest'>;

/** What a product's page shows of that product: itself, its reviews, its category. */
export const productPageTags = ({ product }: PagePart): Tag[] => [
  Tag.product(product.id),
  Tag.productReviews(product.id),
  Tag.category(product.category.id),
];

const partKey = (ctx: Context, id: number) => `build product page|${ctx.locale}|${ctx.country}|${ctx.defaultCountry}|${id}`;

const publishedIds = (ctx: Context, mark: number) =>
  shared(`published product ids ${mark}`, async () =>
    (await ctx.db.select({ id: products.id }).from(products).where(eq(products.published, true)).orderBy(asc(products.id))).map(
      (r) => r.id,
    ),
  );

/**
 * What the product pages of `ids` are made from alike in every language: the products, their SKUs,
 * prices, pictures, first reviews and solved problems. The eight languages' calls, asked together,
 * read them once per country and shape them each in its language.
 */
const sharedRows = (ctx: Context, ids: number[], mark: number) =>
  shared(`product rows ${ctx.country} ${ctx.defaultCountry} ${mark} ${ids.join(',')}`, async () => {
    const rows = await ctx.db
      .select()
      .from(products)
      .where(and(anyId(products.id, ids), eq(products.published, true)))
      .orderBy(asc(products.id));
    const found = rows.map((r) => r.id);
    const [list, reviews, solved] = await Promise.all([
      loadListRows(ctx.db, found, priceCountries(ctx)),
      loadFirstReviewRows(ctx.db, found, PRODUCT_PAGE.reviews),
      loadSolvedRows(ctx.db, found),
    ]);
    return { rows, ids: found, list, reviews, solved };
  });

async function computeParts(ctx: Context, ids: number[], mark: number): Promise<PagePart[]> {
  if (ids.length === 0) return [];
  const { rows, ids: found, list, reviews: reviewRows, solved: solvedRows } = await sharedRows(ctx, ids, mark);
  const [details, reviews, solved] = await Promise.all([
    toDetails(ctx, rows, list),
    firstReviewPages(ctx, rows, PRODUCT_PAGE.reviews, reviewRows),
    solvedProblemsOf(ctx, found, PRODUCT_PAGE.solved, solvedRows),
  ]);
  return details.map((product) => ({ product, reviews: reviews.get(product.id)!, solved: solved.get(product.id)! }));
}

/** One product's page as the bulk answer carries it, made into bytes once. */
interface PageBytes {
  id: number;
  /** The JSON of its `PagePart`: the bytes the read cache keeps. */
  json: Buffer;
  /** `{"digest":"…",`: what the page starts with in the answer, its digest (what a build keys the page's props by, see src/lib/build-data.ts). */
  head: Buffer;
  /** The JSON of its list item (what a page recommending it shows of it). */
  item: Buffer;
  tags: Tag[];
}

/** A part's bytes made ready for answers, by the bytes the read cache keeps (parsed only for a part kept by an earlier instance of this code). */
const readyParts = new WeakMap<Buffer, PageBytes>();

function pageBytes(part: PagePart, json: Buffer = Buffer.from(JSON.stringify(part))): PageBytes {
  const { slug: _slug, rich_description: _r, category: _c, images: _i, ...item } = part.product;
  const ready = {
    id: part.product.id,
    json,
    head: Buffer.from(`{"digest":"${answerDigest(json)}",`),
    item: Buffer.from(JSON.stringify(item)),
    tags: productPageTags(part),
  };
  readyParts.set(json, ready);
  return ready;
}

const keptPage = (kept: Buffer) => readyParts.get(kept) ?? pageBytes(JSON.parse(kept.toString('utf8')) as PagePart, kept);

/**
 * Every product's page in the context's language. With the read cache, each product's page but its
 * recommendations is kept as a part, dropped by its own tags: after one product's edit only its
 * pages are made again (a rename's publish asked the whole catalogue again in eight languages, about
 * a second of the API's time at 1,000 products), and the answer is assembled from the parts.
 */
async function computeProductPages(
  ctx: Context,
  reads?: ReadCache,
): Promise<{ country: string; pages: Array<{ text: PageBytes; recommended: number[]; tail: Buffer }> }> {
  // Taken before any row is read: a part made from rows an edit changed meanwhile is not kept.
  const mark = reads?.mark ?? -1;
  const ids = await publishedIds(ctx, mark);
  const texts = new Map<number, PageBytes>();
  const missing: number[] = [];
  for (const id of ids) {
    const kept = reads?.part(partKey(ctx, id));
    if (kept) texts.set(id, keptPage(kept));
    else missing.push(id);
  }
  const [fresh, ranking] = await Promise.all([computeParts(ctx, missing, mark), rankingOf(ctx, ids, reads)]);
  const made = fresh.map((part) => pageBytes(part));
  // With the cache off (READ_CACHE_MB=0) the parts are not kept.
  if (reads?.enabled)
    reads.keepParts(
      made.map((text) => ({
        key: partKey(ctx, text.id),
        body: text.json,
        tags: inLocaleToo([...PRODUCT_PAGES_TAGS, ...text.tags], ctx.locale),
      })),
      mark,
    );
  for (const text of made) texts.set(text.id, text);
  const pages = ids.flatMap((id) => {
    const text = texts.get(id);
    if (!text) return [];
    const recommended = ranking.get(id) ?? [];
    return [{ text, recommended, tail: Buffer.from(`,"recommended":${JSON.stringify(recommended)}}`) }];
  });
  return { country: ctx.country, pages };
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

import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { anyId } from '../../db/any-id.ts';
import type { Db } from '../../db/client.ts';
import { products, reviews } from '../../db/schema/index.ts';
import type { Context } from '../../lib/context.ts';
import { notFound } from '../../lib/envelope.ts';
import { DEFAULT_LOCALE, isLocale, localize, type Locale } from '../../lib/locales.ts';
import { refusedInput } from '../../lib/validation.ts';
import { noteTags } from '../../lib/reads/changes.ts';
import { WRITES } from '../../lib/reads/tags.ts';
import { ratingOf } from '../products/items.ts';
import type { Page } from '../../lib/request.ts';
import { productRoute } from '../site/service.ts';
import { NewReview, type ProductReviewPage, type ReviewItem } from './schema.ts';

type ReviewRow = typeof reviews.$inferSelect;
type ProductRef = { name: (typeof products.$inferSelect)['name']; slug: string };

/** A review in the shopper's locale: its translation into it when there is one, else as written. */
function toItem(r: ReviewRow, p: ProductRef, locale: Locale): ReviewItem {
  const translation = r.language === locale ? undefined : r.translations[locale];
  return {
    id: r.id,
    product_id: r.productId,
    product_name: localize(p.name, locale),
    route: productRoute(p.slug),
    author_name: r.authorName,
    rating: r.rating,
    content: translation ?? r.content,
    language: isLocale(r.language) ? r.language : DEFAULT_LOCALE,
    is_translation: translation !== undefined,
    images: r.images,
    created_at: r.createdAt.toISOString(),
  };
}

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

/** One product's reviews, newest first, with its average rating, review count and how many gave each star rating. */
export async function productReviews(
  { db, locale }: Context,
  input: { product_id: number; page: number; page_size: number },
): Promise<ProductReviewPage> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, input.product_id), eq(products.published, true)));
  if (!product) throw notFound('Product');
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.productId, product.id))
    .orderBy(...newestFirst)
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  const perRating = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(eq(reviews.productId, product.id))
    .groupBy(reviews.rating);
  const rating_counts: ProductReviewPage['rating_counts'] = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const r of perRating) rating_counts[r.rating as keyof typeof rating_counts] = r.n;
  return {
    list: rows.map((r) => toItem(r, product, locale)),
    total: perRating.reduce((sum, r) => sum + r.n, 0),
    page: input.page,
    page_size: input.page_size,
    review_rating: ratingOf(product),
    reviews: product.reviewCount,
    rating_counts,
  };
}

/** Reviews of every published product (or of one), newest first, optionally only those with one star rating. */
export async function reviewList(
  { db, locale }: Context,
  input: { product_id?: number; rating?: number; page: number; page_size: number },
): Promise<Page<ReviewItem>> {
  const where = and(
    eq(products.published, true),
    input.product_id ? eq(reviews.productId, input.product_id) : undefined,
    input.rating ? eq(reviews.rating, input.rating) : undefined,
  );
  const [{ total }] = await db
    .select({ total: count() })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where);
  const rows = await db
    .select({ review: reviews, name: products.name, slug: products.slug })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size);
  return { list: rows.map((r) => toItem(r.review, r, locale)), total, page: input.page, page_size: input.page_size };
}

/**
 * Records a review and updates the product's review count and rating sum in the same transaction,
 * so `review_rating` and `reviews` always agree with the reviews table. Bad input changes nothing.
 */
export async function addReview(db: Db, input: NewReview, locale: Locale = 'en'): Promise<ReviewItem> {
  const parsed = NewReview.safeParse(input);
  if (!parsed.success) throw refusedInput(parsed.error);
  const review = parsed.data;
  const item = await db.transaction(async (tx) => {
    const [product] = await tx
      .update(products)
      .set({ reviewCount: sql`${products.reviewCount} + 1`, reviewSum: sql`${products.reviewSum} + ${review.rating}` })
      .where(and(eq(products.id, review.product_id), eq(products.published, true)))
      .returning({ name: products.name, slug: products.slug });
    if (!product) throw notFound('Product');
    const [row] = await tx
      .insert(reviews)
      .values({
        productId: review.product_id,
        authorName: review.author_name,
        rating: review.rating,
        content: review.content,
        language: review.language,
        translations: review.translations,
        images: review.images,
      })
      .returning();
    return toItem(row, product, locale);
  });
  noteTags(...WRITES.review(review.product_id));
  return item;
}

/** The newest `pageSize` reviews of each product and its count per rating: alike in every language. */
export interface FirstReviewRows {
  rows: Array<typeof reviews.$inferSelect & { n: number }>;
  perRating: Array<{ productId: number; rating: number; n: number }>;
}

/** The rows firstReviewPages shows, for the products `ids`, in two queries. */
export async function loadFirstReviewRows(db: Db, ids: number[], pageSize: number): Promise<FirstReviewRows> {
  const [rows, perRating] = await Promise.all([
    db
      .select()
      .from(
        db
          .select({
            ...getTableColumns(reviews),
            n: sql<number>`row_number() over (partition by ${reviews.productId} order by ${reviews.createdAt} desc, ${reviews.id} desc)`.as(
              'n',
            ),
          })
          .from(reviews)
          .where(anyId(reviews.productId, ids))
          .as('ranked'),
      )
      .where(sql`n <= ${pageSize}`),
    db
      .select({ productId: reviews.productId, rating: reviews.rating, n: count() })
      .from(reviews)
      .where(anyId(reviews.productId, ids))
      .groupBy(reviews.productId, reviews.rating),
  ]);
  return { rows, perRating };
}

/**
 * The first page of each product's reviews (as `productReviews` answers it), for many products in
 * two queries: the build's product pages show it pre-rendered. `loaded`: those rows already read,
 * when a caller shapes them in several languages.
 */
export async function firstReviewPages(
  { db, locale }: Context,
  productRows: Array<ProductRef & { id: number; reviewCount: number; reviewSum: number }>,
  pageSize: number,
  loaded?: FirstReviewRows,
): Promise<Map<number, ProductReviewPage>> {
  const ids = productRows.map((p) => p.id);
  const pages = new Map<number, ProductReviewPage>();
  if (ids.length === 0) return pages;
  const { rows, perRating } = loaded ?? (await loadFirstReviewRows(db, ids, pageSize));
  for (const p of productRows) {
    pages.set(p.id, {
      list: [],
      total: 0,
      page: 1,
      page_size: pageSize,
      review_rating: ratingOf(p),
      reviews: p.reviewCount,
      rating_counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  }
  const productOf = new Map(productRows.map((p) => [p.id, p]));
  for (const { n: _rank, ...review } of [...rows].sort((a, b) => Number(a.n) - Number(b.n))) {
    pages.get(review.productId)!.list.push(toItem(review, productOf.get(review.productId)!, locale));
  }
  for (const r of perRating) {
    const page = pages.get(r.productId)!;
    page.rating_counts[r.rating as keyof ProductReviewPage['rating_counts']] = r.n;
    page.total += r.n;
  }
  return pages;
}

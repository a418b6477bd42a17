import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { history, likes, products } from '../../db/schema/index.ts';
import { now } from '../../lib/clock.ts';
import { notFound } from '../../lib/envelope.ts';
import type { Locale } from '../../lib/locales.ts';
import { toListItems } from '../products/items.ts';
import type { Page, ProductListItem } from '../products/schema.ts';
import { assertCountry } from '../products/service.ts';

/**
 * Which of `productIds` the shopper likes: pass the result to toListItems() so product calls fill
 * is_like. A visitor (no user id) likes nothing.
 */
export async function likedIdsOf(db: Db, userId: number | null | undefined, productIds: readonly number[]): Promise<Set<number>> {
  if (!userId || productIds.length === 0) return new Set();
  const rows = await db.select({ id: likes.productId }).from(likes)
    .where(and(eq(likes.userId, userId), inArray(likes.productId, [...productIds])));
  return new Set(rows.map((r) => r.id));
}

async function assertProduct(db: Db, productId: number) {
  const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), eq(products.published, true)));
  if (!row) throw notFound('Product');
}

/** Likes the product, or unlikes it when already liked; returns the new state. */
export async function toggleLike(db: Db, userId: number, productId: number): Promise<boolean> {
  await assertProduct(db, productId);
  return db.transaction(async (tx) => {
    const removed = await tx.delete(likes).where(and(eq(likes.userId, userId), eq(likes.productId, productId))).returning({ id: likes.productId });
    if (removed.length > 0) return false;
    await tx.insert(likes).values({ userId, productId, createdAt: now() }).onConflictDoNothing();
    return true;
  });
}

/** A signed-in shopper opened the product: it moves to the top of their history (one row per product). */
export async function recordView(db: Db, userId: number, productId: number): Promise<void> {
  const at = now();
  await db.insert(history).values({ userId, productId, viewedAt: at })
    .onConflictDoUpdate({ target: [history.userId, history.productId], set: { viewedAt: at } });
}

export interface UserListQuery {
  country_code: string;
  page: number;
  page_size: number;
}

/** The shopper's liked products, most recently liked first. */
export async function likedList(db: Db, userId: number, query: UserListQuery, locale: Locale): Promise<Page<ProductListItem>> {
  await assertCountry(db, query.country_code);
  const where = and(eq(likes.userId, userId), eq(products.published, true));
  const [{ total }] = await db.select({ total: count() }).from(likes).innerJoin(products, eq(products.id, likes.productId)).where(where);
  const rows = await db.select({ product: products }).from(likes).innerJoin(products, eq(products.id, likes.productId)).where(where)
    .orderBy(desc(likes.createdAt), desc(likes.productId))
    .limit(query.page_size).offset((query.page - 1) * query.page_size);
  const list = rows.map((r) => r.product);
  const items = await toListItems(db, list, locale, query.country_code, new Set(list.map((p) => p.id)));
  return { list: items, total, page: query.page, page_size: query.page_size };
}

/** The products the shopper opened, most recent first, each once. */
export async function historyList(db: Db, userId: number, query: UserListQuery, locale: Locale): Promise<Page<ProductListItem>> {
  await assertCountry(db, query.country_code);
  const where = and(eq(history.userId, userId), eq(products.published, true));
  const [{ total }] = await db.select({ total: count() }).from(history).innerJoin(products, eq(products.id, history.productId)).where(where);
  const rows = await db.select({ product: products }).from(history).innerJoin(products, eq(products.id, history.productId)).where(where)
    .orderBy(desc(history.viewedAt), desc(history.productId))
    .limit(query.page_size).offset((query.page - 1) * query.page_size);
  const list = rows.map((r) => r.product);
  const liked = await likedIdsOf(db, userId, list.map((p) => p.id));
  return { list: await toListItems(db, list, locale, query.country_code, liked), total, page: query.page, page_size: query.page_size };
}

/** like_num and history_num of the profile (published products only, as the lists show). */
export async function likeAndHistoryCounts(db: Db, userId: number): Promise<{ like_num: number; history_num: number }> {
  const [{ likeNum }] = await db.select({ likeNum: count() }).from(likes).innerJoin(products, eq(products.id, likes.productId))
    .where(and(eq(likes.userId, userId), eq(products.published, true)));
  const [{ historyNum }] = await db.select({ historyNum: count() }).from(history).innerJoin(products, eq(products.id, history.productId))
    .where(and(eq(history.userId, userId), eq(products.published, true)));
  return { like_num: likeNum, history_num: historyNum };
}

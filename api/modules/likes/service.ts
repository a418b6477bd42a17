import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { history, likes, products } from '../../db/schema/index.ts';
import { now } from '../../lib/clock.ts';
import { notFound } from '../../lib/envelope.ts';
import { inTransaction, type ShopperContext } from '../../lib/context.ts';
import type { Page } from '../../lib/request.ts';
import { toListItems } from '../products/items.ts';
import type { ProductListItem } from '../products/schema.ts';
import { withLikes } from './mark.ts';
import type { LikeResult } from './schema.ts';

/** Which of `productIds` the shopper likes (see withLikes). A visitor (no user id) likes nothing. */
export async function likedIdsOf(db: Db, userId: number | null | undefined, productIds: readonly number[]): Promise<Set<number>> {
  if (!userId || productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: likes.productId })
    .from(likes)
    .where(and(eq(likes.userId, userId), inArray(likes.productId, [...productIds])));
  return new Set(rows.map((r) => r.id));
}

async function assertProduct(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.published, true)));
  if (!row) throw notFound('Product');
}

/** Likes the product, or unlikes it when already liked; answers the new state. */
export async function toggleLike(ctx: ShopperContext, productId: number): Promise<LikeResult> {
  await assertProduct(ctx.db, productId);
  const userId = ctx.user.id;
  const isLike = await inTransaction(ctx, async ({ db }) => {
    const removed = await db
      .delete(likes)
      .where(and(eq(likes.userId, userId), eq(likes.productId, productId)))
      .returning({ id: likes.productId });
    if (removed.length > 0) return false;
    await db.insert(likes).values({ userId, productId, createdAt: now() }).onConflictDoNothing();
    return true;
  });
  return { is_like: isLike };
}

/** A signed-in shopper opened the product: it moves to the top of their history (one row per product). */
export async function recordView(db: Db, userId: number, productId: number): Promise<void> {
  const at = now();
  await db
    .insert(history)
    .values({ userId, productId, viewedAt: at })
    .onConflictDoUpdate({ target: [history.userId, history.productId], set: { viewedAt: at } });
}

/** Which of the shopper's product lists: liked (most recently liked first) or history (most recently opened first). */
const LISTS = {
  liked: { table: likes, at: likes.createdAt, userId: likes.userId, productId: likes.productId },
  history: { table: history, at: history.viewedAt, userId: history.userId, productId: history.productId },
} as const;
export type UserList = keyof typeof LISTS;

/** One of the shopper's product lists, a page at a time, priced in the context's country. */
export async function userProductList(
  ctx: ShopperContext,
  kind: UserList,
  query: { page: number; page_size: number },
): Promise<Page<ProductListItem>> {
  const { db } = ctx;
  const l = LISTS[kind];
  const where = and(eq(l.userId, ctx.user.id), eq(products.published, true));
  const [{ total }] = await db.select({ total: count() }).from(l.table).innerJoin(products, eq(products.id, l.productId)).where(where);
  const rows = await db
    .select({ product: products })
    .from(l.table)
    .innerJoin(products, eq(products.id, l.productId))
    .where(where)
    .orderBy(desc(l.at), desc(l.productId))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const items = await toListItems(
    ctx,
    rows.map((r) => r.product),
  );
  return {
    list: await withLikes(ctx, items),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** like_num and history_num of the profile (published products only, as the lists show). */
export async function likeAndHistoryCounts(db: Db, userId: number): Promise<{ like_num: number; history_num: number }> {
  const [{ likeNum }] = await db
    .select({ likeNum: count() })
    .from(likes)
    .innerJoin(products, eq(products.id, likes.productId))
    .where(and(eq(likes.userId, userId), eq(products.published, true)));
  const [{ historyNum }] = await db
    .select({ historyNum: count() })
    .from(history)
    .innerJoin(products, eq(products.id, history.productId))
    .where(and(eq(history.userId, userId), eq(products.published, true)));
  return { like_num: likeNum, history_num: historyNum };
}

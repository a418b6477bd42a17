import type { Context } from '../../lib/context.ts';
import { likedIdsOf } from './service.ts';

type Likeable = { id: number; is_like: boolean };
type WithItems = Likeable | Likeable[] | { list: Likeable[] };

/** Sets is_like of one item, a list or a page `{ list }` from the ids `likedOf` says are liked, in one call; returns it. */
export async function markLiked<T extends WithItems>(data: T, likedOf: (ids: number[]) => Promise<Set<number>>): Promise<T> {
  const items: Likeable[] = Array.isArray(data) ? data : 'list' in data ? data.list : [data];
  const liked = await likedOf(items.map((i) => i.id));
  for (const item of items) item.is_like = liked.has(item.id);
  return data;
}

/**
 * Fills is_like of product items for the context's shopper, in a single query; accepts one item, a
 * list, or a page `{ list }`, and returns it. Visitors get false.
 */
export const withLikes = <T extends WithItems>({ db, user }: Context, data: T): Promise<T> =>
  markLiked(data, (ids) => likedIdsOf(db, user?.id, ids));

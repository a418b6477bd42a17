import type { Context } from '../../lib/context.ts';
import { likedIdsOf } from './service.ts';

type Likeable = { id: number; is_like: boolean };
type WithItems = Likeable | Likeable[] | { list: Likeable[] };

/**
 * Fills is_like of product items for the context's shopper, in a single query; accepts one item, a
 * list, or a page `{ list }`, and returns it. Visitors get false.
 */
export async function withLikes<T extends WithItems>({ db, user }: Context, data: T): Promise<T> {
  const items: Likeable[] = Array.isArray(data) ? data : 'list' in data ? data.list : [data];
  const liked = await likedIdsOf(
    db,
    user?.id,
    items.map((i) => i.id),
  );
  for (const item of items) item.is_like = liked.has(item.id);
  return data;
}

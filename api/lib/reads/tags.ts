import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSkus } from '../../db/schema/index.ts';
import type { EditorAction } from '../../modules/editor/change-log.ts';

/**
 * What a cached catalogue answer shows or depends on. An answer carries the tags of everything it
 * shows (`product:<id>` per product) plus the broader facts its membership and order rest on; a
 * write invalidates the tags of what it changed, and every answer carrying one of them is dropped.
 */
export const Tag = {
  /** Every cached answer carries it: invalidating it empties the cache. */
  all: 'all',
  /** One product as shown: names, SKUs, prices, stock, rating. */
  product: (id: number) => `product:${id}`,
  /** Which products are listed at all (published, created, moved, priced in a country). */
  catalogue: 'catalogue',
  /** Orders and filters resting on one product field each. */
  bySold: 'order:sold',
  byPrice: 'order:price',
  byRating: 'order:rating',
  /** "In stock somewhere" filters and orders (curated lists, recommendations): a restock can add a product to them. */
  byStock: 'order:stock',
  /** Search matches rest on every product's texts. */
  search: 'search',
  routes: 'routes',
  categories: 'categories',
  category: (id: number) => `category:${id}`,
  banners: 'banners',
  /** The shop-wide review list (any new review changes its pages). */
  reviews: 'reviews',
  productReviews: (productId: number) => `reviews:${productId}`,
  post: (id: number) => `post:${id}`,
  /**
   * Texts whose public reads are not cached yet (solved problems, info pages, experiences): their
   * edits drop these tags alone, and an answer cached some day that shows them must carry them.
   */
  solvedProblems: (productId: number) => `solved:${productId}`,
  infoPage: (kind: number) => `info:${kind}`,
  experience: (id: number) => `experience:${id}`,
} as const;

/** The media kinds (editor targets `media:<kind>:<id>`) that are rows of the experiences table. */
const EXPERIENCE_KINDS = new Set(['audio', 'radio', 'comic', 'novel']);

/** One change an editor recorded (`record()` in api/modules/editor/service.ts). */
export interface EditorChange {
  action: EditorAction;
  target: string;
  detail: Record<string, unknown>;
}

const idOf = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : null);

/**
 * The tags an editor's change invalidates, by its target (`product:<id>`, `sku:<id>`, `category:<id>`,
 * `banner:<id>`, `faq:<id>`, `post:<id>`, `article:<key>`, `media:<kind>:<id>`, `info:<kind>`, and
 * `solved:<id>` with its product_id in the detail): the one place the editor's vocabulary meets the
 * cache's. A target this map does not know empties the cache, so a new kind of edit is never served
 * stale. SKUs are looked up (after the commit) for their product.
 */
export async function tagsOfEditorChanges(db: Db, changes: EditorChange[]): Promise<string[]> {
  const tags = new Set<string>();
  const skuChanges = new Map<number, EditorChange>();
  for (const change of changes) {
    const [kind, first, second] = change.target.split(':');
    const id = idOf(first);
    if (kind === 'product' && id !== null) {
      tags.add(Tag.product(id)).add(Tag.productReviews(id)).add(Tag.search).add(Tag.routes);
      // Only a change of texts leaves the product's place in lists alone (not its visibility or category).
      const textsOnly = change.action === 'product.update' && !('published' in change.detail) && !('category_id' in change.detail);
      if (!textsOnly) tags.add(Tag.catalogue).add(Tag.byPrice).add(Tag.byStock);
    } else if (kind === 'sku' && id !== null) skuChanges.set(id, change);
    else if (kind === 'category' && id !== null) tags.add(Tag.categories).add(Tag.category(id)).add(Tag.search);
    else if (kind === 'banner') tags.add(Tag.banners);
    else if ((kind === 'post' || kind === 'blog') && id !== null) tags.add(Tag.post(id)).add(Tag.routes);
    else if (kind === 'faq' || kind === 'article') tags.add(change.target);
    else if (kind === 'media' && first === 'product' && idOf(second) !== null) tags.add(Tag.product(idOf(second)!));
    else if (kind === 'media' && first === 'banner') tags.add(Tag.banners);
    else if (kind === 'media' && EXPERIENCE_KINDS.has(first) && idOf(second) !== null) tags.add(Tag.experience(idOf(second)!));
    else if (kind === 'solved' && typeof change.detail.product_id === 'number') tags.add(Tag.solvedProblems(change.detail.product_id));
    else if (kind === 'info' && id !== null) tags.add(Tag.infoPage(id));
    else tags.add(Tag.all);
  }
  if (skuChanges.size) {
    const rows = await db
      .select({ id: productSkus.id, productId: productSkus.productId })
      .from(productSkus)
      .where(inArray(productSkus.id, [...skuChanges.keys()]));
    // A SKU gone with its change (deleted) cannot name its product: everything goes.
    if (rows.length < skuChanges.size) tags.add(Tag.all);
    for (const row of rows) {
      const change = skuChanges.get(row.id)!;
      tags.add(Tag.product(row.productId)).add(Tag.byStock);
      const stockOnly = change.action === 'sku.update' && !('prices' in change.detail);
      if (!stockOnly) tags.add(Tag.byPrice).add(Tag.catalogue).add(Tag.search);
    }
  }
  return [...tags];
}

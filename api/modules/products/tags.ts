import { Tag } from '../../lib/reads/tags.ts';
import type { ProductSort } from './rules.ts';

/** The product fields each sort orders by, as read-cache tags. */
const sortTags: Record<ProductSort, Tag[]> = {
  recommended: [Tag.bySold],
  best_selling: [Tag.bySold],
  newest: [],
  price_asc: [Tag.byPrice],
  price_desc: [Tag.byPrice],
  rating: [Tag.byRating],
};

export const productTags = (items: Array<{ id: number }>) => items.map((p) => Tag.product(p.id));

/**
 * Tags of a product-list page: the products on it, which products are listed at all, what its sort
 * and filters rest on. An order changing a product's stock drops the pages showing that product;
 * a sale (sold counts) drops the pages sorted by sales.
 */
export function listTags(
  filter: { sort: ProductSort; category_id?: number; min_price?: string; max_price?: string },
  items: Array<{ id: number }>,
): Tag[] {
  return [
    Tag.catalogue,
    ...sortTags[filter.sort],
    ...(filter.min_price || filter.max_price ? [Tag.byPrice] : []),
    ...(filter.category_id ? [Tag.category(filter.category_id)] : []),
    ...productTags(items),
  ];
}

import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { products, productSkus, skuPrices } from '../../db/schema/index.ts';
import type { CuratedPage } from '../products/rules.ts';
import { averageRating } from '../products/service.ts';

interface CuratedRule {
  /** What the list is, for whoever edits the pages. */
  title: string;
  limit: number;
  where?: (prices: PriceList) => SQL;
  orderBy: (prices: PriceList) => SQL[];
}

/** Reviews a product needs before it counts as a customer favourite. */
const FAVOURITE_MIN_REVIEWS = 5;

/** Whose prices count: the country's own list, and the default country's where it has none. */
interface PriceList {
  country: string;
  fallback: string;
}

/** The largest discount of a product's SKUs in a country (0 to 1), from its price list or the default country's. */
function maxDiscount({ country, fallback }: PriceList): SQL<number> {
  return sql<number>`(select max(1 - coalesce(own.price_cents, def.price_cents)::float8
      / coalesce(own.original_price_cents, def.original_price_cents))
    from ${productSkus} s
    left join ${skuPrices} own on own.sku_id = s.id and own.country_code = ${country}
    left join ${skuPrices} def on def.sku_id = s.id and def.country_code = ${fallback}
    where s.product_id = ${products.id})`;
}

/**
 * The product lists of the content pages, each a fixed rule over the live catalogue so they stay
 * current without editing. Products sold out in every colour never appear in them.
 */
export const CURATED_LISTS: Record<CuratedPage, CuratedRule> = {
  home: {
    title: 'Featured: the best seller of every category, then the next best sellers',
    limit: 8,
    orderBy: () => [
      sql`row_number() over (partition by ${products.categoryId} order by ${products.soldCount} desc, ${products.id})`,
      desc(products.soldCount),
      asc(products.id),
    ],
  },
  about: {
    title: 'Customer favourites: the best rated products with enough reviews',
    limit: 4,
    orderBy: () => [
      sql`${products.reviewCount} >= ${FAVOURITE_MIN_REVIEWS} desc`,
      sql`${averageRating} desc`,
      desc(products.reviewCount),
      asc(products.id),
    ],
  },
  mooliworld: {
    title: 'New arrivals',
    limit: 8,
    orderBy: () => [desc(products.createdAt), desc(products.id)],
  },
  moment: {
    title: 'On sale: the largest discounts in the country',
    limit: 8,
    where: (prices) => sql`${maxDiscount(prices)} > 0`,
    orderBy: (prices) => [sql`${maxDiscount(prices)} desc`, desc(products.soldCount), asc(products.id)],
  },
  experience: {
    title: 'Most reviewed: what most shoppers have tried and talked about',
    limit: 8,
    orderBy: () => [desc(products.reviewCount), sql`${averageRating} desc`, asc(products.id)],
  },
};

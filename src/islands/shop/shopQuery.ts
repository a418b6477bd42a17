import { PRODUCT_SORTS, type ProductSort } from '../../../api/modules/products/rules.ts';

/** The /shop filters as kept in the URL query, so back/forward and shared links restore them. */
export interface ShopQuery {
  /** The encrypted category id (spec §2: the category filter goes through `t`). */
  t: string | null;
  sort: ProductSort;
  /** Whole dollars; null = no bound. */
  min: number | null;
  max: number | null;
  page: number;
}

export const DEFAULT_SORT: ProductSort = 'recommended';
export const defaultShopQuery = (): ShopQuery => ({ t: null, sort: DEFAULT_SORT, min: null, max: null, page: 1 });

const wholeNumber = (v: string | null, limit: number): number | null => {
  if (v === null || !/^\d{1,7}$/.test(v)) return null;
  const n = Number(v);
  return n <= limit ? n : null;
};

/** Reads the filters from a query string; anything malformed falls back to its default. */
export function parseShopQuery(search: string): ShopQuery {
  const q = new URLSearchParams(search);
  const t = q.get('t');
  const sort = q.get('sort');
  let min = wholeNumber(q.get('min'), 9_999_999);
  let max = wholeNumber(q.get('max'), 9_999_999);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return {
    t: t && /^[A-Za-z0-9_-]{1,200}$/.test(t) ? t : null,
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : DEFAULT_SORT,
    min: min === 0 ? null : min,
    max,
    page: wholeNumber(q.get('page'), 10_000) || 1,
  };
}

/** The query string for filters ("" for the defaults); t comes first, as the header's links have it. */
export function shopQueryString(s: ShopQuery): string {
  const q = new URLSearchParams();
  if (s.t) q.set('t', s.t);
  if (s.sort !== DEFAULT_SORT) q.set('sort', s.sort);
  if (s.min !== null && s.min > 0) q.set('min', String(s.min));
  if (s.max !== null) q.set('max', String(s.max));
  if (s.page > 1) q.set('page', String(s.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}

export const sameShopQuery = (a: ShopQuery, b: ShopQuery) => shopQueryString(a) === shopQueryString(b);

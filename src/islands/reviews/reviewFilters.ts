/** The /user-review filters as they appear in the page's address (?product=12&rating=5), so a filtered list can be shared. */
export interface ReviewFilters {
  product_id?: number;
  rating?: number;
}

const positive = (v: string | null, max: number) => {
  const n = v !== null && /^\d{1,9}$/.test(v) ? Number(v) : NaN;
  return n >= 1 && n <= max ? n : undefined;
};

/** The address's parameters for the filters (the page's early script looks for them too). */
export const FILTER_PARAMS = { product: 'product', rating: 'rating' } as const;

export function filtersFromSearch(search: string): ReviewFilters {
  const q = new URLSearchParams(search);
  return { product_id: positive(q.get(FILTER_PARAMS.product), 2_147_483_647), rating: positive(q.get(FILTER_PARAMS.rating), 5) };
}

export function searchOfFilters(f: ReviewFilters): string {
  const q = new URLSearchParams();
  if (f.product_id) q.set(FILTER_PARAMS.product, String(f.product_id));
  if (f.rating) q.set(FILTER_PARAMS.rating, String(f.rating));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Catalogue values: plain values shared by the API's schemas and the storefront (no zod, so islands stay small). */

export const PRODUCT_SORTS = ['recommended', 'newest', 'price_asc', 'price_desc', 'rating', 'best_selling'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The pages with a curated product list: GET /{page}/product/getList answers ProductListItem[]. */
export const CURATED_PAGES = ['home', 'about', 'mooliworld', 'moment', 'experience'] as const;
export type CuratedPage = (typeof CURATED_PAGES)[number];

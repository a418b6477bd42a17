import { z } from 'zod';
import { countryCode, idParam, lang, pagination } from '../../lib/request.ts';
import { CURATED_PAGES, PRODUCT_SORTS, type CuratedPage, type ProductSort } from './rules.ts';

export { CURATED_PAGES, PRODUCT_SORTS, type CuratedPage, type ProductSort };

const money = z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount like "24.99"');

export const ProductListBody = z.object({
  category_id: idParam.optional(),
  min_price: money.optional(),
  max_price: money.optional(),
  sort: z.enum(PRODUCT_SORTS).default('recommended'),
  country_code: countryCode,
  lang,
  ...pagination,
}).refine((b) => !b.min_price || !b.max_price || Number(b.min_price) <= Number(b.max_price), {
  message: 'min_price must not exceed max_price', path: ['min_price'],
});
export type ProductListBody = z.input<typeof ProductListBody>;

export const ProductIdParams = z.object({ id: idParam });
export const CountryQuery = z.object({ country_code: countryCode, lang });

export interface ImageRef { name: string; url: string }
export interface ProductSku {
  id: number;
  color_name: string;
  product_color_card: string;
  product_price: string;
  product_original_price: string;
  stock_num: number;
  cover_image: ImageRef;
  cover_product_image: { url: string };
}
export interface ProductListItem {
  id: number;
  product_name: string;
  description: string;
  review_rating: number;
  reviews: number;
  is_like: boolean;
  category_id: number;
  route_info: { route: string };
  product_sku_info: ProductSku[];
}
export interface GalleryImage { name: string; url: string; srcset: string; width: number; height: number; sku_id: number | null }
export interface ProductDetail extends ProductListItem {
  slug: string;
  rich_description: string;
  category: { id: number; cate_name: string };
  images: GalleryImage[];
}
export interface Page<T> { list: T[]; total: number; page: number; page_size: number }
export interface Category { id: number; cate_name: string }

// ---- Catalogue calls (spec §7, Products) ----

export const MaxPriceQuery = z.object({ country_code: countryCode, category_id: idParam.optional() });
export interface MaxPrice { max_price: string }

export const ProductReviewListBody = z.object({ product_id: idParam, lang, ...pagination });
export const ReviewListBody = z.object({ rating: z.coerce.number().int().min(1).max(5).optional(), lang, ...pagination });
export interface ReviewItem {
  id: number;
  product_id: number;
  product_name: string;
  route: string;
  author_name: string;
  rating: number;
  content: string;
  images: string[];
  created_at: string;
}
export interface ProductReviewPage extends Page<ReviewItem> {
  review_rating: number;
  reviews: number;
  /** How many reviews gave each star rating, "1" to "5". */
  rating_counts: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export const RecommendBody = z.object({ product_id: idParam, country_code: countryCode, lang, limit: z.coerce.number().int().min(1).max(24).default(8) });

export const SolvedProblemListBody = z.object({ product_id: idParam.optional(), lang, ...pagination });
export interface SolvedProblem { id: number; product_id: number; problem: string; solution: string }

export const SearchBody = z.object({ keywords: z.string().max(100), country_code: countryCode, lang, ...pagination });

export const BestsellerBody = z.object({ category_id: idParam.optional(), country_code: countryCode, lang, ...pagination });

/** GET /home|about|mooliworld|moment|experience/product/getList: curated product lists for those pages. */
export const CuratedListQuery = z.object({ country_code: countryCode, lang });

export interface ShopBanner { title: string; subtitle: string; image_url: string; redirect_url: string | null }


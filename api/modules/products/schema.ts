import { z } from 'zod';
import { countryCode, idParam, lang, moneyOut, pageOf, pagination, type Page } from '../../lib/request.ts';
import { CURATED_PAGES, PRODUCT_SORTS, type CuratedPage, type ProductSort } from './rules.ts';
import { text, wholeNumber } from '../../lib/fields.ts';

export { CURATED_PAGES, PRODUCT_SORTS, type CuratedPage, type ProductSort, type Page };

const money = text()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'must be an amount like "24.99"');

// ---- Requests ----

export const ProductListBody = z
  .strictObject({
    category_id: idParam.optional(),
    min_price: money.optional(),
    max_price: money.optional(),
    sort: z.enum(PRODUCT_SORTS).default('recommended'),
    country_code: countryCode,
    lang,
    ...pagination,
  })
  .refine((b) => !b.min_price || !b.max_price || Number(b.min_price) <= Number(b.max_price), {
    message: 'min_price must not exceed max_price',
    path: ['min_price'],
  });
export type ProductListBody = z.input<typeof ProductListBody>;

export const ProductIdParams = z.strictObject({ id: idParam });
export const CountryQuery = z.strictObject({ country_code: countryCode, lang });
export const MaxPriceQuery = z.strictObject({ country_code: countryCode, category_id: idParam.optional() });
export const RecommendBody = z.strictObject({
  product_id: idParam,
  country_code: countryCode,
  lang,
  limit: wholeNumber(1, 24).default(8),
});

// ---- Answers ----

export const ImageRef = z.strictObject({ name: z.string(), url: z.string() });
export type ImageRef = z.infer<typeof ImageRef>;

export const ProductSku = z.strictObject({
  id: z.number().int(),
  color_name: z.string(),
  product_color_card: z.string(),
  product_price: moneyOut,
  product_original_price: moneyOut,
  stock_num: z.number().int().min(0),
  cover_image: ImageRef,
  cover_product_image: z.strictObject({ url: z.string() }),
});
export type ProductSku = z.infer<typeof ProductSku>;

const listItemShape = {
  id: z.number().int(),
  product_name: z.string(),
  description: z.string(),
  review_rating: z.number().min(0).max(5),
  reviews: z.number().int().min(0),
  is_like: z.boolean(),
  category_id: z.number().int(),
  route_info: z.strictObject({ route: z.string() }),
  product_sku_info: z.array(ProductSku),
};
export const ProductListItem = z.strictObject(listItemShape);
export type ProductListItem = z.infer<typeof ProductListItem>;
export const ProductPage = pageOf(ProductListItem);

export const GalleryImage = z.strictObject({
  name: z.string(),
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sku_id: z.number().int().nullable(),
});
export type GalleryImage = z.infer<typeof GalleryImage>;

export const ProductDetail = z.strictObject({
  ...listItemShape,
  slug: z.string(),
  rich_description: z.string(),
  category: z.strictObject({ id: z.number().int(), cate_name: z.string() }),
  images: z.array(GalleryImage),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const Category = z.strictObject({ id: z.number().int(), cate_name: z.string() });
export type Category = z.infer<typeof Category>;

export const MaxPrice = z.strictObject({ max_price: moneyOut });
export type MaxPrice = z.infer<typeof MaxPrice>;

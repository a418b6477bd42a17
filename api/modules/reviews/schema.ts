import { z } from 'zod';
import { LOCALES } from '../../lib/locales.ts';
import { idParam, lang, pageOf, pagination } from '../../lib/request.ts';
import { text, wholeNumber } from '../../lib/fields.ts';

export const ProductReviewListBody = z.strictObject({ product_id: idParam, lang, ...pagination });
export const ReviewListBody = z.strictObject({ product_id: idParam.optional(), rating: wholeNumber(1, 5).optional(), lang, ...pagination });

export const ReviewItem = z.strictObject({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  route: z.string(),
  author_name: z.string(),
  rating: z.number().int().min(1).max(5),
  /** In the shopper's language when the review has one (is_translation says whether it is a translation), else as written. */
  content: z.string(),
  /** The language the reviewer wrote in. */
  language: z.enum(LOCALES),
  /** content is a translation of the review into the shopper's language. */
  is_translation: z.boolean(),
  images: z.array(z.string()),
  created_at: z.string(),
});
export type ReviewItem = z.infer<typeof ReviewItem>;
export const ReviewPage = pageOf(ReviewItem);

export const ProductReviewPage = z.strictObject({
  ...ReviewPage.shape,
  review_rating: z.number().min(0).max(5),
  reviews: z.number().int().min(0),
  /** How many reviews gave each star rating, "1" to "5". */
  rating_counts: z.strictObject({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type ProductReviewPage = z.infer<typeof ProductReviewPage>;

/** A new review of a product, as the service that records reviews accepts it. */
export const NewReview = z.strictObject({
  product_id: idParam,
  author_name: text().trim().min(1).max(60),
  rating: z.number().int().min(1).max(5),
  content: text({ multiline: true }).trim().min(1).max(2000),
  language: z.enum(LOCALES).default('en'),
  translations: z.partialRecord(z.enum(LOCALES), text({ multiline: true }).trim().min(1).max(2000)).default({}),
  images: z
    .array(
      text()
        .trim()
        .min(1)
        .max(500)
        .regex(/^(\/media\/|https:\/\/)/, 'must be a /media/ or https URL'),
    )
    .max(6)
    .default([]),
});
export type NewReview = z.input<typeof NewReview>;

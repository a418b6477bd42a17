import { z } from 'zod';
import { wholeNumber } from '../../lib/fields.ts';
import { lang } from '../../lib/request.ts';
import { BlogDetail } from '../blog/schema.ts';
import { ProductDetail, ProductListItem } from '../products/schema.ts';
import { ProductReviewPage } from '../reviews/schema.ts';
import { SolvedProblemPage } from '../solved-problems/schema.ts';

export const BuildQuery = z.strictObject({ lang });
/**
 * The product pages of one build process of `shards` (see src/lib/build-shard.ts): the pages whose
 * product id plus locale index is `shard` modulo `shards`, with only the list items they recommend.
 */
export const ProductPagesQuery = z
  .strictObject({ lang, shard: wholeNumber(0, 63).default(0), shards: wholeNumber(1, 64).default(1) })
  .refine((q) => q.shard < q.shards, 'shard must be below shards');

/** What one product page shows, as the four calls of the page would answer it. */
export const ProductPageData = z.strictObject({
  /** A digest of the page's product, reviews and solved problems: a build keys the page by it (and by what it recommends). */
  digest: z.string(),
  product: ProductDetail,
  reviews: ProductReviewPage,
  solved: SolvedProblemPage,
  /** Ids into `items`, best first. */
  recommended: z.array(z.number().int()),
});
export type ProductPageData = z.output<typeof ProductPageData>;

/** Every published product page of one language, in the shop's default country's prices. */
export const ProductPages = z.strictObject({
  country: z.string(),
  pages: z.array(ProductPageData),
  /** The list items that recommendations refer to, by id. */
  items: z.record(z.string(), ProductListItem),
});
export type ProductPages = z.output<typeof ProductPages>;

/** Every published blog post of one language, with the ids of the posts each recommends. */
export const BlogPages = z.strictObject({
  pages: z.array(z.strictObject({ post: BlogDetail, recommended: z.array(z.number().int()) })),
  items: z.record(z.string(), BlogDetail.omit({ body: true })),
});
export type BlogPages = z.output<typeof BlogPages>;

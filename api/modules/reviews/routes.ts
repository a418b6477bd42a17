import { cachedRoute } from '../../lib/reads/cached-route.ts';
import { Tag } from '../../lib/reads/tags.ts';
import type { App } from '../../lib/types.ts';
import * as calls from './contract.ts';
import { productReviews, reviewList } from './service.ts';

export default async function reviewRoutes(app: App) {
  cachedRoute(app, calls.productReviews, {
    compute: (ctx, { body }) => productReviews(ctx, body),
    tags: (_, { body }) => [Tag.productReviews(body.product_id), Tag.product(body.product_id)],
  });
  // Items name their products; which reviews are listed rests on every review and on published products.
  cachedRoute(app, calls.list, {
    compute: (ctx, { body }) => reviewList(ctx, body),
    tags: (page) => [Tag.reviews, Tag.catalogue, ...new Set(page.list.map((r) => Tag.product(r.product_id)))],
  });
}

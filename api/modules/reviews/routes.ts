import { ok } from '../../lib/envelope.ts';
import { localeOf } from '../../lib/request.ts';
import type { App } from '../../lib/types.ts';
import { ProductReviewListBody, ReviewListBody } from '../products/schema.ts';
import { productReviews, reviewList } from './service.ts';

export default async function reviewRoutes(app: App) {
  app.post('/product/review/getProductList', { schema: { body: ProductReviewListBody } }, async (req) =>
    ok(await productReviews(app.db, req.body, localeOf(req))));
  app.post('/product/review/getList', { schema: { body: ReviewListBody } }, async (req) =>
    ok(await reviewList(app.db, req.body, localeOf(req))));
}

import { defineCall } from '../../lib/contract.ts';
import { ProductReviewListBody, ProductReviewPage, ReviewListBody, ReviewPage } from './schema.ts';

/** One product's reviews with its rating summary. */
export const productReviews = defineCall({
  method: 'POST',
  path: '/product/review/getProductList',
  auth: 'none',
  body: ProductReviewListBody,
  response: ProductReviewPage,
});

/** The shop's reviews, newest first, optionally of one product and of one star rating (the /user-review page). */
export const list = defineCall({
  method: 'POST',
  path: '/product/review/getList',
  auth: 'none',
  body: ReviewListBody,
  response: ReviewPage,
});

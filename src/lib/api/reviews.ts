import { reviews } from './calls.ts';
import { bind } from './index.ts';

export const getProductReviews = bind(reviews.productReviews);
export const getReviewList = bind(reviews.list);

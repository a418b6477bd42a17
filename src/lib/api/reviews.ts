import type { Page } from '../../../api/lib/request.ts';
import type { ProductReviewPage, ReviewItem } from '../../../api/modules/reviews/schema.ts';
import { api } from './index.ts';

export const getProductReviews = (body: { product_id: number; page?: number; page_size?: number }) =>
  api.post<ProductReviewPage>('/product/review/getProductList', { json: body });
export const getReviewList = (body: { rating?: number; page?: number; page_size?: number }) =>
  api.post<Page<ReviewItem>>('/product/review/getList', { json: body });

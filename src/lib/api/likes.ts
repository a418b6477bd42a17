import type { LikeResult } from '../../../api/modules/user/schema.ts';
import { api } from './index.ts';

/** POST /user/liked/dolike [auth]: toggles the like on a product and returns the new state. */
export const toggleProductLike = (productId: number) =>
  api.post<LikeResult>('/user/liked/dolike', { auth: true, json: { product_id: productId } });

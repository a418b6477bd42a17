import type { Page } from '../../../api/lib/request.ts';
import type { ProductListItem } from '../../../api/modules/products/schema.ts';
import { api } from './index.ts';

export const searchProducts = (body: { keywords: string; country_code: string; page?: number; page_size?: number }, signal?: AbortSignal) =>
  api.post<Page<ProductListItem>>('/product/search', { json: body, signal });

import type { Page } from '../../../api/lib/request.ts';
import type { ProductListItem } from '../../../api/modules/products/schema.ts';
import type { ShopBanner } from '../../../api/modules/curated/schema.ts';
import type { CuratedPage } from '../../../api/modules/products/rules.ts';
import { api } from './index.ts';

export const getBestsellers = (body: { country_code: string; category_id?: number; page?: number; page_size?: number }) =>
  api.post<Page<ProductListItem>>('/bestseller/product/getList', { json: body });
export const getShopBanners = () => api.post<ShopBanner[]>('/shop/banner/getList');
/** GET /{home|about|mooliworld|moment|experience}/product/getList: a content page's curated products. */
export const getCuratedProducts = (page: CuratedPage, countryCode: string) =>
  api.get<ProductListItem[]>(`/${page}/product/getList`, { searchParams: { country_code: countryCode } });

import type {
  Category, CuratedPage, MaxPrice, Page, ProductDetail, ProductListBody, ProductListItem, ProductReviewPage, ReviewItem, ShopBanner, SolvedProblem,
} from '../../../api/modules/products/schema.ts';
import { api } from './index.ts';

export const getCategoryList = () => api.get<Category[]>('/product/category/getList');
export const getProductList = (body: ProductListBody) => api.post<Page<ProductListItem>>('/product/getList', { json: body });
export const getProductDetail = (id: number, countryCode: string) =>
  api.get<ProductDetail>(`/product/getDetail/${id}`, { searchParams: { country_code: countryCode } });
export const getMaxPrice = (countryCode: string, categoryId?: number) =>
  api.get<MaxPrice>('/product/getMaxPrice', { searchParams: { country_code: countryCode, category_id: categoryId } });
export const getProductReviews = (body: { product_id: number; page?: number; page_size?: number }) =>
  api.post<ProductReviewPage>('/product/review/getProductList', { json: body });
export const getReviewList = (body: { rating?: number; page?: number; page_size?: number }) =>
  api.post<Page<ReviewItem>>('/product/review/getList', { json: body });
export const getRecommendations = (body: { product_id: number; country_code: string; limit?: number }) =>
  api.post<ProductListItem[]>('/product/recommend', { json: body });
export const getSolvedProblems = (body: { product_id?: number; page?: number; page_size?: number }) =>
  api.post<Page<SolvedProblem>>('/solved/promblem/getList', { json: body });
export const searchProducts = (body: { keywords: string; country_code: string; page?: number; page_size?: number }, signal?: AbortSignal) =>
  api.post<Page<ProductListItem>>('/product/search', { json: body, signal });
export const getBestsellers = (body: { country_code: string; category_id?: number; page?: number; page_size?: number }) =>
  api.post<Page<ProductListItem>>('/bestseller/product/getList', { json: body });
export const getShopBanners = () => api.post<ShopBanner[]>('/shop/banner/getList');
/** GET /{home|about|mooliworld|moment|experience}/product/getList: a content page's curated products. */
export const getCuratedProducts = (page: CuratedPage, countryCode: string) =>
  api.get<ProductListItem[]>(`/${page}/product/getList`, { searchParams: { country_code: countryCode } });

import { products } from './calls.ts';
import { bind } from './index.ts';

export const getProductList = bind(products.list);
export const getProductDetail = bind(products.detail);
export const getMaxPrice = bind(products.maxPrice);
export const getRecommendations = bind(products.recommend);

import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { LangQuery } from '../../lib/request.ts';
import {
  Category,
  CountryQuery,
  MaxPrice,
  MaxPriceQuery,
  ProductDetail,
  ProductIdParams,
  ProductListBody,
  ProductListItem,
  ProductPage,
  RecommendBody,
} from './schema.ts';

/** The catalogue calls of spec §7 (Products). */
export const categoryList = defineCall({
  method: 'GET',
  path: '/product/category/getList',
  auth: 'none',
  query: LangQuery,
  response: z.array(Category),
});

export const maxPrice = defineCall({
  method: 'GET',
  path: '/product/getMaxPrice',
  auth: 'none',
  query: MaxPriceQuery,
  response: MaxPrice,
});

export const list = defineCall({
  method: 'POST',
  path: '/product/getList',
  auth: 'optional',
  body: ProductListBody,
  response: ProductPage,
});

export const detail = defineCall({
  method: 'GET',
  path: '/product/getDetail/:id',
  auth: 'optional',
  params: ProductIdParams,
  query: CountryQuery,
  response: ProductDetail,
});

export const recommend = defineCall({
  method: 'POST',
  path: '/product/recommend',
  auth: 'optional',
  body: RecommendBody,
  response: z.array(ProductListItem),
});

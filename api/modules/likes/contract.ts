import { defineCall } from '../../lib/contract.ts';
import { ProductPage } from '../products/schema.ts';
import { LikeBody, LikeQuery, LikeResult, UserProductListBody } from './schema.ts';

/** Likes and browsing history of the signed-in shopper. */
export const toggle = defineCall({ method: 'POST', path: '/user/liked/dolike', auth: 'required', body: LikeBody, response: LikeResult });

/** The same toggle as a GET, as the spec lists it. */
export const toggleByQuery = defineCall({
  method: 'GET',
  path: '/productLike/doLike',
  auth: 'required',
  query: LikeQuery,
  response: LikeResult,
});

export const likedList = defineCall({
  method: 'POST',
  path: '/user/liked/getList',
  auth: 'required',
  body: UserProductListBody,
  response: ProductPage,
});

export const historyList = defineCall({
  method: 'POST',
  path: '/user/history/getList',
  auth: 'required',
  body: UserProductListBody,
  response: ProductPage,
});

import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import {
  CartAddBody,
  CartAddResult,
  CartCount,
  CartDeleteBody,
  CartFromOrderBody,
  CartListQuery,
  CartNumChangeBody,
  CartView,
  CouponCalculateQuery,
} from './schema.ts';

/** The cart calls of spec §7 (Cart); each answer after a change carries the fresh cart and prices. */
export const add = defineCall({ method: 'POST', path: '/cart/product/add', auth: 'required', body: CartAddBody, response: CartAddResult });

export const list = defineCall({ method: 'GET', path: '/cart/getList', auth: 'required', query: CartListQuery, response: CartView });

export const count = defineCall({ method: 'GET', path: '/cart/getCount', auth: 'required', response: CartCount });

export const changeNum = defineCall({
  method: 'POST',
  path: '/cart/num/change',
  auth: 'required',
  body: CartNumChangeBody,
  response: CartView,
});

export const remove = defineCall({ method: 'DELETE', path: '/cart/delete', auth: 'required', body: CartDeleteBody, response: CartView });

/** The cart priced with a coupon; a coupon that does not apply is refused (400) with its reason. */
export const couponCalculate = defineCall({
  method: 'GET',
  path: '/cart/coupon/calculate',
  auth: 'required',
  query: CouponCalculateQuery,
  response: CartView,
});

/** Buy again: returns the cart ids of the order's lines, now in the cart. */
export const fromOrder = defineCall({
  method: 'POST',
  path: '/cart/order/add',
  auth: 'required',
  body: CartFromOrderBody,
  response: z.array(z.number().int()),
});

import { z } from 'zod';
import { defineCall } from '../../lib/contract.ts';
import { ProductListItem } from '../products/schema.ts';
import {
  AfterSaleApplyBody,
  AfterSaleDetail,
  CaptureQuery,
  CaptureResult,
  CreatedOrder,
  OrderAmounts,
  OrderCancelBody,
  OrderCount,
  OrderCreateBody,
  OrderDetail,
  OrderIdParams,
  OrderListQuery,
  OrderPage,
  OrderPayBody,
  PaymentRecommendQuery,
  ShippingPriceQuery,
} from './schema.ts';

/** The order calls of spec §7 (Orders). Every one is the signed-in shopper's own: another's id is 404. */
export const create = defineCall({
  method: 'POST',
  path: '/order/create',
  auth: 'required',
  body: OrderCreateBody,
  response: CreatedOrder,
});

/** The buyer picked another shipping country in PayPal's window: reprice and patch the PayPal order. */
export const shippingPrice = defineCall({
  method: 'GET',
  path: '/shipping/price/order',
  auth: 'required',
  query: ShippingPriceQuery,
  response: OrderAmounts,
});

export const capture = defineCall({
  method: 'GET',
  path: '/order/capture',
  auth: 'required',
  query: CaptureQuery,
  response: CaptureResult,
});

export const paymentRecommend = defineCall({
  method: 'GET',
  path: '/product/paymentRecommend',
  auth: 'required',
  query: PaymentRecommendQuery,
  response: z.array(ProductListItem),
});

export const list = defineCall({ method: 'GET', path: '/order/getList', auth: 'required', query: OrderListQuery, response: OrderPage });

export const count = defineCall({ method: 'GET', path: '/order/getCount', auth: 'required', response: OrderCount });

export const read = defineCall({ method: 'GET', path: '/order/read/:id', auth: 'required', params: OrderIdParams, response: OrderDetail });

export const applyRefund = defineCall({
  method: 'GET',
  path: '/order/apply/refund/:id',
  auth: 'required',
  params: OrderIdParams,
  response: OrderDetail,
});

/** Pay now for an unpaid order: its live PayPal order (a new one when PayPal has dropped it), then the usual approval and capture. */
export const pay = defineCall({ method: 'POST', path: '/order/pay', auth: 'required', body: OrderPayBody, response: CreatedOrder });

/** The shopper gives up an unpaid order: the `cancel` move releases its units and coupon use at once. */
export const cancel = defineCall({ method: 'POST', path: '/order/cancel', auth: 'required', body: OrderCancelBody, response: OrderDetail });

export const afterSaleApply = defineCall({
  method: 'POST',
  path: '/order/after/sale/apply',
  auth: 'required',
  body: AfterSaleApplyBody,
  response: AfterSaleDetail,
});

export const afterSaleRead = defineCall({
  method: 'GET',
  path: '/order/after/sale/read/:id',
  auth: 'required',
  params: OrderIdParams,
  response: AfterSaleDetail,
});

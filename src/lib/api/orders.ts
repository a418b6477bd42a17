import { orders, payments } from './calls.ts';
import { bind } from './index.ts';

export const createOrder = bind(orders.create);
export const getShippingPrice = bind(orders.shippingPrice);
export const captureOrder = bind(orders.capture);
export const getPaymentRecommend = bind(orders.paymentRecommend);
export const getOrderList = bind(orders.list);
export const getOrderCount = bind(orders.count);
export const readOrder = bind(orders.read);
export const applyRefund = bind(orders.applyRefund);
export const applyAfterSale = bind(orders.afterSaleApply);
export const readAfterSale = bind(orders.afterSaleRead);
export const getPaymentConfig = bind(payments.config);
export const payUnpaidOrder = bind(orders.pay);
export const cancelOrder = bind(orders.cancel);

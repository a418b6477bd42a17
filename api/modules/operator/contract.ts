import { defineCall } from '../../lib/contract.ts';
import {
  Decided,
  Done,
  OperatorMe,
  OperatorDecideBody,
  OperatorOrderDetail,
  OperatorOrderIdBody,
  OperatorOrderPage,
  OperatorOrderParams,
  OperatorOrderQuery,
  OperatorShipBody,
  Queued,
} from './schema.ts';

/** The operators' back office: orders, their moves and after-sales decisions (auth `operator`: 403 for everyone else). */
export const me = defineCall({ method: 'GET', path: '/operator/me', auth: 'operator', response: OperatorMe });
export const orderList = defineCall({
  method: 'GET',
  path: '/operator/order/getList',
  auth: 'operator',
  query: OperatorOrderQuery,
  response: OperatorOrderPage,
});
export const orderRead = defineCall({
  method: 'GET',
  path: '/operator/order/read/:id',
  auth: 'operator',
  params: OperatorOrderParams,
  response: OperatorOrderDetail,
});
export const ship = defineCall({ method: 'POST', path: '/operator/order/ship', auth: 'operator', body: OperatorShipBody, response: Done });
export const complete = defineCall({
  method: 'POST',
  path: '/operator/order/complete',
  auth: 'operator',
  body: OperatorOrderIdBody,
  response: Done,
});
export const cancel = defineCall({
  method: 'POST',
  path: '/operator/order/cancel',
  auth: 'operator',
  body: OperatorOrderIdBody,
  response: Done,
});
export const refund = defineCall({
  method: 'POST',
  path: '/operator/order/refund',
  auth: 'operator',
  body: OperatorOrderIdBody,
  response: Done,
});
/** Sends the order's confirmation e-mail again (a shopper who lost it). */
export const resend = defineCall({
  method: 'POST',
  path: '/operator/order/resend',
  auth: 'operator',
  body: OperatorOrderIdBody,
  response: Queued,
});
export const decide = defineCall({
  method: 'POST',
  path: '/operator/afterSale/decide',
  auth: 'operator',
  body: OperatorDecideBody,
  response: Decided,
});

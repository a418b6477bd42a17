import { defineCall } from '../../lib/contract.ts';
import {
  AuditPage,
  AuditQuery,
  Decided,
  InventoryAdjustBody,
  InventoryPage,
  InventoryQuery,
  OrderExport,
  OrderExportQuery,
  PaymentCountry,
  PaymentMethodBody,
  PaymentMethodTable,
  Done,
  MessagePreview,
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
/** The orders of a day range as CSV (inside the envelope, so the same contract and auth hold). */
export const orderExport = defineCall({
  method: 'GET',
  path: '/operator/order/export',
  auth: 'operator',
  query: OrderExportQuery,
  response: OrderExport,
});
export const stockList = defineCall({
  method: 'GET',
  path: '/operator/stock/getList',
  auth: 'operator',
  query: InventoryQuery,
  response: InventoryPage,
});
export const stockAdjust = defineCall({
  method: 'POST',
  path: '/operator/stock/adjust',
  auth: 'operator',
  body: InventoryAdjustBody,
  response: InventoryPage.shape.list.element,
});
export const auditList = defineCall({
  method: 'GET',
  path: '/operator/audit/getList',
  auth: 'operator',
  query: AuditQuery,
  response: AuditPage,
});
export const paymentList = defineCall({ method: 'GET', path: '/operator/payment/getList', auth: 'operator', response: PaymentMethodTable });
export const paymentSet = defineCall({
  method: 'POST',
  path: '/operator/payment/set',
  auth: 'operator',
  body: PaymentMethodBody,
  response: PaymentCountry,
});
/** An order e-mail rendered as it would be sent now, in the shopper's language: the back office's preview. */
export const messageRead = defineCall({
  method: 'GET',
  path: '/operator/message/read/:id',
  auth: 'operator',
  params: OperatorOrderParams,
  response: MessagePreview,
});

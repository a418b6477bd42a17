import { operator } from './calls.ts';
import { bind } from './index.ts';

/** The operators' back office (/editor, Orders): every operator call. */
export const getOperatorMe = bind(operator.me);
export const listOperatorOrders = bind(operator.orderList);
export const readOperatorOrder = bind(operator.orderRead);
export const shipOrder = bind(operator.ship);
export const completeOrder = bind(operator.complete);
export const cancelOrder = bind(operator.cancel);
export const refundOrder = bind(operator.refund);
export const resendConfirmation = bind(operator.resend);
export const decideAfterSale = bind(operator.decide);
export const exportOrders = bind(operator.orderExport);
export const listStock = bind(operator.stockList);
export const adjustStock = bind(operator.stockAdjust);
export const listAudit = bind(operator.auditList);
export const listPaymentMethods = bind(operator.paymentList);
export const setPaymentMethod = bind(operator.paymentSet);
export const previewMessage = bind(operator.messageRead);

/* Free of imports, so the back office in the browser can list them too. */

/** Every action the audit log records; the back office names each in the reader's language. */
export const OPERATOR_ACTIONS = [
  'order.ship',
  'order.complete',
  'order.cancel',
  'order.requestRefund',
  'order.resend',
  'after_sale.approve',
  'after_sale.reject',
  'stock.adjust',
  'payment.set',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

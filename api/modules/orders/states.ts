import { defineProcess } from '../../lib/process.ts';

/** The messages (order e-mails) moves send; each is written to the outbox by the move that sends it. */
export const MESSAGE_KINDS = [
  'order_paid',
  'order_expired',
  'order_shipped',
  'order_refunded',
  'after_sale_received',
  'after_sale_decided',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * An order's life, with what each move does besides changing the status (the effects are run by
 * api/modules/orders/transition.ts, in the move's transaction, in the order listed).
 * pending_payment: created, its units and coupon use held, waiting for PayPal; cancelled: expired
 * or abandoned unpaid (holds released); paid: captured (holds became sales); refund_requested: the
 * refund is on its way to PayPal (reconciliation finishes it either way); refunded: the money went
 * back (also when PayPal reports a refund made elsewhere) and its units are on hand again.
 */
export const orderProcess = defineProcess({
  name: 'order',
  states: ['pending_payment', 'paid', 'shipped', 'completed', 'cancelled', 'refund_requested', 'refunded'],
  moves: {
    create: { from: [], to: 'pending_payment', effects: ['matchCart', 'holdStock', 'holdCoupon'] },
    pay: {
      from: ['pending_payment'],
      to: 'paid',
      effects: ['sellHeldStock', 'useCoupon', 'countSold', 'clearCartLines'],
      message: 'order_paid',
    },
    expire: { from: ['pending_payment'], to: 'cancelled', effects: ['releaseStock', 'releaseCoupon'], message: 'order_expired' },
    cancel: { from: ['pending_payment'], to: 'cancelled', effects: ['releaseStock', 'releaseCoupon'] },
    requestRefund: { from: ['paid'], to: 'refund_requested', effects: [] },
    // PayPal refused the refund: the order is paid again.
    refundRefused: { from: ['refund_requested'], to: 'paid', effects: [] },
    refund: { from: ['paid', 'refund_requested'], to: 'refunded', effects: ['returnSoldStock', 'uncountSold'], message: 'order_refunded' },
    ship: { from: ['paid'], to: 'shipped', effects: [], message: 'order_shipped' },
    complete: { from: ['shipped'], to: 'completed', effects: [] },
  },
});
export type OrderStatus = (typeof orderProcess.states)[number];
export type OrderMove = keyof typeof orderProcess.moves;
export type OrderEffect = (typeof orderProcess.moves)[OrderMove]['effects'][number];
export const ORDER_STATES = orderProcess.states;
/** The unpaid state: where `create` leads and what `pay`, `expire` and `cancel` leave. */
export const UNPAID: OrderStatus = orderProcess.moves.create.to;
/** Where an unpaid order ends when it is not paid. */
export const GIVEN_UP: readonly OrderStatus[] = [orderProcess.moves.expire.to, orderProcess.moves.cancel.to];
/** Where a paid order goes while the shopper keeps what they bought: after-sales requests are about these. */
export const KEPT: readonly OrderStatus[] = [orderProcess.moves.pay.to, orderProcess.moves.ship.to, orderProcess.moves.complete.to];

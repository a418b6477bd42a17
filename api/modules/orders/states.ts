import { defineMachine } from '../../lib/state-machine.ts';

/**
 * An order's life. pending_payment: created, stock and coupon reserved, waiting for PayPal;
 * cancelled: expired or abandoned unpaid (stock and coupon given back); paid: captured;
 * refund_requested: the shopper asked for a refund of a paid order not yet shipped and the refund
 * is on its way; refunded: the money went back (also when PayPal reports a refund made elsewhere).
 */
export const orderMachine = defineMachine({
  name: 'order',
  states: ['pending_payment', 'paid', 'shipped', 'completed', 'cancelled', 'refund_requested', 'refunded'],
  moves: {
    pending_payment: ['paid', 'cancelled'],
    paid: ['shipped', 'refund_requested', 'refunded'],
    shipped: ['completed'],
    completed: [],
    cancelled: [],
    // A refund PayPal refused puts the order back to paid.
    refund_requested: ['refunded', 'paid'],
    refunded: [],
  },
});
export type OrderStatus = (typeof orderMachine.states)[number];
export const ORDER_STATES = orderMachine.states;

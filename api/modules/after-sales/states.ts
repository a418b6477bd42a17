import { defineMachine } from '../../lib/state-machine.ts';

/** An after-sales request: the shop looks at it (processing), decides, and closes an approved one when done. */
export const afterSaleMachine = defineMachine({
  name: 'after-sale',
  states: ['submitted', 'processing', 'approved', 'rejected', 'completed'],
  moves: {
    submitted: ['processing', 'approved', 'rejected'],
    processing: ['approved', 'rejected'],
    approved: ['completed'],
    rejected: [],
    completed: [],
  },
});
export type AfterSaleStatus = (typeof afterSaleMachine.states)[number];
export const AFTER_SALE_STATES = afterSaleMachine.states;

/** Not yet decided: the shop may still refuse them. */
export const OPEN_AFTER_SALE_STATES: readonly AfterSaleStatus[] = AFTER_SALE_STATES.filter((s) =>
  afterSaleMachine.moves[s].includes('rejected'),
);

/** Requests whose units are taken: every state but the refusal, which gives its units back. */
export const UNITS_TAKEN_STATES: readonly AfterSaleStatus[] = AFTER_SALE_STATES.filter((s) => s !== 'rejected');

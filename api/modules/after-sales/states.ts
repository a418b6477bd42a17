import { defineProcess } from '../../lib/process.ts';

/** An after-sales request: the shop looks at it (processing), decides, and closes an approved one when done. */
export const afterSaleProcess = defineProcess({
  name: 'after-sale',
  states: ['submitted', 'processing', 'approved', 'rejected', 'completed'],
  moves: {
    submit: { from: [], to: 'submitted', effects: [], message: 'after_sale_received' },
    process: { from: ['submitted'], to: 'processing', effects: [] },
    approve: { from: ['submitted', 'processing'], to: 'approved', effects: [], message: 'after_sale_decided' },
    reject: { from: ['submitted', 'processing'], to: 'rejected', effects: [], message: 'after_sale_decided' },
    complete: { from: ['approved'], to: 'completed', effects: [] },
  },
});
export type AfterSaleStatus = (typeof afterSaleProcess.states)[number];
export type AfterSaleMove = keyof typeof afterSaleProcess.moves;
export const AFTER_SALE_STATES = afterSaleProcess.states;

/** Not yet decided: the shop may still refuse them. */
export const OPEN_AFTER_SALE_STATES: readonly AfterSaleStatus[] = afterSaleProcess.moves.reject.from;

/** Requests whose units are taken: every state but the refusal, which gives its units back. */
export const UNITS_TAKEN_STATES: readonly AfterSaleStatus[] = AFTER_SALE_STATES.filter((s) => s !== afterSaleProcess.moves.reject.to);

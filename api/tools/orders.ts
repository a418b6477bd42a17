import { parseArgs } from 'node:util';
import { outboxState, retryFailed } from '../modules/messages/worker.ts';
import { OperatorShipBody } from '../modules/operator/schema.ts';
import { decideAfterSale, moveOrderByNumber } from '../modules/orders/operator.ts';
import { resolveRefunds, stuckRefunds } from '../modules/orders/refund.ts';
import { ToolRefusal, type Tool } from './tool.ts';

const USAGE =
  'usage: npm run orders -- ship <order_no> [--carrier NAME --tracking NUMBER --url PAGE] | complete <order_no> | after-sale process|approve|reject|complete <id> [reply] | refunds [resolve] | mail [retry <id>|all]';
/** A refund requested this long ago without an answer is stuck (the shop's reconciliation waits as long). */
const STUCK_MS = 2 * 60_000;
const AFTER_SALE_MOVES = { process: 'processing', approve: 'approved', reject: 'rejected', complete: 'completed' } as const;

/**
 * `npm run orders`: the operator's hand on orders, through the shop's own state rules.
 *   ship <order_no> [--carrier NAME] [--tracking NUMBER] [--url TRACKING_PAGE]
 *                                    paid → shipped (the shipping e-mail names the carrier and links the tracking page)
 *   complete <order_no>              shipped → completed
 *   after-sale process <id>          submitted → processing
 *   after-sale approve <id> [reply]  → approved (the reply is shown to the shopper)
 *   after-sale reject <id> [reply]   → rejected
 *   after-sale complete <id>         approved → completed
 *   refunds                          refunds requested but not finished (PayPal did not answer, or the shop stopped)
 *   refunds resolve                  asks PayPal about each again: refunded, or paid again if PayPal refused it
 *   mail                             order e-mails waiting, and those given up
 *   mail retry <id …>|all            queues given-up e-mails again
 */
export const ordersTool: Tool = async (ctx, [command, ...args]) => {
  const { db } = ctx;
  const at = ctx.now();
  if (command === 'ship' && args[0]) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { carrier: { type: 'string' }, tracking: { type: 'string' }, url: { type: 'string' } },
    });
    // The back office's rules for the same fields.
    const shipment = OperatorShipBody.omit({ order_id: true }).safeParse({
      carrier: values.carrier,
      tracking_number: values.tracking,
      tracking_url: values.url,
    });
    if (!shipment.success) throw new ToolRefusal(shipment.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    return moveOrderByNumber(db, positionals[0], 'shipped', at, {
      carrier: shipment.data.carrier ?? null,
      trackingNumber: shipment.data.tracking_number ?? null,
      trackingUrl: shipment.data.tracking_url ?? null,
    });
  }
  if (command === 'complete' && args[0]) return moveOrderByNumber(db, args[0], 'completed', at);
  if (command === 'after-sale' && args[1] && /^\d+$/.test(args[1]) && Object.hasOwn(AFTER_SALE_MOVES, args[0])) {
    const to = AFTER_SALE_MOVES[args[0] as keyof typeof AFTER_SALE_MOVES];
    return decideAfterSale(db, Number(args[1]), to, args.slice(2).join(' '), at);
  }
  if (command === 'refunds' && !args[0]) {
    const stuck = await stuckRefunds({ db, now: () => at }, STUCK_MS);
    return stuck.length
      ? stuck
          .map((o) => `${o.orderNo}  ${(o.totalCents / 100).toFixed(2)} ${o.currency}  requested ${o.updatedAt.toISOString()}`)
          .join('\n')
      : 'no refund is waiting for PayPal';
  }
  if (command === 'refunds' && args[0] === 'resolve') {
    return ctx.withApp(async (app) => {
      const r = await resolveRefunds({ db, now: () => at, log: app.log }, app.payments, STUCK_MS);
      return `refunded ${r.refunded}, refused by PayPal (paid again) ${r.refused}, still waiting for PayPal ${r.pending}`;
    });
  }
  if (command === 'mail' && !args[0]) {
    const { waiting, failed } = await outboxState(db);
    return [
      `${waiting} order e-mail(s) waiting to be sent`,
      ...failed.map((m) => `given up: #${m.id} ${m.kind} (order id ${m.orderId}) after ${m.attempts} attempt(s): ${m.lastError ?? ''}`),
    ].join('\n');
  }
  if (command === 'mail' && args[0] === 'retry' && args[1]) {
    const n = await retryFailed(db, args[1] === 'all' ? 'all' : args.slice(1).map(Number).filter(Number.isSafeInteger));
    return `${n} order e-mail(s) queued again`;
  }
  throw new ToolRefusal(USAGE);
};

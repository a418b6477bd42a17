/**
 * `npm run orders -- <command>`: the operator's hand on orders, through the shop's own state rules.
 *   ship <order_no> [--carrier NAME] [--tracking NUMBER] [--url TRACKING_PAGE]
 *                                    paid → shipped (the shipping e-mail names the carrier and links the tracking page)
 *   complete <order_no>              shipped → completed
 *   after-sale process <id>          submitted → processing
 *   after-sale approve <id> [reply]  → approved (the reply is shown to the shopper)
 *   after-sale reject <id> [reply]   → rejected
 *   after-sale complete <id>         approved → completed
 *   refunds                          refunds requested but not finished (PayPal did not answer, or the shop stopped)
 *   refunds resolve                  asks PayPal about each again: refunded, or paid again if PayPal refused it
 * Uses the database of DATABASE_URL, else the embedded one in DATA_DIR (stop `npm start` first: PGlite allows one process).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/config.ts';
import { openDatabase } from '../api/db/client.ts';
import { pgliteDir } from '../api/lib/paths.ts';
import { buildApp } from '../api/app.ts';
import { decideAfterSale, moveOrderByNumber } from '../api/modules/orders/operator.ts';
import { resolveRefunds, stuckRefunds } from '../api/modules/orders/refund.ts';
import { OperatorShipBody } from '../api/modules/operator/schema.ts';
import { outboxState, retryFailed } from '../api/modules/messages/worker.ts';

const [command, ...args] = process.argv.slice(2);
const usage =
  'usage: npm run orders -- ship <order_no> [--carrier NAME --tracking NUMBER --url PAGE] | complete <order_no> | after-sale process|approve|reject|complete <id> [reply] | refunds [resolve] | mail [retry <id>|all]';
/** A refund requested this long ago without an answer is stuck (the shop's reconciliation waits as long). */
const STUCK_MS = 2 * 60_000;
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir(config) });
try {
  await database.migrate();
  const at = new Date();
  let done: string;
  if (command === 'ship' && args[0]) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { carrier: { type: 'string' }, tracking: { type: 'string' }, url: { type: 'string' } },
    });
    // The back office's rules for the same fields.
    const shipment = OperatorShipBody.omit({ order_id: true }).parse({
      carrier: values.carrier,
      tracking_number: values.tracking,
      tracking_url: values.url,
    });
    done = await moveOrderByNumber(database.db, positionals[0], 'shipped', at, {
      carrier: shipment.carrier ?? null,
      trackingNumber: shipment.tracking_number ?? null,
      trackingUrl: shipment.tracking_url ?? null,
    });
  } else if (command === 'complete' && args[0]) {
    done = await moveOrderByNumber(database.db, args[0], 'completed', at);
  } else if (command === 'after-sale' && args[1] && /^\d+$/.test(args[1])) {
    const to = ({ process: 'processing', approve: 'approved', reject: 'rejected', complete: 'completed' } as const)[args[0] as 'process'];
    if (!to) throw new Error(usage);
    done = await decideAfterSale(database.db, Number(args[1]), to, args.slice(2).join(' '), at);
  } else if (command === 'refunds' && !args[0]) {
    const stuck = await stuckRefunds({ db: database.db, now: () => at }, STUCK_MS);
    done = stuck.length
      ? stuck
          .map((o) => `${o.orderNo}  ${(o.totalCents / 100).toFixed(2)} ${o.currency}  requested ${o.updatedAt.toISOString()}`)
          .join('\n')
      : 'no refund is waiting for PayPal';
  } else if (command === 'refunds' && args[0] === 'resolve') {
    // The app brings the configured PayPal client (or the sandbox emulator on the same database).
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    try {
      const r = await resolveRefunds({ db: database.db, now: () => at, log: app.log }, app.payments, STUCK_MS);
      done = `refunded ${r.refunded}, refused by PayPal (paid again) ${r.refused}, still waiting for PayPal ${r.pending}`;
    } finally {
      await app.close();
    }
  } else if (command === 'mail' && !args[0]) {
    const { waiting, failed } = await outboxState(database.db);
    done = [
      `${waiting} order e-mail(s) waiting to be sent`,
      ...failed.map((m) => `given up: #${m.id} ${m.kind} (order id ${m.orderId}) after ${m.attempts} attempt(s): ${m.lastError ?? ''}`),
    ].join('\n');
  } else if (command === 'mail' && args[0] === 'retry' && args[1]) {
    const n = await retryFailed(database.db, args[1] === 'all' ? 'all' : args.slice(1).map(Number).filter(Number.isSafeInteger));
    done = `${n} order e-mail(s) queued again`;
  } else {
    throw new Error(usage);
  }
  console.log(done);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}

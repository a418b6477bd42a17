/**
 * `npm run orders -- <command>`: the operator's hand on orders, through the shop's own state rules.
 *   ship <order_no>                  paid → shipped
 *   complete <order_no>              shipped → completed
 *   after-sale process <id>          submitted → processing
 *   after-sale approve <id> [reply]  → approved (the reply is shown to the shopper)
 *   after-sale reject <id> [reply]   → rejected
 *   after-sale complete <id>         approved → completed
 * Uses the database of DATABASE_URL, else the embedded one in DATA_DIR (stop `npm start` first: PGlite allows one process).
 */
import { loadConfig } from '../api/config.ts';
import { openDatabase } from '../api/db/client.ts';
import { pgliteDir } from '../api/lib/paths.ts';
import { decideAfterSale, moveOrderByNumber } from '../api/modules/orders/operator.ts';

const [command, ...args] = process.argv.slice(2);
const usage = 'usage: npm run orders -- ship|complete <order_no> | after-sale process|approve|reject|complete <id> [reply]';
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir(config) });
try {
  const at = new Date();
  let done: string;
  if ((command === 'ship' || command === 'complete') && args[0]) {
    done = await moveOrderByNumber(database.db, args[0], command === 'ship' ? 'shipped' : 'completed', at);
  } else if (command === 'after-sale' && args[1] && /^\d+$/.test(args[1])) {
    const to = ({ process: 'processing', approve: 'approved', reject: 'rejected', complete: 'completed' } as const)[args[0] as 'process'];
    if (!to) throw new Error(usage);
    done = await decideAfterSale(database.db, Number(args[1]), to, args.slice(2).join(' '), at);
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

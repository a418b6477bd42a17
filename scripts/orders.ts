/**
 * `npm run orders -- <command>`: the operator's hand on orders, through the shop's own state rules
 * (the commands: api/tools/orders.ts). Works beside a running `npm start`, on either database.
 */
import { runTool } from './lib/run-tool.ts';

await runTool('orders');

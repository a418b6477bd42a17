/**
 * `npm run operators -- add <email> | remove <email> | list`: grants, withdraws or lists the
 * operator role (api/tools/roles.ts). Works beside a running `npm start`, on either database.
 */
import { runTool } from './lib/run-tool.ts';

await runTool('operators');

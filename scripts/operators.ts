/**
 * `npm run operators -- <command>`: grants or withdraws the operator role. Operators sign in with the
 * same e-mail code as shoppers and may then use the /api/operator calls (orders, after-sales); one
 * person may be editor and operator both.
 *   add <email>      grant it (an address without an account gets one)
 *   remove <email>   withdraw it (effective at the operator's next call)
 *   list             the operators
 * Uses the database of DATABASE_URL, else the embedded one in DATA_DIR (stop `npm start` first: PGlite allows one process).
 */
import { loadConfig } from '../api/config.ts';
import { openDatabase } from '../api/db/client.ts';
import { pgliteDir } from '../api/lib/paths.ts';
import { listRole, setRole } from '../api/modules/user/roles.ts';

const [command, email] = process.argv.slice(2);
const usage = 'usage: npm run operators -- add <email> | remove <email> | list';
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir(config) });
try {
  await database.migrate();
  if ((command === 'add' || command === 'remove') && email) {
    const row = await setRole(database.db, email, 'operator', command === 'add');
    console.log(`${row.email} is ${row.on ? 'an operator' : 'no longer an operator'}`);
  } else if (command === 'list') {
    for (const row of await listRole(database.db, 'operator')) console.log(row.email);
  } else {
    throw new Error(usage);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}

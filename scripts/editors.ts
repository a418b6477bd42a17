/**
 * `npm run editors -- <command>`: the operator grants or withdraws the editor role. Editors sign in
 * with the same e-mail code as shoppers and may then use the /api/editor calls.
 *   add <email>      grant it (an address without an account gets one)
 *   remove <email>   withdraw it (effective at the editor's next call)
 *   list             the editors
 * Uses the database of DATABASE_URL, else the embedded one in DATA_DIR (stop `npm start` first: PGlite allows one process).
 */
import { loadConfig } from '../api/config.ts';
import { openDatabase } from '../api/db/client.ts';
import { pgliteDir } from '../api/lib/paths.ts';
import { listEditors, setEditor } from '../api/modules/editor/service.ts';

const [command, email] = process.argv.slice(2);
const usage = 'usage: npm run editors -- add <email> | remove <email> | list';
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir(config) });
try {
  await database.migrate();
  if ((command === 'add' || command === 'remove') && email) {
    const row = await setEditor(database.db, email, command === 'add');
    console.log(`${row.email} is ${row.isEditor ? 'an editor' : 'no longer an editor'}`);
  } else if (command === 'list') {
    for (const row of await listEditors(database.db)) console.log(row.email);
  } else {
    throw new Error(usage);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}

/**
 * `npm run seed`: migrates the database (PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR) and
 * fills it with the demo shop when it has no catalogue yet; an existing catalogue is left alone.
 * `npm start` does the same on its first run; this is for preparing a database ahead of time.
 */
import { loadConfig } from '../api/config.ts';
import { openDatabase } from '../api/db/client.ts';
import { mediaDir, pgliteDir } from '../api/lib/paths.ts';
import { seedDemoShop } from '../api/seed/seed.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir(config) });
try {
  await database.migrate();
  const seeded = await seedDemoShop(database.db, { mediaDir: mediaDir(config) });
  console.log(seeded ? 'seeded the demo shop' : 'the database already has a catalogue: left as it is');
} finally {
  await database.close();
}

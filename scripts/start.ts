/**
 * `npm start`: the API on the embedded database (seeded on first run), then the storefront published
 * (built against it in all eight locales), then site and API served together on http://localhost:PORT.
 */
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../api/config.ts';
import { startServer } from '../api/server.ts';
import { publishes } from '../api/db/schema/index.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const siteDir = process.env.DIST_DIR || 'dist';
const server = await startServer(config, { siteDir });
const publisher = server.app.publisher!;
/** The stop under way: the API drains, then the database closes, then the process exits. */
let stopping: Promise<never> | null = null;

function stop(signal: string): Promise<never> {
  stopping ??= (async () => {
    console.log(`\n${signal}: stopping the shop…`);
    await server.close();
    console.log('stopped: requests finished and the database closed');
    process.exit(0);
  })();
  return stopping;
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

if (process.env.SKIP_BUILD === '1') {
  console.log(`SKIP_BUILD=1: serving the existing build in ${siteDir}/`);
  await publisher.resume();
} else {
  // The first publish of this run: pages unchanged since the last run are taken from its live site.
  console.log(`API ready at ${server.url}/api; building the storefront…`);
  await publisher.resume();
  const asked = await publisher.request('startup');
  await publisher.drain();
  // A signal during the build stopped it: the stop closes the database and exits (never before).
  if (stopping) await stopping;
  const [done] = await server.database.db.select().from(publishes).where(eq(publishes.id, asked.id));
  if (done?.status !== 'succeeded') {
    console.error(done?.error ?? 'the storefront build did not finish');
    await server.close();
    process.exit(1);
  }
}
console.log(`\nThe shop is ready at ${server.url}\n`);

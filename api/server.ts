import type { Config } from './config.ts';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { mediaDir, pgliteDir } from './lib/paths.ts';
import type { App } from './lib/types.ts';
import { seedDemoShop } from './seed/seed.ts';
import { toolsSocketPath } from './tools/client.ts';
import { serveTools } from './tools/socket.ts';
import { holdEmbedded } from './tools/embedded-holder.ts';

export interface RunningServer {
  app: App;
  database: Database;
  url: string;
  close(): Promise<void>;
}

/**
 * Opens the database (migrating and seeding it on first run), builds the app and listens; serves the
 * operator's command-line tools on a socket in the data folder while it runs.
 */
export async function startServer(config: Config, opts: { siteDir?: string; seedImages?: boolean } = {}): Promise<RunningServer> {
  const release = config.DATABASE_URL ? () => undefined : holdEmbedded(config);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: pgliteDir(config) }).catch((error: unknown) => {
    release();
    throw error;
  });
  await database.migrate();
  const app = await buildApp({ config, database, siteDir: opts.siteDir });
  const seeded = await seedDemoShop(database.db, { mediaDir: mediaDir(config), images: opts.seedImages ?? true });
  if (seeded) app.log.info('seeded the demo shop');
  await app.listen({ port: config.PORT, host: config.HOST });
  const tools = await serveTools(app, toolsSocketPath(config));
  let closed = false;
  return {
    app,
    database,
    url: `http://localhost:${config.PORT}`,
    async close() {
      if (closed) return;
      closed = true;
      await tools?.close();
      await app.close();
      await database.close();
      release();
    },
  };
}

/** The API as the build worker beside it reaches it: this instance, on loopback unless it listens on one address only. */
export function localApiUrl(config: Config): string {
  const host = ['0.0.0.0', '::', 'localhost', '127.0.0.1'].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}/api`;
}

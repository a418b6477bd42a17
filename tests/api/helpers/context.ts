import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../../api/app.ts';
import { loadConfig, type Config } from '../../../api/config.ts';
import { openDatabase, type Database } from '../../../api/db/client.ts';
import { mediaDir, pgliteDir } from '../../../api/lib/paths.ts';
import type { App } from '../../../api/lib/types.ts';
import { seedDemoShop } from '../../../api/seed/seed.ts';

export interface TestContext {
  app: App;
  database: Database;
  db: Database['db'];
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: a new PostgreSQL database on the server of DATABASE_URL
 * (dropped afterwards), or an in-memory PGlite when DATABASE_URL is unset. Migrated and, unless
 * told otherwise, seeded with the demo shop.
 */
export async function createTestContext(
  opts: {
    seed?: boolean;
    env?: Record<string, string>;
    /** Registers extra routes or hooks on the app before it is ready (tests of the app's own machinery). */
    extraRoutes?: (app: App) => void;
    /** A built storefront to serve beside the API (the serve step). */
    siteDir?: string;
    /** The data folder to use, kept on close (the caller removes it): a restart of the same installation. */
    dataDir?: string;
    /** The embedded default whatever DATABASE_URL says: PGlite on disk in the data folder, as `npm start` runs. */
    embedded?: boolean;
    /** The URL the app connects to its PostgreSQL database with (e.g. through a proxy the test cuts). */
    connectVia?: (url: string) => string;
  } = {},
): Promise<TestContext> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'mooli-test-'));
  const serverUrl = opts.embedded ? undefined : process.env.DATABASE_URL;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `mooli_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Tests play clients from many addresses through X-Forwarded-For, as a proxy would report them.
    TRUST_PROXY: 'true',
    ...(url ? { DATABASE_URL: url } : {}),
    // Each file counts its own limits, also when the test files share one Redis.
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `mooli-test-${randomBytes(6).toString('hex')}:` } : {}),
    // Many tests write the catalogue straight into the database (ctx.db), which no cache in front of
    // the API can see; the read cache is off for them unless READ_CACHE_MB says otherwise, and on in
    // the tests of the cache itself (read-cache*.test.ts), which change things only through the API.
    READ_CACHE_MB: process.env.READ_CACHE_MB ?? '0',
    // Order e-mails are sent by the tests that check them (deliverOutbox), not behind other tests' backs.
    MAIL_OUTBOX_SECONDS: '0',
    ...opts.env,
  });
  const database = await openDatabase({
    url: url && opts.connectVia ? opts.connectVia(url) : url,
    dataDir: opts.embedded ? pgliteDir(config) : 'memory://',
    poolSize: 5,
  });
  await database.migrate();
  if (opts.seed !== false) await seedDemoShop(database.db, { mediaDir: mediaDir(config), images: false });
  const app = await buildApp({ config, database, siteDir: opts.siteDir, logger: false });
  opts.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The parsed envelope of an injected response, with its HTTP status. */
export async function call(
  app: App,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  opts: { body?: unknown; headers?: Record<string, string>; payload?: string } = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: { ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}), ...opts.headers },
    payload: opts.payload ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined),
  });
  const json = res.json() as { code: number; message: string; data: any };
  return { status: res.statusCode, ...json, headers: res.headers };
}

/** A second API instance on the test context's PostgreSQL database (and Redis, when set): what a deployment with two instances runs. */
export async function secondInstance(ctx: TestContext): Promise<{ app: App; database: Database; close(): Promise<void> }> {
  const database = await openDatabase({ url: ctx.config.DATABASE_URL, dataDir: 'memory://', poolSize: 5 });
  const app = await buildApp({ config: ctx.config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

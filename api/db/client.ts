import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

/**
 * A database handle: the pool, or a transaction opened on it. Services take this type, so they run
 * alone or inside a caller's transaction alike (drizzle's transactions are PgDatabases too; a
 * transaction opened on one becomes a savepoint).
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Distinct statements one connection keeps prepared; beyond this, new texts go unnamed. */
const PREPARED_PER_CONNECTION = 500;

/** Statement names by text, shared by the connections (a Map lookup is cheaper than hashing each time). */
const statementNames = new Map<string, string>();
const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    if (statementNames.size < 10 * PREPARED_PER_CONNECTION) statementNames.set(text, name);
  }
  return name;
};

/**
 * A connection that prepares every parameterized statement once (a named statement, named after
 * its text) and from then on only binds and executes it. PostgreSQL then parses and plans the
 * shop's statements once per connection instead of at every call: for the checkout's statements
 * planning cost more than running them. Statements without parameters (migrations, DDL) are left
 * alone; PostgreSQL re-plans prepared statements itself when a table they use changes.
 */
class PreparingClient extends pg.Client {
  #prepared = new Set<string>();

  override query(config: unknown, values?: unknown, callback?: unknown): never {
    const c = config as { text?: unknown; name?: unknown; values?: unknown[] } | null;
    const parameterized = (Array.isArray(values) && values.length > 0) || (Array.isArray(c?.values) && c.values.length > 0);
    if (c && typeof c === 'object' && typeof c.text === 'string' && !c.name && parameterized) {
      const name = statementName(c.text);
      if (this.#prepared.has(name) || this.#prepared.size < PREPARED_PER_CONNECTION) {
        this.#prepared.add(name);
        config = { ...c, name };
      }
    }
    return (super.query as (...args: unknown[]) => never)(config, values, callback);
  }
}

/** postgresql.conf lines of the embedded database (see openDatabase). */
const EMBEDDED_SETTINGS = ['shared_buffers = 16MB'];

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL through `pg` when a URL is given, else PGlite (PostgreSQL in WASM) in `dataDir`,
 * or in memory when `dataDir` is 'memory://'. Both speak the same dialect and migrations.
 */
export async function openDatabase(opts: { url?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  if (opts.url) {
    // JIT compiling pays off for long analytical queries; the shop's catalogue-wide ones (the build's
    // recommendations) spent more time compiling (~280 ms) than running.
    // A connection that cannot be had within 5 s (server down or unreachable, or every connection
    // busy that long) fails the request with a 503 instead of holding it.
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      Client: PreparingClient,
      options: '-c jit=off',
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool
    // replaces it and the next query reconnects.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const memory = opts.dataDir === 'memory://';
  if (!memory) mkdirSync(opts.dataDir, { recursive: true });
  // PGlite's memory is WebAssembly memory, which grows and never shrinks: PostgreSQL's default
  // 128 MB of shared buffers would be most of the process's resting size. The shop's embedded
  // database is small, and its files stay in the OS's page cache besides.
  const client = await PGlite.create(memory ? undefined : opts.dataDir, { extensions: { pg_trgm }, postgresqlconf: EMBEDDED_SETTINGS });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

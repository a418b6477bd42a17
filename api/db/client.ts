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

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL through `pg` when a URL is given, else PGlite (PostgreSQL in WASM) in `dataDir`,
 * or in memory when `dataDir` is 'memory://'. Both speak the same dialect and migrations.
 */
export async function openDatabase(opts: { url?: string; dataDir: string; poolSize?: number }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
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
  const client = await PGlite.create(memory ? undefined : opts.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

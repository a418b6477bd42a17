import { setTimeout as sleep } from 'node:timers/promises';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AuthUser } from './auth.ts';
import { databaseError } from './database-errors.ts';
import type { CountrySet } from './countries.ts';
import type { Limits } from './limits.ts';
import type { Locale } from './locales.ts';
import type { Mailer } from './mailer.ts';

/**
 * What a service needs to know about the request it serves, built once per request by `route()`:
 * the database handle (the pool, or the transaction the caller opened), the shopper, the language
 * and country of the answer, and the instance's logger, clock, limits and mailer.
 */
export interface Context<U extends AuthUser | null = AuthUser | null> {
  db: Db;
  /** The signed-in shopper; never null on calls whose contract says `auth: 'required'`. */
  user: U;
  locale: Locale;
  /** Prices and shipping: the call's `country_code`, else the shop's default country. */
  country: string;
  /** The shop's default country (`countries.is_default`): its price list stands in where a country has none. */
  defaultCountry: string;
  /** The instance's copy of the countries table, with shipping terms. */
  countries: CountrySet;
  /** The client's address (behind TRUST_PROXY), for per-client limits. */
  ip: string;
  log: FastifyBaseLogger;
  now: () => Date;
  config: Config;
  limits: Limits;
  mailer: Mailer;
}

/** The context of a call that needs a signed-in shopper. */
export type ShopperContext = Context<AuthUser>;

/** SQLSTATEs of a transaction PostgreSQL aborted so that it may be run again: deadlock, serialization failure. */
const RETRYABLE = new Set(['40P01', '40001']);
/** Runs of a transaction PostgreSQL keeps aborting before its error is given up to the caller. */
const MAX_RUNS = 4;
let retries = 0;
/** How many transactions this process ran again after a deadlock or serialization failure (for benches and metrics). */
export const transactionRetries = () => retries;

/**
 * Runs `work` in one transaction: every service it calls with the context it is given joins that
 * transaction (a nested call opens a savepoint). This is the one place use cases mark where their
 * transaction starts and ends. An outermost transaction that PostgreSQL aborts for a deadlock or a
 * serialization failure is run again from the start (a few times, after a short random pause), so
 * such a race costs a shopper a few milliseconds, never an error; `work` must therefore keep its
 * effects to the database until it returns.
 */
export async function inTransaction<C extends Pick<Context, 'db'>, T>(ctx: C, work: (ctx: C) => Promise<T>): Promise<T> {
  if (ctx.db instanceof PgTransaction) return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
  for (let run = 1; ; run++) {
    try {
      return await ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
    } catch (error) {
      const code = databaseError(error)?.code;
      if (!code || !RETRYABLE.has(code) || run >= MAX_RUNS) throw error;
      retries += 1;
      await sleep(2 + Math.random() * 10 * run);
    }
  }
}

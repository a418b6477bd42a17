import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AuthUser } from './auth.ts';
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

/**
 * Runs `work` in one transaction: every service it calls with the context it is given joins that
 * transaction (a nested call opens a savepoint). This is the one place use cases mark where their
 * transaction starts and ends.
 */
export function inTransaction<C extends Context, T>(ctx: C, work: (ctx: C) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => work({ ...ctx, db: tx }));
}

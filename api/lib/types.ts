import type {
  FastifyInstance,
  FastifyTypeProvider,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
} from 'fastify';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { PaymentProvider } from '../modules/payments/provider.ts';
import type { PublishJobs } from '../modules/publish/jobs.ts';
import type { CountryDirectory } from './countries.ts';
import type { ReadCache } from './reads/cache.ts';

/** Lets handlers see the parsed zod output of their schemas as `req.body`, `req.query`, `req.params`. */
export interface ZodProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    countries: CountryDirectory;
    /** The catalogue's read cache (memory, and Redis with REDIS_URL). */
    reads: ReadCache;
    /** Every route registered, method and url (HEAD routes included). */
    routeTable: ReadonlyArray<{ method: string; url: string }>;
    /** PayPal (or, offline, its sandbox emulator): the orders module's only way to take money. */
    payments: PaymentProvider;
    /** Serve the site folder's current target (after a publish went live); absent when the app serves no site. */
    refreshSite?: () => void;
    /** The queue of publishes and previews the build worker claims; absent when the app serves no site. */
    publishJobs?: PublishJobs;
  }
}

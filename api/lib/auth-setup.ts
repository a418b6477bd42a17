import rateLimit from '@fastify/rate-limit';
import { lt, or, isNotNull } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { verifyCodes } from '../db/schema/index.ts';
import { authMessage } from './auth-messages.ts';
import { now } from './clock.ts';
import { AppError, Code } from './envelope.ts';
import { openLimits, RedisLimits, type Limits } from './limits.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { localeOf } from './request.ts';
import { deleteDeadSessions, sessionPolicy } from './sessions.ts';
import type { App } from './types.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every answer of the route concerns one shopper (auth `required`, `token`, `editor`, `publisher`): never cached (no-store). */
    private?: boolean;
  }
  interface FastifyInstance {
    /** Shared cooldowns and caps: Redis when REDIS_URL is set, else in memory. */
    limits: Limits;
    mailer: Mailer;
  }
}

const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * What sign-in needs on the whole app: `req.user`, the shared limits, the mailer, the per-IP
 * request limiter (@fastify/rate-limit, on the same Redis) that routes opt into with
 * `config.rateLimit`, and an hourly sweep of dead sessions and codes.
 */
export async function registerAuth(app: App): Promise<void> {
  const limits = openLimits(app.config, app.log);
  app.decorate('limits', limits);
  app.decorate('mailer', createMailer(app.config, app.log));
  app.decorateRequest('user', null);

  await app.register(rateLimit, {
    global: false,
    // While Redis is away a request is let through rather than answered 500 (the sign-in's own limits fall back to memory).
    ...(limits instanceof RedisLimits ? { redis: limits.client, nameSpace: `${app.config.REDIS_PREFIX}rate:`, skipOnError: true } : {}),
    // `context.ttl` is the time left in the window in ms; the answer names it in the shopper's language.
    errorResponseBuilder: (req, context) =>
      new AppError(Code.tooMany, authMessage(localeOf(req), 'tooManyRequests', { n: Math.max(1, Math.ceil(context.ttl / 1000)) })),
  });

  // A shopper's answers must not be kept by browsers or shared caches, whatever their outcome: any
  // answer to a call sent with a token here, every answer of a private call on its route (route()).
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.headers.authorization !== undefined) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });

  const sweep = () => sweepDeadSessionsAndCodes(app.db, app.config).catch((err) => app.log.warn({ err }, 'sweeping dead sessions failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Counted in Redis from the first request when Redis is there; without it, start anyway (memory until it is).
    if (limits instanceof RedisLimits) await limits.ready();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    app.mailer.close();
    await limits.close();
  });
}

/** The hourly sweep: sessions that can never be used again, and codes expired a day ago or used. */
export async function sweepDeadSessionsAndCodes(db: Db, config: Config): Promise<void> {
  await deleteDeadSessions(db, sessionPolicy(config));
  // Codes live ten minutes; a day later they only matter to nobody.
  const dayAgo = new Date(now().getTime() - 24 * 3_600_000);
  await db.delete(verifyCodes).where(or(lt(verifyCodes.expiresAt, dayAgo), isNotNull(verifyCodes.usedAt)));
}

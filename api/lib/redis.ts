import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/**
 * How every Redis client of the shop connects: a command fails within 200 ms instead of waiting
 * for a connection (no offline queue, no retries of a command), and the client keeps reconnecting
 * in the background, so callers fall back at once while Redis is away and use it again when it is back.
 */
export const REDIS_OPTIONS: RedisOptions = {
  commandTimeout: 200,
  connectTimeout: 1_000,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: (times) => Math.min(250 * times, 2_000),
};

/** A client with the shop's options that logs one warning when Redis goes away and one line when it is back. */
export function openRedis(url: string, role: string, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Redis {
  const client = new Redis(url, REDIS_OPTIONS);
  let away = false;
  client.on('error', (err) => {
    if (away) return;
    away = true;
    log.warn({ err: err.message }, `${role}: Redis is away; falling back until it is back`);
  });
  client.on('ready', () => {
    if (!away) return;
    away = false;
    log.info(`${role}: Redis is back`);
  });
  return client;
}

/** Whether a client can take a command now (not connecting or reconnecting). */
export const redisReady = (client: Redis) => client.status === 'ready';

/** Resolves once the client can take commands, or after `ms` without Redis. */
export function whenReady(client: Redis, ms = 2_000): Promise<boolean> {
  if (redisReady(client)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve(redisReady(client));
    };
    const timer = setTimeout(done, ms);
    client.once('ready', done);
  });
}

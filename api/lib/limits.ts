import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { openRedis, redisReady, whenReady } from './redis.ts';
import { nowMs } from './clock.ts';

export interface LimitResult {
  allowed: boolean;
  /** When refused: how long until the action is allowed again. */
  retryAfterMs: number;
}

/**
 * Shared, short-lived counters for send cooldowns and caps. In memory for a single instance; in
 * Redis (REDIS_URL) so that several API instances count together. Both read time from the clock
 * module, so tests can cross a window without waiting.
 */
export interface Limits {
  readonly kind: 'memory' | 'redis';
  /** Counts one event against `max` per fixed window of `windowMs`; refused once the budget is spent. */
  take(key: string, max: number, windowMs: number): Promise<LimitResult>;
  /** Starts a cooldown of `ms` unless one is running; refused while it runs. */
  cooldown(key: string, ms: number): Promise<LimitResult>;
  /** Ends a cooldown early (the action it guarded did not happen). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

const windowOf = (at: number, windowMs: number) => Math.floor(at / windowMs);

export class MemoryLimits implements Limits {
  readonly kind = 'memory';
  private counters = new Map<string, { count: number; endsAt: number }>();
  private cooldowns = new Map<string, number>();
  private ops = 0;

  async take(key: string, max: number, windowMs: number): Promise<LimitResult> {
    const at = nowMs();
    this.prune(at);
    const id = `${key}:${windowOf(at, windowMs)}`;
    const endsAt = (windowOf(at, windowMs) + 1) * windowMs;
    const entry = this.counters.get(id) ?? { count: 0, endsAt };
    entry.count += 1;
    this.counters.set(id, entry);
    return entry.count <= max ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: endsAt - at };
  }

  async cooldown(key: string, ms: number): Promise<LimitResult> {
    const at = nowMs();
    this.prune(at);
    const until = this.cooldowns.get(key);
    if (until !== undefined && until > at) return { allowed: false, retryAfterMs: until - at };
    this.cooldowns.set(key, at + ms);
    return { allowed: true, retryAfterMs: 0 };
  }

  async clear(key: string): Promise<void> {
    this.cooldowns.delete(key);
  }

  async close(): Promise<void> {
    this.counters.clear();
    this.cooldowns.clear();
  }

  /** Drops finished windows and cooldowns now and then, so the maps stay small. */
  private prune(at: number) {
    if (++this.ops % 500 !== 0) return;
    for (const [id, entry] of this.counters) if (entry.endsAt <= at) this.counters.delete(id);
    for (const [key, until] of this.cooldowns) if (until <= at) this.cooldowns.delete(key);
  }
}

// A cooldown stores its start time; it runs while start + ms is ahead of the caller's clock.
const COOLDOWN_SCRIPT = `
local started = redis.call('GET', KEYS[1])
local now = tonumber(ARGV[1])
local ms = tonumber(ARGV[2])
if started and now < tonumber(started) + ms then
  return tonumber(started) + ms - now
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ms)
return 0
`;

/**
 * Limits counted in Redis, shared by every instance. While Redis is away (a command fails within
 * 200 ms, or the client is reconnecting), each instance counts in its own memory instead, so sign-in
 * and forms keep working with per-instance limits; Redis counts again as soon as it is back.
 */
export class RedisLimits implements Limits {
  readonly kind = 'redis';
  readonly client: Redis;
  private readonly prefix: string;
  private readonly fallback = new MemoryLimits();

  constructor(url: string, prefix: string, log: Pick<FastifyBaseLogger, 'warn' | 'info'>) {
    this.prefix = prefix;
    this.client = openRedis(url, 'limits', log);
    this.client.defineCommand('mooliCooldown', { numberOfKeys: 1, lua: COOLDOWN_SCRIPT });
  }

  /** Resolves once Redis answers, or after `ms` (limits then count in memory until it does). */
  async ready(ms = 2_000): Promise<void> {
    await whenReady(this.client, ms);
  }

  /** Redis's answer, or the memory fallback's while Redis is away. */
  private async either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (!redisReady(this.client)) return local();
    try {
      return await shared();
    } catch {
      return local();
    }
  }

  take(key: string, max: number, windowMs: number): Promise<LimitResult> {
    return this.either(
      () => this.sharedTake(key, max, windowMs),
      () => this.fallback.take(key, max, windowMs),
    );
  }

  cooldown(key: string, ms: number): Promise<LimitResult> {
    return this.either(
      () => this.sharedCooldown(key, ms),
      () => this.fallback.cooldown(key, ms),
    );
  }

  async clear(key: string): Promise<void> {
    await this.fallback.clear(key);
    await this.either(
      () => this.client.del(`${this.prefix}cooldown:${key}`).then(() => undefined),
      async () => undefined,
    );
  }

  private async sharedTake(key: string, max: number, windowMs: number): Promise<LimitResult> {
    const at = nowMs();
    const window = windowOf(at, windowMs);
    const id = `${this.prefix}limit:${key}:${window}`;
    const results = await this.client
      .multi()
      .incr(id)
      .pexpire(id, windowMs + 1000)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    return count <= max ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: (window + 1) * windowMs - at };
  }

  private async sharedCooldown(key: string, ms: number): Promise<LimitResult> {
    const run = (this.client as unknown as { mooliCooldown(key: string, now: number, ms: number): Promise<number> }).mooliCooldown;
    const left = Number(await run.call(this.client, `${this.prefix}cooldown:${key}`, nowMs(), ms));
    return left > 0 ? { allowed: false, retryAfterMs: left } : { allowed: true, retryAfterMs: 0 };
  }

  async close(): Promise<void> {
    await this.fallback.close();
    await this.client.quit().catch(() => this.client.disconnect());
  }
}

export function openLimits(config: { REDIS_URL?: string; REDIS_PREFIX: string }, log: Pick<FastifyBaseLogger, 'warn' | 'info'>): Limits {
  return config.REDIS_URL ? new RedisLimits(config.REDIS_URL, config.REDIS_PREFIX, log) : new MemoryLimits();
}

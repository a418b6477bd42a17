import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { openRedis, whenReady } from '../redis.ts';

/** A cached answer as stored: the JSON sent (as text, or as its UTF-8 bytes) and the tags it carries. */
export interface StoredAnswer {
  json: string | Buffer;
  tags: string[];
}

// Stores an answer unless one of its tags was invalidated after the epoch its computation started
// at (the race "read before the commit, stored after the invalidation"); indexes it under its tags.
const STORE = `
local prefix, started, ttl = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3])
for i = 6, #ARGV do
  local at = redis.call('GET', prefix .. 'i:' .. ARGV[i])
  if at and tonumber(at) > started then return 0 end
end
redis.call('SET', prefix .. 'e:' .. ARGV[4], ARGV[5], 'EX', ttl)
for i = 6, #ARGV do
  redis.call('SADD', prefix .. 't:' .. ARGV[i], ARGV[4])
  redis.call('EXPIRE', prefix .. 't:' .. ARGV[i], ttl)
end
return 1`;

// Moves the epoch on, marks each tag invalidated at it, and deletes every answer indexed under it.
const INVALIDATE = `
local prefix, ttl = ARGV[1], tonumber(ARGV[2])
local epoch = redis.call('INCR', prefix .. 'epoch')
for i = 3, #ARGV do
  redis.call('SET', prefix .. 'i:' .. ARGV[i], epoch, 'EX', ttl)
  local keys = redis.call('SMEMBERS', prefix .. 't:' .. ARGV[i])
  for j = 1, #keys, 500 do
    local part = {}
    for k = j, math.min(j + 499, #keys) do part[#part + 1] = prefix .. 'e:' .. keys[k] end
    redis.call('DEL', unpack(part))
  end
  redis.call('DEL', prefix .. 't:' .. ARGV[i])
end
return epoch`;

/** How long an invalidating instance waits for the others to confirm they dropped their copies. */
const ACK_TIMEOUT_MS = 2000;
/** Invalidation marks outlive any computation that could still try to store behind them. */
const MARK_TTL_SECONDS = 3600;

/**
 * The Redis layer of the read cache (REDIS_URL): answers shared by every instance under
 * `<REDIS_PREFIX>reads:`, and invalidation that reaches every instance before the write that caused
 * it answers. An invalidation deletes the tagged answers in Redis (one script, atomic) and is
 * published; each instance drops its in-memory copies and confirms, and the writer waits for as many
 * confirmations as Redis counted receivers.
 */
export class SharedReads {
  private readonly client: Redis;
  private readonly sub: Redis;
  private readonly prefix: string;
  private readonly channel: string;
  private readonly ackChannel: string;
  private readonly waiting = new Map<string, { got: number; needed: number; done: () => void }>();
  private connectedOnce = false;

  private readonly ttlSeconds: number;
  /** Drops local copies: for the tags invalidated elsewhere, or everything (null) after missing messages. */
  private readonly dropLocal: (tags: string[] | null) => void;
  private readonly log: FastifyBaseLogger;

  constructor(url: string, prefix: string, ttlSeconds: number, dropLocal: (tags: string[] | null) => void, log: FastifyBaseLogger) {
    this.ttlSeconds = ttlSeconds;
    this.dropLocal = dropLocal;
    this.log = log;
    this.prefix = `${prefix}reads:`;
    this.channel = `${this.prefix}invalidate`;
    this.ackChannel = `${this.prefix}ack`;
    this.client = openRedis(url, 'read cache', log);
    this.sub = openRedis(url, 'read cache (invalidations)', log);
    // While the subscriber was away, invalidations may have been missed: forget the local copies.
    this.sub.on('ready', () => {
      if (this.connectedOnce) this.dropLocal(null);
      this.connectedOnce = true;
    });
    this.sub.on('message', (channel, message) => this.onMessage(channel, message));
  }

  /** Whether invalidations from other instances reach this one now. */
  get listening(): boolean {
    return this.sub.status === 'ready';
  }

  /** Subscribes to invalidations now, or once Redis answers (the client subscribes again after every reconnect). */
  async start(): Promise<void> {
    const subscribe = () => this.sub.subscribe(this.channel, this.ackChannel);
    if (await whenReady(this.sub)) await subscribe();
    else this.sub.once('ready', () => void subscribe().catch((err) => this.log.warn({ err }, 'read cache: subscribing failed')));
  }

  /** The shared answer for `key`, and the epoch to store a computed one at. */
  async lookup(key: string): Promise<{ hit: StoredAnswer | null; epoch: number }> {
    const [stored, epoch] = await this.client.mget(`${this.prefix}e:${key}`, `${this.prefix}epoch`);
    return { hit: stored === null ? null : parseStored(stored), epoch: Number(epoch ?? 0) };
  }

  /** Stores an answer computed from `epoch` on; false when one of its tags was invalidated since. */
  async store(key: string, answer: StoredAnswer, epoch: number): Promise<boolean> {
    const stored = await this.client.eval(STORE, 0, this.prefix, epoch, this.ttlSeconds, key, serialize(answer), ...answer.tags);
    return Number(stored) === 1;
  }

  async invalidate(tags: string[]): Promise<void> {
    await this.client.eval(INVALIDATE, 0, this.prefix, Math.max(MARK_TTL_SECONDS, this.ttlSeconds), ...tags);
    const id = randomUUID();
    let done = () => {};
    const confirmed = new Promise<void>((resolve) => (done = resolve));
    const wait = { got: 0, needed: Infinity, done };
    this.waiting.set(id, wait);
    try {
      wait.needed = await this.client.publish(this.channel, JSON.stringify({ id, tags }));
      if (wait.got >= wait.needed) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ACK_TIMEOUT_MS)));
      if ((await Promise.race([confirmed, late])) === 'late')
        this.log.warn({ tags, confirmed: wait.got, receivers: wait.needed }, 'read cache: not every instance confirmed an invalidation');
      clearTimeout(timer);
    } finally {
      this.waiting.delete(id);
    }
  }

  private onMessage(channel: string, message: string) {
    if (channel === this.ackChannel) {
      const wait = this.waiting.get(message);
      if (wait && ++wait.got >= wait.needed) wait.done();
      return;
    }
    try {
      const { id, tags } = JSON.parse(message) as { id: string; tags: string[] };
      this.dropLocal(tags);
      void this.client.publish(this.ackChannel, id).catch(() => {});
    } catch (err) {
      this.log.warn({ err }, 'read cache: unreadable invalidation message');
    }
  }

  async close(): Promise<void> {
    await Promise.all([this.sub.quit().catch(() => this.sub.disconnect()), this.client.quit().catch(() => this.client.disconnect())]);
  }
}

const serialize = (a: StoredAnswer) =>
  typeof a.json === 'string' ? `${a.tags.join(' ')}\n${a.json}` : Buffer.concat([Buffer.from(`${a.tags.join(' ')}\n`), a.json]);
function parseStored(stored: string): StoredAnswer {
  const cut = stored.indexOf('\n');
  return { tags: stored.slice(0, cut).split(' '), json: stored.slice(cut + 1) };
}

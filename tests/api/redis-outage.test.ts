import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, privateRedis } from '../helpers/redis-server.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

/**
 * Redis goes away while the shop runs, and comes back: nothing answers 500 or hangs, sign-in keeps
 * its limits (counted per instance meanwhile), readiness says so, and Redis is used again by itself.
 */
describe.skipIf(!hasRedisServer)('Redis going away at run time', () => {
  let redis: Awaited<ReturnType<typeof privateRedis>>;
  let ctx: TestContext;
  beforeAll(async () => {
    redis = await privateRedis();
    ctx = await createTestContext({ seed: false, env: { REDIS_URL: redis.url, CODE_SENDS_PER_IP_HOUR: '1000', READ_CACHE_MB: '8' } });
  });
  afterAll(async () => {
    await ctx?.close();
    await redis?.stop();
  });

  const sendCode = (email: string) => call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email } });
  const ready = () => call(ctx.app, 'GET', '/api/ready');

  it('keeps sign-in working with limits counted in memory, says it is not ready, and uses Redis again once it is back', async () => {
    expect((await sendCode('before@example.com')).status).toBe(200);
    expect((await sendCode('before@example.com')).status).toBe(429); // the cooldown, kept in Redis

    await redis.stop();
    const during = await sendCode('during@example.com');
    expect(during.status).toBe(200);
    // The cooldown still holds, counted in this instance's memory.
    expect((await sendCode('during@example.com')).status).toBe(429);
    const notReady = await ready();
    expect(notReady.status).toBe(503);
    expect(notReady.headers['retry-after']).toBeDefined();
    // Reads answer too.
    expect((await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 4 } })).status).toBe(200);

    await redis.start();
    await expect.poll(async () => (await ready()).status, { timeout: 15_000 }).toBe(200);
    // Counted in Redis again: the restarted Redis has no cooldown for this address (the instance's memory has).
    expect((await sendCode('during@example.com')).status).toBe(200);
    expect((await sendCode('during@example.com')).status).toBe(429);
  });

  it('keeps catalogue answers in memory while Redis is away, and forgets them when it is back', async () => {
    const stats = ctx.app.reads.stats;
    const list = () => call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 3 } });
    await redis.stop();
    const misses = stats.misses;
    expect((await list()).status).toBe(200);
    expect(stats.misses).toBe(misses + 1);
    const hits = stats.hits;
    expect((await list()).status).toBe(200);
    expect(stats.misses).toBe(misses + 1); // answered from memory, not computed again
    expect(stats.hits).toBe(hits + 1);

    await redis.start();
    await expect.poll(async () => (await ready()).status, { timeout: 15_000 }).toBe(200);
    // Invalidations of other instances may have been missed meanwhile: the copy is gone.
    await expect.poll(async () => (await list(), stats.misses), { timeout: 15_000 }).toBeGreaterThan(misses + 1);
  });
});

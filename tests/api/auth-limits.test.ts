import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freezeClock, resetClock } from '../../api/lib/clock.ts';
import { MemoryLimits, RedisLimits, type Limits } from '../../api/lib/limits.ts';
import { latestOutboxCode, outboxMails } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

afterEach(() => resetClock());

const HOUR = 3_600_000;

function limitsContract(name: string, open: () => Limits) {
  describe(name, () => {
    let limits: Limits;
    beforeAll(async () => {
      limits = open();
      // Counted in Redis from the first call, not in the fallback while the client connects.
      if (limits instanceof RedisLimits) await limits.ready();
    });
    afterAll(async () => {
      await limits?.close();
    });

    it('refuses a cooldown while it runs and allows it once it ran out', async () => {
      const clock = freezeClock();
      expect(await limits.cooldown('c', 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
      clock.advance(59_000);
      expect(await limits.cooldown('c', 60_000)).toEqual({ allowed: false, retryAfterMs: 1000 });
      clock.advance(1000);
      expect((await limits.cooldown('c', 60_000)).allowed).toBe(true);
      expect((await limits.cooldown('other', 60_000)).allowed).toBe(true);
    });

    it('ends a cooldown early on clear', async () => {
      freezeClock();
      await limits.cooldown('cleared', 60_000);
      await limits.clear('cleared');
      expect((await limits.cooldown('cleared', 60_000)).allowed).toBe(true);
    });

    it('counts a budget per window and starts afresh in the next one', async () => {
      const clock = freezeClock(Math.floor(Date.now() / HOUR) * HOUR);
      for (let i = 0; i < 3; i++) expect((await limits.take('t', 3, HOUR)).allowed).toBe(true);
      clock.advance(HOUR / 2);
      expect(await limits.take('t', 3, HOUR)).toEqual({ allowed: false, retryAfterMs: HOUR / 2 });
      clock.advance(HOUR / 2);
      expect((await limits.take('t', 3, HOUR)).allowed).toBe(true);
    });

    it('counts parallel events exactly', async () => {
      freezeClock();
      const results = await Promise.all(Array.from({ length: 20 }, () => limits.take('parallel', 5, HOUR)));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    });
  });
}

const quiet = { warn: () => {}, info: () => {} };
limitsContract('in-memory limits', () => new MemoryLimits());
describe.skipIf(!process.env.REDIS_URL)('with REDIS_URL', () => {
  limitsContract('Redis limits', () => new RedisLimits(process.env.REDIS_URL!, `mooli-test-${randomBytes(6).toString('hex')}:`, quiet));

  it('share the count between two API instances', async () => {
    const prefix = `mooli-test-${randomBytes(6).toString('hex')}:`;
    const a = new RedisLimits(process.env.REDIS_URL!, prefix, quiet);
    const b = new RedisLimits(process.env.REDIS_URL!, prefix, quiet);
    try {
      await Promise.all([a.ready(), b.ready()]);
      freezeClock();
      expect((await a.cooldown('shared', 60_000)).allowed).toBe(true);
      expect((await b.cooldown('shared', 60_000)).allowed).toBe(false);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('POST /email/sendVerifyCode limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      seed: false,
      env: { CODE_SENDS_PER_IP_HOUR: '4', CODE_SENDS_PER_EMAIL_HOUR: '5', AUTH_REQUESTS_PER_MINUTE: '6' },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const send = (email: string, ip: string, extra: { body?: Record<string, string>; headers?: Record<string, string> } = {}) =>
    call(ctx.app, 'POST', '/api/email/sendVerifyCode', {
      body: { email, ...extra.body },
      headers: { 'x-forwarded-for': ip, ...extra.headers },
    });

  it('sends one code per e-mail every 60 s (429 with the wait in between)', async () => {
    const clock = freezeClock();
    expect((await send('wait@example.com', '203.0.113.1')).code).toBe(200);
    clock.advance(45_000);
    const early = await send('wait@example.com', '203.0.113.2');
    expect(early).toMatchObject({
      status: 429,
      code: 429,
      message: 'Please wait 15 seconds before requesting another code',
      data: { retry_after: 15 },
    });
    expect(outboxMails(ctx, 'wait@example.com')).toHaveLength(1);
    clock.advance(15_000);
    expect((await send('wait@example.com', '203.0.113.3')).code).toBe(200);
    expect(outboxMails(ctx, 'wait@example.com')).toHaveLength(2);
  });

  it('answers in the language of the request (Accept-Language, or a lang field before it)', async () => {
    const clock = freezeClock();
    const de = { headers: { 'accept-language': 'de' } };
    const sent = await send('warte@example.com', '203.0.113.30', de);
    expect(sent).toMatchObject({ status: 200, code: 200, message: 'Der Bestätigungscode wurde gesendet. Bitte schau in deine E-Mails.' });
    clock.advance(45_000);
    const early = await send('warte@example.com', '203.0.113.31', de);
    expect(early).toMatchObject({
      status: 429,
      code: 429,
      message: 'Bitte warte 15 Sekunden, bevor du einen neuen Code anforderst.',
      data: { retry_after: 15 },
    });
    clock.advance(13_500);
    const ja = await send('warte@example.com', '203.0.113.32', { body: { lang: 'ja' }, headers: { 'accept-language': 'de' } });
    expect(ja).toMatchObject({ status: 429, message: '次のコードをリクエストするまで2秒お待ちください。', data: { retry_after: 2 } });
    expect(outboxMails(ctx, 'warte@example.com')).toHaveLength(1);
  });

  it('caps the codes per e-mail an hour (CODE_SENDS_PER_EMAIL_HOUR)', async () => {
    const clock = freezeClock(Math.floor(Date.now() / HOUR) * HOUR);
    const email = 'many@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await send(email, `203.0.113.${10 + i}`)).code).toBe(200);
      clock.advance(61_000);
    }
    const capped = await send(email, '203.0.113.20');
    expect(capped).toMatchObject({
      status: 429,
      message: 'Too many verification codes were requested for this e-mail, please try again later',
    });
    expect(outboxMails(ctx, email)).toHaveLength(5);
    clock.advance(HOUR);
    expect((await send(email, '203.0.113.21')).code).toBe(200);
  });

  it('caps the codes per client IP an hour (CODE_SENDS_PER_IP_HOUR)', async () => {
    freezeClock(Math.floor(Date.now() / HOUR) * HOUR);
    for (let i = 0; i < 4; i++) expect((await send(`ip${i}@example.com`, '203.0.113.99')).code).toBe(200);
    const capped = await send('ip4@example.com', '203.0.113.99');
    expect(capped).toMatchObject({
      status: 429,
      message: 'Too many verification codes were requested from your network, please try again later',
    });
    expect(outboxMails(ctx, 'ip4@example.com')).toHaveLength(0);
    expect((await send('ip4@example.com', '203.0.113.98')).code).toBe(200);
  });

  it('limits login requests per client IP and minute (@fastify/rate-limit)', async () => {
    await send('brute@example.com', '203.0.113.50');
    const code = latestOutboxCode(ctx, 'brute@example.com');
    const login = (verify_code: string) =>
      call(ctx.app, 'POST', '/api/user/login', {
        body: { email: 'brute@example.com', verify_code },
        headers: { 'x-forwarded-for': '203.0.113.51' },
      });
    for (let i = 0; i < 6; i++) await login('000000');
    const limited = await login(code);
    expect(limited.status).toBe(429);
    expect(limited.code).toBe(429);
    expect(limited.message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    expect(limited.data).toBeNull();
    const limitedDe = await call(ctx.app, 'POST', '/api/user/login', {
      body: { email: 'brute@example.com', verify_code: code },
      headers: { 'x-forwarded-for': '203.0.113.51', 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    });
    expect(limitedDe).toMatchObject({ status: 429, code: 429 });
    expect(limitedDe.message).toMatch(/^Zu viele Anfragen\. Bitte versuche es in \d+ Sekunden erneut\.$/);
  });
});

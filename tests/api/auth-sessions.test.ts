import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../api/db/schema/index.ts';
import { freezeClock, resetClock } from '../../api/lib/clock.ts';
import { hashToken, REUSE_GRACE_MS } from '../../api/lib/sessions.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => resetClock());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let n = 0;
const newShopper = () => signIn(ctx, `shopper${++n}@example.com`);
const getInfo = (headers: Record<string, string> = {}) => call(ctx.app, 'GET', '/api/user/getInfo', { headers });
const refresh = (token: string) => call(ctx.app, 'GET', '/api/user/refreshToken', { headers: bearer(token) });

/** Every auth-only call, with a body it would accept. */
const AUTH_ONLY: Array<{ method: 'GET' | 'POST'; url: string; body?: unknown }> = [
  { method: 'GET', url: '/api/user/getInfo' },
  { method: 'POST', url: '/api/user/update', body: { username: 'someone' } },
  { method: 'POST', url: '/api/user/updateMore', body: { answers: { experience: 'new' } } },
  { method: 'GET', url: '/api/dict/data/getList' },
  { method: 'POST', url: '/api/user/uploadAvatar' },
  { method: 'POST', url: '/api/upload/image' },
  { method: 'POST', url: '/api/upload/chunk' },
  { method: 'POST', url: '/api/user/liked/dolike', body: { product_id: 1 } },
  { method: 'GET', url: '/api/productLike/doLike?product_id=1' },
  { method: 'POST', url: '/api/user/liked/getList', body: {} },
  { method: 'POST', url: '/api/user/history/getList', body: {} },
  { method: 'GET', url: '/api/user/refreshToken' },
  { method: 'GET', url: '/api/user/logout' },
];

describe('auth-only calls', () => {
  it.each(AUTH_ONLY)('$method $url without a token: 401 with code 4001', async ({ method, url, body }) => {
    const res = await call(ctx.app, method, url, { body });
    expect(res).toMatchObject({ status: 401, code: 4001, message: 'Please log in first', data: null });
  });

  it.each(AUTH_ONLY)('$method $url with an unknown token: 401 with code 4003', async ({ method, url, body }) => {
    const res = await call(ctx.app, method, url, { body, headers: bearer('A'.repeat(43)) });
    expect(res).toMatchObject({ status: 401, code: 4003 });
  });

  it('answers 4001 before looking at the input', async () => {
    const res = await call(ctx.app, 'POST', '/api/user/update', { body: { age: 'old' } });
    expect(res.code).toBe(4001);
  });

  it('treats a malformed token as invalid (4003)', async () => {
    for (const header of ['Bearer x', 'Bearer ' + 'é'.repeat(43), 'Basic dXNlcjpwYXNz']) {
      expect((await getInfo({ authorization: header })).code).toBe(4003);
    }
  });
});

describe('tokens', () => {
  it('accepts "Bearer <token>" and a bare token', async () => {
    const token = await newShopper();
    expect((await getInfo(bearer(token))).code).toBe(200);
    expect((await getInfo({ authorization: token })).code).toBe(200);
    expect((await getInfo({ authorization: `bearer   ${token}` })).code).toBe(200);
  });

  it('are stored only as a SHA-256 hash', async () => {
    const token = await newShopper();
    const rows = await ctx.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
    expect(rows.some((r) => JSON.stringify(r).includes(token))).toBe(false);
  });

  it('expire after 7 idle days (4003), and stay alive while used', async () => {
    const clock = freezeClock();
    const token = await newShopper();
    for (let i = 0; i < 3; i++) {
      clock.advance(6 * DAY);
      expect((await getInfo(bearer(token))).code).toBe(200);
    }
    clock.advance(7 * DAY);
    expect(await getInfo(bearer(token))).toMatchObject({ status: 401, code: 4003 });
  });

  it('record use only now and then, not on every call', async () => {
    const clock = freezeClock();
    const token = await newShopper();
    const [before] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    clock.advance(60_000);
    await getInfo(bearer(token));
    const [soon] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(soon.lastUsedAt.getTime()).toBe(before.lastUsedAt.getTime());
    clock.advance(10 * 60_000);
    await getInfo(bearer(token));
    const [later] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(later.lastUsedAt.getTime()).toBe(clock.ms);
  });
});

describe('GET /user/refreshToken', () => {
  it('issues a new token and retires the old one', async () => {
    const clock = freezeClock();
    const token = await newShopper();
    const res = await refresh(token);
    expect(res).toMatchObject({ status: 200, code: 200 });
    const fresh = res.data.token as string;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(token);
    expect((await getInfo(bearer(fresh))).code).toBe(200);
    expect(await getInfo(bearer(token))).toMatchObject({ status: 401, code: 4003 });
    clock.advance(REUSE_GRACE_MS);
    expect((await refresh(token)).code).toBe(4003);
  });

  it('revives a token idle-expired within the last day, not later', async () => {
    const clock = freezeClock();
    const recent = await newShopper();
    const stale = await newShopper();
    clock.advance(7 * DAY + 12 * HOUR);
    expect((await getInfo(bearer(recent))).code).toBe(4003);
    expect((await refresh(recent)).code).toBe(200);
    clock.advance(12 * HOUR + 1000);
    expect(await refresh(stale)).toMatchObject({ status: 401, code: 4003 });
  });

  it('never extends a session past its absolute lifetime of 30 days', async () => {
    const clock = freezeClock();
    let token = await newShopper();
    for (let day = 0; day < 29; day++) {
      clock.advance(DAY);
      const res = await refresh(token);
      expect(res.code).toBe(200);
      token = res.data.token;
    }
    clock.advance(DAY);
    expect((await getInfo(bearer(token))).code).toBe(4003);
    expect((await refresh(token)).code).toBe(4003);
  });
});

describe('refresh token reuse (ASVS 10.4.5)', () => {
  it('ends the whole session family when a retired token is refreshed again', async () => {
    const clock = freezeClock();
    const email = 'stolen@example.com';
    const stolen = await signIn(ctx, email);
    clock.advance(61_000);
    const otherDevice = await signIn(ctx, email);
    // The thief refreshes first; the shopper's own later refresh with the same token reveals the theft.
    const thief = (await refresh(stolen)).data.token as string;
    const thiefNext = (await refresh(thief)).data.token as string;
    clock.advance(60_000);
    expect(await refresh(stolen)).toMatchObject({ status: 401, code: 4003 });
    expect((await getInfo(bearer(thiefNext))).code).toBe(4003);
    expect((await refresh(thiefNext)).code).toBe(4003);
    // Another sign-in of the same shopper is another family and stays.
    expect((await getInfo(bearer(otherDevice))).code).toBe(200);
  });

  it('signs in every refresh of a race with the same token (two tabs), and a retry moments later, until the grace ends', async () => {
    const clock = freezeClock();
    const token = await newShopper();
    const results = await Promise.all([refresh(token), refresh(token), refresh(token)]);
    expect(results.map((r) => r.code)).toEqual([200, 200, 200]);
    const successors = results.map((r) => r.data.token as string);
    expect(new Set(successors).size).toBe(3);
    for (const t of successors) expect((await getInfo(bearer(t))).code).toBe(200);
    // The retired token itself no longer signs calls.
    expect((await getInfo(bearer(token))).code).toBe(4003);
    clock.advance(REUSE_GRACE_MS - 1000);
    const retry = await refresh(token);
    expect(retry.code).toBe(200);
    expect((await getInfo(bearer(retry.data.token as string))).code).toBe(200);
    // Past the grace it is a reuse: every session of the sign-in ends.
    clock.advance(1000);
    expect((await refresh(token)).code).toBe(4003);
    for (const t of [...successors, retry.data.token as string]) expect((await getInfo(bearer(t))).code).toBe(4003);
  });

  it('a refresh whose answer was lost (the page was left while it ran) is asked again with the old token and keeps the shopper signed in', async () => {
    freezeClock();
    const token = await newShopper();
    expect((await refresh(token)).code).toBe(200); // the answer never reached the browser
    expect((await getInfo(bearer(token))).code).toBe(4003);
    const again = await refresh(token);
    expect(again.code).toBe(200);
    expect((await getInfo(bearer(again.data.token as string))).code).toBe(200);
  });

  it('a retired token does not outlive a logout of its successor, even within the grace', async () => {
    freezeClock();
    const token = await newShopper();
    const next = (await refresh(token)).data.token as string;
    expect((await call(ctx.app, 'GET', '/api/user/logout', { headers: bearer(next) })).code).toBe(200);
    expect((await refresh(token)).code).toBe(4003);
  });
});

describe('Cache-Control of authenticated answers', () => {
  it('is no-store for every answer of an auth-only call and for any call sent with a token', async () => {
    const token = await newShopper();
    const noStore = (res: { headers: Record<string, unknown> }) => res.headers['cache-control'];
    expect(noStore(await getInfo(bearer(token)))).toBe('no-store');
    expect(noStore(await getInfo())).toBe('no-store');
    expect(noStore(await getInfo(bearer('A'.repeat(43))))).toBe('no-store');
    expect(noStore(await call(ctx.app, 'GET', '/api/user/refreshToken'))).toBe('no-store');
    expect(noStore(await call(ctx.app, 'GET', '/api/user/logout', { headers: bearer('A'.repeat(43)) }))).toBe('no-store');
    // A public call is cacheable without a token, not with one; so is an unknown call.
    expect(noStore(await call(ctx.app, 'GET', '/api/user/no-such-call', { headers: bearer(token) }))).toBe('no-store');
    expect(
      noStore(await call(ctx.app, 'POST', '/api/moment/email/save', { body: { email: 'x@example.com' }, headers: bearer(token) })),
    ).toBe('no-store');
    expect(noStore(await call(ctx.app, 'POST', '/api/moment/email/save', { body: { email: 'y@example.com' } }))).toBeUndefined();
  });
});

describe('a short idle window (SESSION_IDLE_HOURS = 1/60)', () => {
  let short: TestContext;
  beforeAll(async () => {
    short = await createTestContext({ seed: false, env: { SESSION_IDLE_HOURS: String(1 / 60) } });
  });
  afterAll(async () => {
    await short?.close();
  });

  it('keeps a session in use alive and ends it after a minute unused', async () => {
    const clock = freezeClock();
    const token = await signIn(short, 'brief@example.com');
    const info = () => call(short.app, 'GET', '/api/user/getInfo', { headers: bearer(token) });
    for (let i = 0; i < 10; i++) {
      clock.advance(30_000);
      expect((await info()).code).toBe(200);
    }
    clock.advance(61_000);
    expect(await info()).toMatchObject({ status: 401, code: 4003 });
  });
});

describe('GET /user/logout', () => {
  it('revokes the token for good', async () => {
    const token = await newShopper();
    expect(await call(ctx.app, 'GET', '/api/user/logout', { headers: bearer(token) })).toMatchObject({
      status: 200,
      code: 200,
      message: 'Logout successful',
    });
    expect((await getInfo(bearer(token))).code).toBe(4003);
    expect((await refresh(token)).code).toBe(4003);
    expect((await call(ctx.app, 'GET', '/api/user/logout', { headers: bearer(token) })).code).toBe(4003);
  });

  it('ends only that session: the same shopper signed in elsewhere stays signed in', async () => {
    const email = 'two-devices@example.com';
    const phone = await signIn(ctx, email);
    const clock = freezeClock();
    clock.advance(61_000);
    const laptop = await signIn(ctx, email);
    await call(ctx.app, 'GET', '/api/user/logout', { headers: bearer(phone) });
    expect((await getInfo(bearer(laptop))).code).toBe(200);
  });
});

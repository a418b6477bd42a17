import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users, verifyCodes } from '../../api/db/schema/index.ts';
import { freezeClock, resetClock } from '../../api/lib/clock.ts';
import { hashToken } from '../../api/lib/sessions.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { bearer } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // The per-minute request limiter is tested in auth-limits; here tests play an hour in seconds.
  ctx = await createTestContext({
    seed: false,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Mooli <codes@mooli.test>', AUTH_REQUESTS_PER_MINUTE: '1000' },
  });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});
afterEach(() => resetClock());

let ipCounter = 0;
/** A client IP per test, so the per-IP caps of one test do not spill into the next. */
const freshIp = () => ({ 'x-forwarded-for': `192.0.2.${++ipCounter}` });

/** Sends a code and reads it from the mail: every caller expects the send to succeed, so it is asserted here. */
async function sendCode(email: string, headers: Record<string, string> = freshIp()) {
  const before = smtp.mailsTo(email).length;
  const res = await call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email }, headers });
  expect(res).toMatchObject({ status: 200, code: 200, data: null });
  const code = await smtp.waitForCode(email, { skip: before });
  expect(code).toMatch(/^\d{6}$/);
  return { res, code };
}

const login = (email: string, verify_code: string, headers: Record<string, string> = freshIp()) =>
  call(ctx.app, 'POST', '/api/user/login', { body: { email, verify_code }, headers });

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in with an e-mail code over real SMTP', () => {
  it('mails a localized code from MAIL_FROM that signs in once and creates the account', async () => {
    const email = 'Ada.Lovelace@Example.com';
    const before = smtp.mailsTo(email).length;
    const res = await call(ctx.app, 'POST', '/api/email/sendVerifyCode', {
      body: { email },
      headers: { ...freshIp(), 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res).toMatchObject({ status: 200, code: 200, data: null });
    const mail = await smtp.waitForMail(email, { skip: before });
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.from).toBe('codes@mooli.test');
    expect(mail.subject).toBe(`Dein Anmeldecode für Mooli: ${code}`);
    expect(mail.text).toContain('Der Code ist 10 Minuten gültig');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain(code);

    // Only a hash of the code is stored.
    const [row] = await ctx.db.select().from(verifyCodes).where(eq(verifyCodes.email, 'ada.lovelace@example.com'));
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^scrypt\$/);

    const first = await login(email, code);
    expect(first).toMatchObject({ status: 200, code: 200 });
    expect(first.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, 'ada.lovelace@example.com'));
    expect(user.username).toBe('ada.lovelace');
    const [session] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session.tokenHash).toBe(hashToken(first.data.token));
    expect(session.tokenHash).not.toBe(first.data.token);

    const info = await call(ctx.app, 'GET', '/api/user/getInfo', { headers: bearer(first.data.token) });
    expect(info.data).toMatchObject({ email: 'ada.lovelace@example.com', username: 'ada.lovelace' });

    const again = await login(email, code);
    expect(again).toMatchObject({ status: 400, code: 400, message: 'The verification code is incorrect or has expired' });
  });

  it('signs an existing account in again without creating another', async () => {
    const email = 'returning@example.com';
    const { code: c1 } = await sendCode(email);
    expect((await login(email, c1)).code).toBe(200);
    const clock = freezeClock();
    clock.advance(61_000);
    const { code: c2 } = await sendCode(email);
    expect((await login(email, c2)).code).toBe(200);
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses a code after its 10 minutes', async () => {
    const clock = freezeClock();
    const email = 'late@example.com';
    const { code } = await sendCode(email);
    clock.advance(10 * 60_000);
    expect(await login(email, code)).toMatchObject({ status: 400, message: 'The verification code is incorrect or has expired' });
  });

  it('accepts a code just before it expires', async () => {
    const clock = freezeClock();
    const email = 'intime@example.com';
    const { code } = await sendCode(email);
    clock.advance(10 * 60_000 - 1000);
    expect((await login(email, code)).code).toBe(200);
  });

  it("keeps an older code working when a new one is sent (someone else's request cannot void it)", async () => {
    const clock = freezeClock();
    const email = 'twice@example.com';
    const { code: old } = await sendCode(email);
    clock.advance(61_000);
    const { code: fresh } = await sendCode(email);
    expect((await login(email, old)).code).toBe(200);
    // Signing in ends the address's other codes.
    if (fresh !== old) expect((await login(email, fresh)).code).toBe(400);
  });

  it('refuses a client after 5 tries at an address, even with the right code, while the shopper still signs in', async () => {
    const email = 'guesser@example.com';
    const { code } = await sendCode(email);
    const attacker = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(email, wrongCode(code), attacker)).code).toBe(400);
    const refused = await login(email, code, attacker);
    expect(refused).toMatchObject({ status: 429, code: 429 });
    expect(refused.message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
    const [row] = await ctx.db.select().from(verifyCodes).where(eq(verifyCodes.email, email));
    expect(row.attempts).toBe(5);
    expect(row.usedAt).toBeNull();
    // The shopper, from their own network, signs in with the code they hold.
    expect((await login(email, code)).code).toBe(200);
  });

  it('still takes the right code after 4 wrong tries', async () => {
    const email = 'almost@example.com';
    const { code } = await sendCode(email);
    const headers = freshIp();
    for (let i = 0; i < 4; i++) await login(email, wrongCode(code), headers);
    expect((await login(email, code, headers)).code).toBe(200);
  });

  it('compares at most 20 guesses with a code, however many clients guess at once; then it is dead', async () => {
    const email = 'parallel@example.com';
    const { code } = await sendCode(email);
    const guesses = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(guesses.map((g, i) => login(email, g, { 'x-forwarded-for': `198.51.100.${i + 1}` })));
    expect(results.every((r) => r.code === 400)).toBe(true);
    const [row] = await ctx.db.select().from(verifyCodes).where(eq(verifyCodes.email, email));
    expect(row.attempts).toBe(20);
    expect((await login(email, code)).code).toBe(400);
  });

  it('lets a shopper sign in however hard one client tries to lock the address out', async () => {
    const clock = freezeClock(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const victim = 'victim@example.com';
    const attacker = { 'x-forwarded-for': '203.0.113.66' };
    const { code: held } = await sendCode(victim, { 'x-forwarded-for': '198.18.0.1' });
    // The attacker guesses at the shopper's code and requests codes for the address all hour long.
    for (let i = 0; i < 6; i++) await login(victim, wrongCode(held), attacker);
    expect((await login(victim, held)).code).toBe(200);
    let sent = 0;
    for (let i = 0; i < 30; i++) {
      clock.advance(61_000);
      const res = await call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email: victim }, headers: attacker });
      if (res.code === 200) sent += 1;
      else expect(res.message).toBe('Too many verification codes were requested from your network, please try again later');
    }
    expect(sent).toBe(20);
    clock.advance(61_000);
    const { code } = await sendCode(victim, { 'x-forwarded-for': '198.18.0.1' });
    for (let i = 0; i < 5; i++) await login(victim, wrongCode(code), attacker);
    expect((await login(victim, code, { 'x-forwarded-for': '198.18.0.1' })).code).toBe(200);
  });

  it('lets only one of several parallel logins with the right code through', async () => {
    const email = 'race@example.com';
    const { code } = await sendCode(email);
    const results = await Promise.all(Array.from({ length: 4 }, () => login(email, code)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
  });

  it('answers identically whether or not the e-mail has an account', async () => {
    const known = 'known@example.com';
    const { code } = await sendCode(known);
    await login(known, code);
    const clock = freezeClock();
    clock.advance(61_000);
    const a = await call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email: known }, headers: freshIp() });
    const b = await call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email: 'unknown@example.com' }, headers: freshIp() });
    expect({ status: a.status, code: a.code, message: a.message, data: a.data }).toEqual({
      status: b.status,
      code: b.code,
      message: b.message,
      data: b.data,
    });
    expect(a.code).toBe(200);
    // Both get a mail, and a wrong code fails alike for both.
    await smtp.waitForCode(known, { skip: 1 });
    await smtp.waitForCode('unknown@example.com');
    const wrongA = await login(known, '000000');
    const wrongB = await login('unknown@example.com', '000000');
    expect(wrongA.message).toBe(wrongB.message);
    // Logging in with no code ever sent fails the same way too.
    expect((await login('nobody@example.com', '123456')).message).toBe(wrongA.message);
  });

  it('answers a Japanese shopper in Japanese', async () => {
    const email = 'hanako@example.com';
    const ja = () => ({ ...freshIp(), 'accept-language': 'ja-JP,ja;q=0.9' });
    const { res, code } = await sendCode(email, ja());
    expect(res).toMatchObject({ status: 200, code: 200, message: '認証コードを送信しました。メールをご確認ください。' });
    const wrong = await login(email, wrongCode(code), ja());
    expect(wrong).toMatchObject({ status: 400, code: 400, message: '認証コードが正しくないか、有効期限が切れています。', data: null });
    const right = await login(email, code, ja());
    expect(right).toMatchObject({ status: 200, code: 200, message: 'ログインしました。' });
    // Without a language the answers stay English.
    expect(await login(email, code)).toMatchObject({ status: 400, message: 'The verification code is incorrect or has expired' });
  });

  it('rejects malformed input and stores nothing', async () => {
    const before = (await ctx.db.select().from(verifyCodes)).length;
    const bad = await call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email: 'not-an-email' }, headers: freshIp() });
    expect(bad).toMatchObject({ status: 400, message: 'email: Please enter the correct email.' });
    const short = await login('someone@example.com', '12345');
    expect(short).toMatchObject({ status: 400, message: 'verify_code: Verification code must be 6 digits.' });
    expect((await ctx.db.select().from(verifyCodes)).length).toBe(before);
  });
});

describe('the sign-in address', () => {
  const send = (email: string) => call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email }, headers: freshIp() });

  it('refuses address syntax that could name another recipient, and sends and stores nothing', async () => {
    const attacks = [
      'victim<attacker@evil.test>',
      'victim <attacker@evil.test>',
      '"victim" <attacker@evil.test>',
      'x,attacker@evil.test',
      'victim@example.com,attacker@evil.test',
      'victim@example.com;attacker@evil.test',
      'victim(comment)@example.com',
      '"quoted"@example.com',
      'attacker@evil.test (victim@example.com)',
      '<attacker@evil.test>',
      'a..b@example.com',
      'victim@example.com\nBcc: attacker@evil.test',
    ];
    const mails = smtp.messages.length;
    const codes = (await ctx.db.select().from(verifyCodes)).length;
    for (const email of attacks) {
      // Refused as not an address (or, for the header injection, for its control character).
      expect(await send(email), email).toMatchObject({
        status: 400,
        code: 400,
        message: expect.stringMatching(/^email: (Please enter the correct email\.|must not contain control characters)$/),
      });
    }
    expect(smtp.messages).toHaveLength(mails);
    expect(smtp.messages.some((m) => m.to.some((t) => t.includes('evil.test')))).toBe(false);
    expect((await ctx.db.select().from(verifyCodes)).length).toBe(codes);
  });

  it('sends to exactly the normalized plain address, and the account is stored as it', async () => {
    const plain = "o'brien+shop@mail.example.com";
    expect((await send("  O'Brien+Shop@Mail.Example.COM ")).code).toBe(200);
    const mail = await smtp.waitForMail(plain);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(mail.to).toEqual([plain]);
    expect(mail.headers.to).toBe(plain);
    expect((await login(plain, code)).code).toBe(200);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, plain));
    expect(user).toBeDefined();
  });
});

describe('a mail server that fails', () => {
  // Its own instance, built outside the test's time (a whole context takes a while on a busy machine).
  let broken: TestContext;
  beforeAll(async () => {
    broken = await createTestContext({ seed: false, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  });
  afterAll(async () => {
    await broken?.close();
  });

  it('answers with a clear error, and the unsent code never works', async () => {
    const email = 'unlucky@example.com';
    const res = await call(broken.app, 'POST', '/api/email/sendVerifyCode', { body: { email } });
    // The mail server is away, not the request wrong: 503 with Retry-After, as for the other outages.
    expect(res).toMatchObject({ status: 503, code: 503, message: 'The e-mail could not be sent, please try again later' });
    expect(res.headers['retry-after']).toBeDefined();
    const rows = await broken.db.select().from(verifyCodes).where(eq(verifyCodes.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    // No 60 s wait for a mail that never left.
    const retry = await call(broken.app, 'POST', '/api/email/sendVerifyCode', { body: { email } });
    expect(retry.message).toBe('The e-mail could not be sent, please try again later');
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscribers } from '../../api/db/schema/index.ts';
import { freezeClock, resetClock } from '../../api/lib/clock.ts';
import { outboxMails } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => resetClock());

let ipCounter = 1;
const save = (email: string, lang = 'en') =>
  call(ctx.app, 'POST', '/api/moment/email/save', { body: { email, lang }, headers: { 'x-forwarded-for': `198.51.100.${ipCounter++}` } });
const confirm = (token: string, lang = 'en') =>
  call(ctx.app, 'POST', '/api/moment/email/confirm', {
    body: { token, lang },
    headers: { 'x-forwarded-for': `198.51.100.${ipCounter++}` },
  });
const rowOf = async (email: string) => (await ctx.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];

/** The token of the newest confirmation link mailed to `email`. */
function mailedToken(email: string): string {
  const mail = outboxMails(ctx, email).at(-1);
  const token = mail && /subscribe-confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no confirmation link for ${email}`);
  return token;
}

describe('POST /moment/email/save (double opt-in)', () => {
  it('stores the address pending, once however often it is sent, and mails a confirmation link', async () => {
    const first = await save('Reader@Example.com');
    expect(first).toMatchObject({ status: 200, code: 200, message: 'Submitted successfully' });
    await save('reader@example.com');
    const rows = await ctx.db.select().from(subscribers).where(eq(subscribers.email, 'reader@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0].confirmedAt).toBeNull();
    // The second signup within ten minutes sends no second e-mail.
    const mails = outboxMails(ctx, 'reader@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('http://localhost:4321/subscribe-confirm?token=');
    // Only the hash of the token is stored.
    expect(rows[0].confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].confirmTokenHash).not.toBe(mailedToken('reader@example.com'));
  });

  it('activates the address only through the mailed link, in the shopper language', async () => {
    await save('gerda@example.com', 'de');
    expect(outboxMails(ctx, 'gerda@example.com').at(-1)!.subject).toBe('Bitte bestätige dein Mooli-Abonnement');
    expect(outboxMails(ctx, 'gerda@example.com').at(-1)!.text).toContain('/de/subscribe-confirm?token=');
    expect((await rowOf('gerda@example.com')).confirmedAt).toBeNull();
    const res = await confirm(mailedToken('gerda@example.com'), 'de');
    expect(res).toMatchObject({ status: 200, code: 200, message: 'Dein Abonnement ist bestätigt. Willkommen im Mooli-Newsletter!' });
    const row = await rowOf('gerda@example.com');
    expect(row.confirmedAt).not.toBeNull();
    expect(row.confirmTokenHash).toBeNull();
  });

  it('refuses a wrong, reused or expired token and activates nothing', async () => {
    await save('late@example.com');
    const token = mailedToken('late@example.com');
    const wrong = await confirm(`${token.slice(0, -2)}xx`);
    expect(wrong).toMatchObject({
      status: 400,
      code: 400,
      message: 'This confirmation link is invalid or has expired. Please subscribe again to get a new one.',
    });
    const clock = freezeClock();
    clock.advance(48 * 3_600_000 + 1000);
    expect((await confirm(token)).status).toBe(400);
    expect((await rowOf('late@example.com')).confirmedAt).toBeNull();
    resetClock();

    await save('once@example.com');
    const once = mailedToken('once@example.com');
    expect((await confirm(once)).code).toBe(200);
    expect((await confirm(once, 'fr')).message).toBe(
      "Ce lien de confirmation n'est pas valide ou a expiré. Inscrivez-vous à nouveau pour en recevoir un nouveau.",
    );
  });

  it('mails nothing to an address already confirmed, so a stranger cannot spam it', async () => {
    await save('member@example.com');
    await confirm(mailedToken('member@example.com'));
    const clock = freezeClock();
    clock.advance(60 * 60_000);
    expect((await save('member@example.com')).code).toBe(200);
    expect(outboxMails(ctx, 'member@example.com')).toHaveLength(1);
    expect((await rowOf('member@example.com')).confirmedAt).not.toBeNull();
  });

  it('sends a fresh link after the cooldown, and the older link then no longer works', async () => {
    await save('again@example.com');
    const old = mailedToken('again@example.com');
    const clock = freezeClock();
    clock.advance(11 * 60_000);
    await save('again@example.com');
    const fresh = mailedToken('again@example.com');
    expect(fresh).not.toBe(old);
    expect((await confirm(old)).status).toBe(400);
    expect((await confirm(fresh)).code).toBe(200);
  });

  it.each(['plainaddress', 'a@b', 'a@b.c', 'a b@example.com', ''])('rejects %j and stores nothing', async (email) => {
    const before = (await ctx.db.select().from(subscribers)).length;
    const res = await save(email);
    expect(res.status).toBe(400);
    expect(res.message).toBe('email: Please enter the correct email address');
    expect((await ctx.db.select().from(subscribers)).length).toBe(before);
  });

  it('limits each client IP to FORM_REQUESTS_PER_MINUTE (429 envelope, nothing stored)', async () => {
    const limited = await createTestContext({ seed: false, env: { FORM_REQUESTS_PER_MINUTE: '3' } });
    try {
      const send = (email: string, ip: string) =>
        call(limited.app, 'POST', '/api/moment/email/save', { body: { email }, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i++) expect((await send(`fan${i}@example.com`, '203.0.113.7')).code).toBe(200);
      const refused = await send('fan3@example.com', '203.0.113.7');
      expect(refused).toMatchObject({ status: 429, code: 429, data: null });
      expect(refused.message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
      expect((await limited.db.select().from(subscribers)).map((r) => r.email)).not.toContain('fan3@example.com');
      expect((await send('fan3@example.com', '203.0.113.8')).code).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { verifyCodes } from '../../api/db/schema/index.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

// A real SMTP server that refuses some mailboxes for good, as servers answer unknown users.
let smtp: TestSmtpServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: (address) => address.startsWith('nobody') });
  ctx = await createTestContext({ seed: false, env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('an address the mail server refuses', () => {
  it('is a 400 in the shopper’s language, the unsent code never works, and a corrected address goes through', async () => {
    const email = 'nobody@example.com';
    const res = await call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email, lang: 'de' } });
    expect(res).toMatchObject({ status: 400, code: 400, data: null });
    expect(res.message).toBe('An diese E-Mail-Adresse können wir keine E-Mails senden. Bitte prüfe sie oder verwende eine andere.');
    const rows = await ctx.db.select().from(verifyCodes).where(eq(verifyCodes.email, email));
    expect(rows.every((r) => r.expiresAt.getTime() <= Date.now())).toBe(true);
    // No 60 s wait after a refusal, and other addresses are unaffected.
    const again = await call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email } });
    expect(again).toMatchObject({ status: 400, code: 400 });
    const good = await call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email: 'somebody@example.com' } });
    expect(good).toMatchObject({ status: 200, code: 200 });
    expect(await smtp.waitForCode('somebody@example.com')).toMatch(/^\d{6}$/);
  });
});

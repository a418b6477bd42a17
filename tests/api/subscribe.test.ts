import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../api/db/schema/index.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /moment/email/save', () => {
  it('stores the address once, however often it is sent', async () => {
    const first = await call(ctx.app, 'POST', '/api/moment/email/save', { body: { email: 'Reader@Example.com' } });
    expect(first).toMatchObject({ status: 200, code: 200, message: 'Submitted successfully' });
    await call(ctx.app, 'POST', '/api/moment/email/save', { body: { email: 'reader@example.com' } });
    const rows = await ctx.db.select().from(subscribers);
    expect(rows.map((r) => r.email)).toEqual(['reader@example.com']);
  });

  it.each(['plainaddress', 'a@b', 'a@b.c', 'a b@example.com', ''])('rejects %j and stores nothing', async (email) => {
    const before = (await ctx.db.select().from(subscribers)).length;
    const res = await call(ctx.app, 'POST', '/api/moment/email/save', { body: { email } });
    expect(res.status).toBe(400);
    expect(res.message).toBe('email: Please enter the correct email address');
    expect((await ctx.db.select().from(subscribers)).length).toBe(before);
  });

  it('limits each client IP to FORM_REQUESTS_PER_MINUTE (429 envelope, nothing stored)', async () => {
    const limited = await createTestContext({ seed: false, env: { FORM_REQUESTS_PER_MINUTE: '3' } });
    try {
      const save = (email: string, ip: string) =>
        call(limited.app, 'POST', '/api/moment/email/save', { body: { email }, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i++) expect((await save(`fan${i}@example.com`, '203.0.113.7')).code).toBe(200);
      const refused = await save('fan3@example.com', '203.0.113.7');
      expect(refused).toMatchObject({ status: 429, code: 429, data: null });
      expect(refused.message).toMatch(/^Too many requests, please try again in \d+ seconds$/);
      expect((await limited.db.select().from(subscribers)).map((r) => r.email)).not.toContain('fan3@example.com');
      expect((await save('fan3@example.com', '203.0.113.8')).code).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

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
});

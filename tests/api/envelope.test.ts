import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { z } from 'zod';
import { subscribers } from '../../api/db/schema/index.ts';
import { defineCall } from '../../api/lib/contract.ts';
import { route } from '../../api/lib/route.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { BODY_LIMIT: '2048' },
    extraRoutes(app) {
      // A handler that really fails, the way a database error would, with SQL in its message.
      route(app, defineCall({ method: 'GET', path: '/api/test/throws', auth: 'none', response: z.null() }), () => {
        throw new Error('relation "orders" does not exist: select * from orders where id = $1');
      });
      // A handler that answers a field its contract does not have.
      route(
        app,
        defineCall({ method: 'GET', path: '/api/test/bad-answer', auth: 'none', response: z.strictObject({ a: z.number() }) }),
        () => ({ a: 1, extra: true }) as never,
      );
    },
  });
});
afterAll(async () => {
  await ctx?.close();
});

describe('the envelope on every answer', () => {
  it('health answers with the envelope', async () => {
    const res = await call(ctx.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ status: 'ok' });
    expect(['pglite', 'postgres']).toContain(res.data.database);
  });

  it('unknown API routes get a 404 envelope', async () => {
    const res = await call(ctx.app, 'GET', '/api/no/such/call');
    expect(res.status).toBe(404);
    expect(res).toMatchObject({ code: 404, data: null });
    expect(res.message).toContain('/api/no/such/call');
  });

  it('malformed JSON is a 400, not a 500, and changes nothing', async () => {
    const res = await call(ctx.app, 'POST', '/api/moment/email/save', {
      payload: '{"email": "a@b.co"',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.code).toBe(400);
    const [{ n }] = await ctx.db.select({ n: count() }).from(subscribers);
    expect(n).toBe(0);
  });

  it('a wrong type is a 400 naming the field', async () => {
    const res = await call(ctx.app, 'POST', '/api/product/getList', { body: { page: 'first' } });
    expect(res.status).toBe(400);
    expect(res.code).toBe(400);
    expect(res.message).toMatch(/^page:/);
    // Marked as a refusal of the input's form, naming the field: the storefront shows its own translated words.
    expect(res.data).toEqual({ invalid: 'page' });
  });

  it('an unknown enum value is a 400', async () => {
    const res = await call(ctx.app, 'POST', '/api/product/getList', { body: { sort: 'cheapest-first' } });
    expect(res.status).toBe(400);
    expect(res.message).toMatch(/^sort:/);
  });

  it('an oversized body is a 413 envelope', async () => {
    const res = await call(ctx.app, 'POST', '/api/moment/email/save', { body: { email: `${'a'.repeat(4000)}@example.com` } });
    expect(res.status).toBe(413);
    expect(res.code).toBe(413);
  });

  it('a bad path parameter is a 400, an unknown id a 404', async () => {
    expect((await call(ctx.app, 'GET', '/api/product/getDetail/abc')).status).toBe(400);
    const missing = await call(ctx.app, 'GET', '/api/product/getDetail/999999');
    expect(missing.status).toBe(404);
    expect(missing.code).toBe(404);
  });

  it('never leaks a stack trace or SQL', async () => {
    const res = await call(ctx.app, 'GET', '/api/test/throws');
    expect(res).toMatchObject({ status: 500, code: 500, message: 'Internal server error', data: null });
    expect(JSON.stringify(res)).not.toMatch(/at .*\.ts:\d+|select |relation|orders/i);
    const big = await call(ctx.app, 'GET', '/api/product/getDetail/99999999999');
    expect(big.status).toBe(400);
  });

  it('an answer outside its contract is a 500, so a test of that call fails', async () => {
    expect(await call(ctx.app, 'GET', '/api/test/bad-answer')).toMatchObject({ status: 500, code: 500 });
  });

  it('refuses a field a call does not have, naming it', async () => {
    const res = await call(ctx.app, 'POST', '/api/product/getList', { body: { page: 1, colour: 'red' } });
    expect(res).toMatchObject({ status: 400, code: 400, message: 'colour: unknown field' });
  });
});

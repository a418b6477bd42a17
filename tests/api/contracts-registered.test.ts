import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '../../api/contracts.ts';
import type { Call } from '../../api/lib/contract.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => {
  await ctx?.close();
});

const all = Object.values(contracts).flatMap((m) => Object.values(m as Record<string, Call>));

describe('one contract per call', () => {
  it('every contract is a route of the app', () => {
    expect(all.length).toBeGreaterThan(40);
    for (const c of all) expect(ctx.app.hasRoute({ method: c.method, url: `/api${c.path}` }), `${c.method} ${c.path}`).toBe(true);
  });

  it('every /api route of the app comes from a contract', () => {
    const known = new Set(all.map((c) => `${c.method} /api${c.path}`));
    // HEAD routes are Fastify's automatic twins of GET routes.
    const apiRoutes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(apiRoutes.length).toBe(all.length);
    for (const r of apiRoutes) expect(known.has(`${r.method} ${r.url}`), `${r.method} ${r.url}`).toBe(true);
  });

  it('a required call refuses without a token, and strict schemas refuse unknown fields', async () => {
    expect((await call(ctx.app, 'GET', '/api/order/getList')).code).toBe(4001);
    expect((await call(ctx.app, 'POST', '/api/moment/email/save', { body: { email: 'a@b.co', extra: 1 } })).message).toBe(
      'extra: unknown field',
    );
  });
});

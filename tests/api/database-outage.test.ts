import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Tag } from '../../api/lib/reads/tags.ts';
import { tcpProxy } from '../helpers/tcp-proxy.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

/**
 * The database goes out of reach while the shop runs (a proxy between them cut: connections dropped,
 * new ones refused) and comes back: answers are 503 with Retry-After in the envelope's shape, never
 * 500, and the shop recovers without a restart.
 */
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL out of reach at run time', () => {
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let ctx: TestContext;
  beforeAll(async () => {
    const server = new URL(process.env.DATABASE_URL!);
    proxy = await tcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    ctx = await createTestContext({
      env: { READ_CACHE_MB: '8' },
      connectVia: (url) => {
        const u = new URL(url);
        u.hostname = '127.0.0.1';
        u.port = String(proxy.port);
        return u.toString();
      },
    });
  });
  afterAll(async () => {
    await proxy?.restore().catch(() => {});
    await ctx?.close();
    await proxy?.cut();
  });

  it('answers 503 with Retry-After while it is away, and serves again once it is back', async () => {
    const me = bearer(await signIn(ctx, 'outage@example.com'));
    expect((await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 4 } })).status).toBe(200);
    // A page never asked for before: no earlier answer can stand in for it.
    const list = () => call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 7 } });

    await proxy.cut();
    for (const res of [
      await list(),
      await call(ctx.app, 'GET', '/api/cart/getList', { headers: me }),
      await call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email: 'outage-2@example.com' } }),
    ]) {
      expect(res).toMatchObject({ status: 503, code: 503, data: null });
      expect(res.message).toMatch(/unavailable/);
      expect(res.headers['retry-after']).toBe('5');
    }
    const ready = await call(ctx.app, 'GET', '/api/ready');
    expect(ready.status).toBe(503);

    await proxy.restore();
    await expect.poll(async () => (await list()).status, { timeout: 15_000 }).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/cart/getList', { headers: me })).status).toBe(200);
  });

  it('answers a catalogue read it answered before with that answer while the database is away', async () => {
    const detail = (id: number) => call(ctx.app, 'GET', `/api/product/getDetail/${id}`);
    const list = await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 2 } });
    const [first, second] = list.data.list as { id: number }[];
    const before = await detail(first.id);
    expect(before.status).toBe(200);
    // An edit dropped the cached copy: a miss now asks the database.
    await ctx.app.reads.invalidate([Tag.all]);

    await proxy.cut();
    try {
      const during = await detail(first.id);
      expect(during.status).toBe(200);
      expect(during.data).toEqual(before.data);
      // Never answered before: nothing to stand in for it.
      expect((await detail(second.id)).status).toBe(503);
    } finally {
      await proxy.restore();
    }
    await expect.poll(async () => (await detail(second.id)).status, { timeout: 15_000 }).toBe(200);
  });
});

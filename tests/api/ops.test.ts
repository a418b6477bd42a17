import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, checkout, shoppers, skuWithStock } from './helpers/commerce.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

const TOKEN = 'scrape-token-of-the-tests';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN, PAYPAL_EMULATOR_WEBHOOKS: 'off' } });
});
afterAll(async () => {
  await ctx?.close();
});

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('health and readiness for load balancers', () => {
  it('says the process is up, and ready when the database (and Redis, when used) answer', async () => {
    expect((await call(ctx.app, 'GET', '/api/health')).data.status).toBe('ok');
    const ready = await call(ctx.app, 'GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.data).toEqual({ database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'none' });
  });

  it('answers 503 with Retry-After while Redis does not answer, and 200 again once it does', async () => {
    // An instance configured with a Redis nobody listens on (port 9: discard, closed here).
    const broken = await createTestContext({ seed: false, env: { REDIS_URL: 'redis://127.0.0.1:9' } });
    try {
      const res = await call(broken.app, 'GET', '/api/ready');
      expect(res.status).toBe(503);
      expect(res.code).toBe(503);
      expect(res.message).toMatch(/redis/);
      expect(res.headers['retry-after']).toBe('5');
      // Liveness does not depend on Redis or the database.
      expect((await call(broken.app, 'GET', '/api/health')).status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe('metrics', () => {
  it('are only for the scraper holding the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong-token-wrong-token')).statusCode).toBe(401);
    const off = await createTestContext({ seed: false });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
        404,
      );
    } finally {
      await off.close();
    }
  });

  it('count requests per declared route, checkouts, and what waits in the outbox, in Prometheus text format', async () => {
    const [me] = await shoppers(ctx, 'metrics', 1);
    await addToCart(ctx, me, await skuWithStock(ctx, 5));
    const made = await checkout(ctx, me);
    expect(made.status).toBe(200);
    await call(ctx.app, 'GET', '/api/product/getDetail/999999');
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const body = res.body;
    expect(body).toMatch(/http_requests_total\{method="POST",route="\/api\/order\/create",status="200"\} [1-9]/);
    expect(body).toMatch(/http_requests_total\{method="GET",route="\/api\/product\/getDetail\/:id",status="404"\} [1-9]/);
    expect(body).toMatch(/http_request_duration_seconds_bucket\{le="[0-9.]+",method="POST",route="\/api\/order\/create"\}/);
    expect(body).toMatch(/shop_order_moves_total\{move="create"\} [1-9]/);
    expect(body).toMatch(/shop_order_email_outbox_depth \d+/);
    expect(body).toMatch(/shop_read_cache_lookups_total\{result="miss"\} \d+/);
    expect(body).toMatch(/process_cpu_seconds_total/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/context.ts';

let withCors: TestContext;
let without: TestContext;
beforeAll(async () => {
  withCors = await createTestContext({ seed: false, env: { CORS_ORIGIN: 'https://shop.example' } });
  without = await createTestContext({ seed: false });
});
afterAll(async () => {
  await withCors?.close();
  await without?.close();
});

const preflight = (ctx: TestContext, origin: string) =>
  ctx.app.inject({
    method: 'OPTIONS',
    url: '/api/product/getList',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
  });

describe('CORS for an API on its own host', () => {
  it('allows the configured site origin and no other', async () => {
    const ok = await preflight(withCors, 'https://shop.example');
    expect(ok.statusCode).toBeLessThan(300);
    expect(ok.headers['access-control-allow-origin']).toBe('https://shop.example');
    const other = await preflight(withCors, 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no allow-origin header without CORS_ORIGIN', async () => {
    const res = await without.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://shop.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

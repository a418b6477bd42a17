import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('GET /route/getList', () => {
  it('returns product and blog groups whose product children are routes of real products', async () => {
    const res = await call(ctx.app, 'GET', '/api/route/getList');
    expect(res.code).toBe(200);
    expect(res.data.map((g: any) => g.label)).toEqual(['product', 'blog']);
    const products = res.data[0].children;
    expect(products.length).toBeGreaterThanOrEqual(12);
    for (const child of products) expect(child.route).toMatch(/^\/products\/[a-z0-9-]+$/);
    const detail = await call(ctx.app, 'GET', `/api/product/getDetail/${products[0].id}`);
    expect(detail.data.route_info.route).toBe(products[0].route);
  });
});

describe('GET /country/getList', () => {
  it('lists at least 12 countries with US current by default', async () => {
    const res = await call(ctx.app, 'GET', '/api/country/getList');
    expect(res.data.length).toBeGreaterThanOrEqual(12);
    expect(res.data.filter((c: any) => c.is_current)).toEqual([{ country_code: 'US', name: 'United States', is_current: true }]);
  });

  it('marks the requested country current and names countries in the request language', async () => {
    const res = await call(ctx.app, 'GET', '/api/country/getList?country_code=de', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    const current = res.data.find((c: any) => c.is_current);
    expect(current).toEqual({ country_code: 'DE', name: 'Deutschland', is_current: true });
  });

  it('rejects a malformed country code', async () => {
    const res = await call(ctx.app, 'GET', '/api/country/getList?country_code=USA');
    expect(res.status).toBe(400);
    expect(res.message).toMatch(/^country_code:/);
  });
});

describe('GET /home/top/getList', () => {
  it('returns banner items with text, redirect_url and bg_color', async () => {
    const res = await call(ctx.app, 'GET', '/api/home/top/getList');
    expect(res.data.length).toBeGreaterThan(0);
    for (const item of res.data) {
      expect(Object.keys(item).sort()).toEqual(['bg_color', 'redirect_url', 'text']);
      expect(item.bg_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    }
    expect(res.data.some((b: any) => b.bg_color.toUpperCase() === '#EE5E7B')).toBe(true);
  });

  it('is localized by Accept-Language or lang, falling back to en', async () => {
    const en = await call(ctx.app, 'GET', '/api/home/top/getList');
    const ja = await call(ctx.app, 'GET', '/api/home/top/getList?lang=ja');
    const xx = await call(ctx.app, 'GET', '/api/home/top/getList', { headers: { 'accept-language': 'xx-YY' } });
    expect(ja.data[0].text).not.toBe(en.data[0].text);
    expect(xx.data[0].text).toBe(en.data[0].text);
  });
});

describe('GET /basicInfo/get', () => {
  it('kind 3 holds the shipping rules in data[0]', async () => {
    const res = await call(ctx.app, 'GET', '/api/basicInfo/get?kind=3');
    expect(res.data[0].title.length).toBeGreaterThan(0);
    expect(res.data[0].content).toContain('$');
  });

  it('requires a numeric kind', async () => {
    expect((await call(ctx.app, 'GET', '/api/basicInfo/get')).status).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/basicInfo/get?kind=x')).status).toBe(400);
  });
});

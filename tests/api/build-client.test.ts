import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { expectedPageCount } from '../../scripts/lib/astro-build.ts';
import { products, site } from '../../src/lib/api/calls.ts';
import { buildCall, buildDefaultCountry } from '../../src/lib/build-api.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
const seen: Array<{ method: string; url: string; lang?: string }> = [];
let base = '';
beforeAll(async () => {
  ctx = await createTestContext({
    extraRoutes(app) {
      app.addHook('onRequest', async (req) => {
        seen.push({ method: req.method, url: req.url, lang: req.headers['accept-language'] as string | undefined });
      });
    },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api`;
  process.env.SHOP_API_URL = base;
});
afterAll(async () => {
  delete process.env.SHOP_API_URL;
  await ctx?.close();
});

describe('the build-time client', () => {
  it('calls contract routes: path parameters, GET query, POST JSON, the locale as Accept-Language', async () => {
    const [first] = (await buildCall(products.list, 'en', { page: 1, page_size: 1 })).list;
    const detail = await buildCall(products.detail, 'de', { id: first.id, country_code: 'DE' });
    expect(detail.id).toBe(first.id);
    expect(seen).toContainEqual({ method: 'POST', url: '/api/product/getList', lang: 'en' });
    expect(seen).toContainEqual({ method: 'GET', url: `/api/product/getDetail/${first.id}?country_code=DE`, lang: 'de' });
    const [de, en] = await Promise.all([buildCall(products.categoryList, 'de'), buildCall(products.categoryList, 'en')]);
    expect(de[0].cate_name).not.toBe(en[0].cate_name);
  });

  it('asks once for the same call in the same locale during a build', async () => {
    const before = seen.filter((s) => s.url === '/api/home/top/getList').length;
    await Promise.all([buildCall(site.topBanners, 'fr'), buildCall(site.topBanners, 'fr'), buildCall(site.topBanners, 'fr')]);
    expect(seen.filter((s) => s.url === '/api/home/top/getList').length).toBe(before + 1);
  });

  it('fails the build with a message naming the call when the API refuses', async () => {
    await expect(buildCall(products.detail, 'en', { id: 999_999 })).rejects.toThrow(/GET \/product\/getDetail\/999999 \(en\): 404/);
  });

  it('knows the default country the pages are priced in', async () => {
    expect(await buildDefaultCountry('en')).toBe('US');
  });

  it('counts the pages a build writes: every page file in eight locales, plus each product in eight and each post twice in eight', async () => {
    const groups = await buildCall(site.routeList, 'en');
    const routes = groups.find((g) => g.label === 'product')!.children.length;
    const posts = groups.find((g) => g.label === 'blog')!.children.length;
    const pages = readdirSync('src/pages/[...lang]', { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.astro') && !f.includes('['),
    );
    // Each static page in 8 locales, the not-found page at the root and under 7 prefixes, each product in 8,
    // each post at /blog/{slug} and /blog-detail/{id} in 8.
    expect(posts).toBeGreaterThanOrEqual(24);
    expect(await expectedPageCount(base)).toBe(pages.length * 8 + 1 + 7 + routes * 8 + posts * 2 * 8);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { expectedPageCount } from '../../scripts/lib/astro-build.ts';
import { products, site } from '../../src/lib/api/calls.ts';
import { buildCall, buildDefaultCountry, fetchAnswer } from '../../src/lib/build-api.ts';
import { newBuildSession } from '../../src/lib/build-session.ts';
import { createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
const seen: Array<{ method: string; url: string; lang?: string }> = [];
const answered: Array<{ url: string; lang?: string; status: number; bytes: number }> = [];
let base = '';
beforeAll(async () => {
  ctx = await createTestContext({
    extraRoutes(app) {
      app.addHook('onRequest', async (req) => {
        seen.push({ method: req.method, url: req.url, lang: req.headers['accept-language'] as string | undefined });
      });
      app.addHook('onSend', async (req, reply, payload) => {
        const bytes = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload.length : 0;
        answered.push({ url: req.url, lang: req.headers['accept-language'] as string | undefined, status: reply.statusCode, bytes });
        return payload;
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

  it("asks a later build's calls on condition they changed: the same answer comes back 304 with no body, a changed one whole", async () => {
    const statuses = (url: string) => answered.filter((a) => a.url === url && a.lang === 'it').map((a) => [a.status, a.bytes > 0]);
    const banners = await buildCall(site.topBanners, 'it');
    const [first] = (await buildCall(products.list, 'it', { page: 1, page_size: 3 })).list;
    await newBuildSession();
    // The next build gets the same objects back: nothing was sent, read or parsed again.
    expect(await buildCall(site.topBanners, 'it')).toBe(banners);
    expect((await buildCall(products.list, 'it', { page: 1, page_size: 3 })).list[0]).toBe(first);
    expect(statuses('/api/home/top/getList')).toEqual([
      [200, true],
      [304, false],
    ]);
    expect(statuses('/api/product/getList')).toEqual([
      [200, true],
      [304, false],
    ]);
    // An answer other than the one the build had comes back whole, with its digest.
    const call = 'GET /home/top/getList it null';
    const now = await fetchAnswer(base, call, undefined, { digest: 'an-older-answer', data: [] });
    expect(now.data).toEqual(banners);
    expect(now.digest).toBe((await fetchAnswer(base, call)).digest);
    expect(statuses('/api/home/top/getList').slice(-2)).toEqual([
      [200, true],
      [200, true],
    ]);
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

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { history, products } from '../../api/db/schema/index.ts';
import { freezeClock, resetClock } from '../../api/lib/clock.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
let ids: number[];
let n = 0;
/** Every test signs in shoppers of its own: no test depends on what another did. */
const shopper = async (name: string) => bearer(await signIn(ctx, `${name}-${++n}@example.com`));
/** A shopper who likes the first three products, in that order. */
async function liker(name: string) {
  const me = await shopper(name);
  for (const id of ids.slice(0, 3)) await like(id, me);
  return me;
}
beforeAll(async () => {
  ctx = await createTestContext();
  ids = (await ctx.db.select({ id: products.id }).from(products).where(eq(products.published, true)).orderBy(asc(products.id))).map(
    (r) => r.id,
  );
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(() => resetClock());

const like = (productId: number, headers: Record<string, string>) =>
  call(ctx.app, 'POST', '/api/user/liked/dolike', { body: { product_id: productId }, headers });
const likeByGet = (productId: number, headers: Record<string, string>) =>
  call(ctx.app, 'GET', `/api/productLike/doLike?product_id=${productId}`, { headers });
const likedList = (body: object, headers: Record<string, string>) => call(ctx.app, 'POST', '/api/user/liked/getList', { body, headers });
const historyList = (body: object, headers: Record<string, string>) =>
  call(ctx.app, 'POST', '/api/user/history/getList', { body, headers });
const open = (productId: number, headers: Record<string, string>) =>
  call(ctx.app, 'GET', `/api/product/getDetail/${productId}`, { headers });
const listIds = (res: { data: { list: Array<{ id: number }> } }) => res.data.list.map((p) => p.id);

describe('likes', () => {
  it('toggles with POST /user/liked/dolike and GET /productLike/doLike alike', async () => {
    const me = await shopper('toggle');
    expect(await like(ids[0], me)).toMatchObject({ status: 200, code: 200, data: { is_like: true } });
    expect((await like(ids[0], me)).data).toEqual({ is_like: false });
    expect((await likeByGet(ids[0], me)).data).toEqual({ is_like: true });
    expect((await likeByGet(ids[0], me)).data).toEqual({ is_like: false });
    expect((await likedList({}, me)).data.total).toBe(0);
  });

  it('refuses an unknown product (404) and a malformed id (400)', async () => {
    const me = await shopper('refuse');
    expect(await like(999_999, me)).toMatchObject({ status: 404, code: 404 });
    expect(await like('abc' as unknown as number, me)).toMatchObject({ status: 400, code: 400 });
    expect((await likeByGet(-1, me)).status).toBe(400);
  });

  it('lists the liked products, most recently liked first, paginated, with country prices', async () => {
    const clock = freezeClock();
    const alice = await shopper('alice');
    for (const id of [ids[0], ids[1], ids[2]]) {
      await like(id, alice);
      clock.advance(1000);
    }
    const page1 = await likedList({ page: 1, page_size: 2 }, alice);
    expect(page1).toMatchObject({ status: 200, data: { total: 3, page: 1, page_size: 2 } });
    expect(listIds(page1)).toEqual([ids[2], ids[1]]);
    expect(page1.data.list.every((p: { is_like: boolean }) => p.is_like)).toBe(true);
    expect(listIds(await likedList({ page: 2, page_size: 2 }, alice))).toEqual([ids[0]]);
    const us = await likedList({ country_code: 'US' }, alice);
    expect(us.data.list[0].product_sku_info[0].product_price).toMatch(/^\d+\.\d{2}$/);
    expect((await likedList({ country_code: 'ZZ' }, alice)).status).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/user/getInfo', { headers: alice })).data.like_num).toBe(3);
  });

  it("are private: Bob sees none of Alice's likes", async () => {
    await liker('alice');
    const bob = await shopper('bob');
    expect((await likedList({}, bob)).data).toMatchObject({ total: 0, list: [] });
    expect((await call(ctx.app, 'GET', '/api/user/getInfo', { headers: bob })).data.like_num).toBe(0);
  });

  it('fill is_like in product calls for the signed-in shopper only', async () => {
    const alice = await liker('alice');
    const bob = await shopper('bob');
    const body = { page_size: 100 };
    const mine = await call(ctx.app, 'POST', '/api/product/getList', { body, headers: alice });
    const liked = mine.data.list
      .filter((p: { is_like: boolean }) => p.is_like)
      .map((p: { id: number }) => p.id)
      .sort((a: number, b: number) => a - b);
    expect(liked).toEqual([ids[0], ids[1], ids[2]]);
    const visitor = await call(ctx.app, 'POST', '/api/product/getList', { body });
    expect(visitor.data.list.some((p: { is_like: boolean }) => p.is_like)).toBe(false);
    const bobs = await call(ctx.app, 'POST', '/api/product/getList', { body, headers: bob });
    expect(bobs.data.list.some((p: { is_like: boolean }) => p.is_like)).toBe(false);
    expect((await open(ids[1], alice)).data.is_like).toBe(true);
    expect((await open(ids[1], bob)).data.is_like).toBe(false);
    const recommended = await call(ctx.app, 'POST', '/api/product/recommend', { body: { product_id: ids[3], limit: 24 }, headers: alice });
    for (const p of recommended.data as Array<{ id: number; is_like: boolean }>)
      expect(p.is_like).toBe([ids[0], ids[1], ids[2]].includes(p.id));
  });

  it('fill is_like in search, best sellers and curated lists too', async () => {
    const alice = await liker('alice');
    const likedSet = new Set([ids[0], ids[1], ids[2]]);
    const check = (items: Array<{ id: number; is_like: boolean }>) => {
      for (const p of items) expect(p.is_like, `product ${p.id}`).toBe(likedSet.has(p.id));
    };
    const bestsellers = await call(ctx.app, 'POST', '/api/bestseller/product/getList', { body: { page_size: 100 }, headers: alice });
    check(bestsellers.data.list);
    expect(bestsellers.data.list.some((p: { is_like: boolean }) => p.is_like)).toBe(true);
    const [first] = (await call(ctx.app, 'GET', `/api/product/getDetail/${ids[0]}`)).data.product_name.split(' ');
    const found = await call(ctx.app, 'POST', '/api/product/search', { body: { keywords: first, page_size: 100 }, headers: alice });
    check(found.data.list);
    for (const page of ['home', 'about', 'mooliworld', 'moment', 'experience']) {
      check((await call(ctx.app, 'GET', `/api/${page}/product/getList`, { headers: alice })).data);
      const visitor = await call(ctx.app, 'GET', `/api/${page}/product/getList`);
      expect(visitor.data.some((p: { is_like: boolean }) => p.is_like)).toBe(false);
    }
  });

  it('leave public product calls working with an unknown or dead token (as a visitor)', async () => {
    const clock = freezeClock();
    const dead = await shopper('erin');
    clock.advance(9 * 24 * 3_600_000); // idle past the grace in which a refresh would revive it
    for (const headers of [bearer('B'.repeat(43)), dead]) {
      const res = await call(ctx.app, 'POST', '/api/product/getList', { body: {}, headers });
      expect(res).toMatchObject({ status: 200, code: 200 });
      expect(res.data.list.some((p: { is_like: boolean }) => p.is_like)).toBe(false);
    }
  });

  it('answer 4003 to an idle but refreshable session, so the shopper gets their likes back after the refresh', async () => {
    const clock = freezeClock();
    const token = await signIn(ctx, `frank-${++n}@example.com`);
    await like(ids[7], bearer(token));
    clock.advance(7 * 24 * 3_600_000 + 60_000);
    const body = { page_size: 48 };
    expect(await call(ctx.app, 'POST', '/api/product/getList', { body, headers: bearer(token) })).toMatchObject({
      status: 401,
      code: 4003,
    });
    const fresh = (await call(ctx.app, 'GET', '/api/user/refreshToken', { headers: bearer(token) })).data.token;
    const res = await call(ctx.app, 'POST', '/api/product/getList', { body, headers: bearer(fresh) });
    expect(res.data.list.find((p: { id: number }) => p.id === ids[7]).is_like).toBe(true);
  });
});

describe('history', () => {
  it('records products a signed-in shopper opens: most recent first, each once', async () => {
    const clock = freezeClock();
    const carol = await shopper('carol');
    for (const id of [ids[3], ids[4], ids[3], ids[5]]) {
      expect((await open(id, carol)).code).toBe(200);
      clock.advance(1000);
    }
    const res = await historyList({}, carol);
    expect(res).toMatchObject({ status: 200, data: { total: 3 } });
    expect(listIds(res)).toEqual([ids[5], ids[3], ids[4]]);
    expect(listIds(await historyList({ page: 2, page_size: 1 }, carol))).toEqual([ids[3]]);
    expect((await call(ctx.app, 'GET', '/api/user/getInfo', { headers: carol })).data.history_num).toBe(3);
  });

  it('marks liked products in the history', async () => {
    const clock = freezeClock();
    const carol = await shopper('carol');
    await open(ids[3], carol);
    clock.advance(1000);
    await like(ids[0], carol);
    await open(ids[0], carol);
    const res = await historyList({}, carol);
    expect(res.data.list[0]).toMatchObject({ id: ids[0], is_like: true });
    expect(res.data.list.find((p: { id: number }) => p.id === ids[3]).is_like).toBe(false);
  });

  it('records nothing for visitors, stale tokens or unknown products, and stays private', async () => {
    const carol = await shopper('carol');
    const dave = await shopper('dave');
    await open(ids[3], carol);
    const before = (await ctx.db.select().from(history)).length;
    await open(ids[6], {});
    await open(ids[6], bearer('C'.repeat(43)));
    expect((await open(999_999, carol)).status).toBe(404);
    expect((await ctx.db.select().from(history)).length).toBe(before);
    expect((await historyList({}, dave)).data).toMatchObject({ total: 0, list: [] });
  });
});

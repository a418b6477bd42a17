import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { verifyCodes } from '../../api/db/schema/index.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { pngImage, postForm } from './helpers/images.ts';

// The field rules of api/lib/fields.ts as shoppers and attackers meet them: each bad input is a 400
// envelope naming the field, and changes nothing.
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = await signIn(ctx, 'rules@example.com');
});
afterAll(async () => {
  await ctx?.close();
});

const refused = (res: { status: number; code: number; message: string }, field: string) => {
  expect(res.status, res.message).toBe(400);
  expect(res.code).toBe(400);
  expect(res.message).toMatch(new RegExp(`^${field}(\\.\\d+)?: `));
};

describe('text fields refuse control characters', () => {
  it('a NUL byte in a search, a profile, an e-mail or a sign-in is a 400 naming the field', async () => {
    refused(await call(ctx.app, 'POST', '/api/product/search', { body: { keywords: 'a\u0000b' } }), 'keywords');
    refused(await call(ctx.app, 'POST', '/api/user/update', { body: { username: 'ab\u0000cd' }, headers: bearer(token) }), 'username');
    refused(await call(ctx.app, 'POST', '/api/user/login', { body: { email: 'a\u0000b@example.com', verify_code: '123456' } }), 'email');
    refused(await call(ctx.app, 'GET', '/api/cart/coupon/calculate?coupon_code=a%00b', { headers: bearer(token) }), 'coupon_code');
    const [{ n: before }] = await ctx.db.select({ n: count() }).from(verifyCodes);
    refused(await call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email: 'a\u0000b@example.com' } }), 'email');
    const [{ n: after }] = await ctx.db.select({ n: count() }).from(verifyCodes);
    expect(after).toBe(before);
    const me = await call(ctx.app, 'GET', '/api/user/getInfo', { headers: bearer(token) });
    expect(me.data.username).toBe('rules');
  });

  it('other control characters too, while plain unicode passes', async () => {
    refused(await call(ctx.app, 'POST', '/api/product/search', { body: { keywords: 'lube\u0007' } }), 'keywords');
    refused(await call(ctx.app, 'POST', '/api/user/update', { body: { username: 'Anna\r\nBcc' }, headers: bearer(token) }), 'username');
    expect((await call(ctx.app, 'POST', '/api/product/search', { body: { keywords: 'Gleitgel für 日本 🍑' } })).status).toBe(200);
  });
});

describe('ids stay within the integer column', () => {
  it('an id beyond 2147483647 is a 400, in a body, a query string and a list', async () => {
    refused(
      await call(ctx.app, 'POST', '/api/user/liked/dolike', { body: { product_id: 2147483648 }, headers: bearer(token) }),
      'product_id',
    );
    refused(await call(ctx.app, 'GET', '/api/productLike/doLike?product_id=2147483648', { headers: bearer(token) }), 'product_id');
    refused(await call(ctx.app, 'DELETE', '/api/cart/delete', { body: { cart_id: [1, 2147483648] }, headers: bearer(token) }), 'cart_id');
    refused(await call(ctx.app, 'GET', '/api/product/getDetail/99999999999999999999'), 'id');
  });
});

describe('numbers: plain digits from query strings and forms, nothing looser', () => {
  it('refuses true, [1], "0x1F", " 12 " and "" with a 400 naming the field', async () => {
    refused(await call(ctx.app, 'POST', '/api/product/getList', { body: { page: true } }), 'page');
    refused(await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: [1] } }), 'page_size');
    refused(await call(ctx.app, 'POST', '/api/user/liked/dolike', { body: { product_id: '0x1F' }, headers: bearer(token) }), 'product_id');
    refused(await call(ctx.app, 'POST', '/api/user/liked/dolike', { body: { product_id: ' 12 ' }, headers: bearer(token) }), 'product_id');
    refused(await call(ctx.app, 'GET', '/api/productLike/doLike?product_id=', { headers: bearer(token) }), 'product_id');
    refused(await call(ctx.app, 'GET', '/api/order/getList?page=1e1', { headers: bearer(token) }), 'page');
  });

  it('still reads plain digits from a query string', async () => {
    const res = await call(ctx.app, 'GET', '/api/order/getList?page=2&page_size=5', { headers: bearer(token) });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ page: 2, page_size: 5 });
  });

  it('refuses an empty chunk index in a form', async () => {
    const fields = { hash: 'a'.repeat(64), total: '1', size: '10', index: '' };
    const res = await postForm(
      ctx.app,
      '/api/upload/chunk',
      [
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'package', filename: 'x.part0', type: 'application/octet-stream', data: Buffer.alloc(10) },
      ],
      bearer(token),
    );
    refused(res, 'index');
  });
});

describe('broken multipart bodies', () => {
  it('without a boundary, with an empty or a wrong one: a 400 envelope on every upload call', async () => {
    const png = await pngImage();
    const body = Buffer.concat([
      Buffer.from('--right\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
      png,
      Buffer.from('\r\n--right--\r\n'),
    ]);
    for (const url of ['/api/upload/image', '/api/upload/chunk', '/api/user/uploadAvatar']) {
      for (const type of [
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=wrong',
        'multipart/form-data; boundary="right',
      ]) {
        const res = await ctx.app.inject({ method: 'POST', url, payload: body, headers: { ...bearer(token), 'content-type': type } });
        expect(res.statusCode, `${url} ${type}`).toBe(400);
        expect(res.json(), `${url} ${type}`).toMatchObject({ code: 400, data: null });
      }
    }
  });
});

describe('answers Fastify gives itself', () => {
  it('an undecodable or overlong path parameter is a 400 envelope', async () => {
    for (const url of ['/api/product/getDetail/%FF', `/api/product/getDetail/${'1'.repeat(150)}`]) {
      const res = await call(ctx.app, 'GET', url);
      expect(res, url).toMatchObject({ status: 400, code: 400, data: null });
    }
  });
});

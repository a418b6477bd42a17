import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chunkUploads, likes, users, verifyCodes } from '../../api/db/schema/index.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { pngImage, postForm } from './helpers/images.ts';

/** The account calls' strict schemas: an unknown field is refused with 400 naming it, and nothing is done. */
let ctx: TestContext;
let me: Record<string, string>;
let productId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  me = bearer(await signIn(ctx, 'strict@example.com'));
  productId = (await call(ctx.app, 'POST', '/api/product/getList', { body: { page_size: 1 } })).data.list[0].id;
});
afterAll(async () => {
  await ctx?.close();
});

const unknownField = (name: string) => ({ status: 400, code: 400, message: `${name}: unknown field`, data: { invalid: name } });

describe('account calls refuse unknown fields', () => {
  it('sign-in: POST /email/sendVerifyCode and POST /user/login, before any code is stored or used', async () => {
    const email = 'nobody-yet@example.com';
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const send = await call(ctx.app, 'POST', '/api/email/sendVerifyCode', { body: { email, phone: '123' }, headers });
    expect(send).toMatchObject(unknownField('phone'));
    expect(await ctx.db.select().from(verifyCodes).where(eq(verifyCodes.email, email))).toHaveLength(0);
    const login = await call(ctx.app, 'POST', '/api/user/login', { body: { email, verify_code: '123456', remember: true }, headers });
    expect(login).toMatchObject(unknownField('remember'));
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('profile: POST /user/update and POST /user/updateMore change nothing', async () => {
    const before = (await call(ctx.app, 'GET', '/api/user/getInfo', { headers: me })).data;
    const update = await call(ctx.app, 'POST', '/api/user/update', { body: { username: 'Changed', email: 'x@example.com' }, headers: me });
    expect(update).toMatchObject(unknownField('email'));
    const more = await call(ctx.app, 'POST', '/api/user/updateMore', { body: { answers: {}, extra: 1 }, headers: me });
    expect(more).toMatchObject(unknownField('extra'));
    expect((await call(ctx.app, 'GET', '/api/user/getInfo', { headers: me })).data).toEqual(before);
  });

  it('likes: POST /user/liked/dolike, GET /productLike/doLike and the two lists', async () => {
    const like = await call(ctx.app, 'POST', '/api/user/liked/dolike', { body: { product_id: productId, user_id: 1 }, headers: me });
    expect(like).toMatchObject(unknownField('user_id'));
    const byQuery = await call(ctx.app, 'GET', `/api/productLike/doLike?product_id=${productId}&user_id=1`, { headers: me });
    expect(byQuery).toMatchObject(unknownField('user_id'));
    expect(await ctx.db.select().from(likes).where(eq(likes.productId, productId))).toHaveLength(0);
    for (const url of ['/api/user/liked/getList', '/api/user/history/getList']) {
      expect(await call(ctx.app, 'POST', url, { body: { page: 1, sort: 'newest' }, headers: me })).toMatchObject(unknownField('sort'));
    }
  });

  it('uploads: a form field POST /upload/chunk does not know', async () => {
    const data = await pngImage();
    const hash = createHash('sha256').update(data).digest('hex');
    const fields = { hash, total: '1', size: String(data.length), index: '0', colour: 'pink' };
    const res = await postForm(
      ctx.app,
      '/api/upload/chunk',
      [
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'package', filename: 'a.png.part0', type: 'application/octet-stream', data },
      ],
      me,
    );
    expect(res).toMatchObject(unknownField('colour'));
    expect(await ctx.db.select().from(chunkUploads)).toHaveLength(0);
  });
});

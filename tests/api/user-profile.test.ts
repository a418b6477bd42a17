import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../api/db/schema/index.ts';
import { QUESTIONS } from '../../api/modules/user/questions.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { pngImage, postForm } from './helpers/images.ts';

let ctx: TestContext;
let alice: Record<string, string>;
let bob: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = bearer(await signIn(ctx, 'alice@example.com'));
  bob = bearer(await signIn(ctx, 'bob@example.com'));
});
afterAll(async () => {
  await ctx?.close();
});

const rowOf = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
const update = (body: unknown, headers = alice) => call(ctx.app, 'POST', '/api/user/update', { body, headers });
const updateMore = (body: unknown, headers = alice) => call(ctx.app, 'POST', '/api/user/updateMore', { body, headers });

describe('GET /user/getInfo', () => {
  it("answers with the shopper's own profile and counts", async () => {
    const res = await call(ctx.app, 'GET', '/api/user/getInfo', { headers: alice });
    expect(res).toMatchObject({ status: 200, code: 200 });
    expect(res.data).toEqual({
      id: (await rowOf('alice@example.com')).id,
      username: 'alice',
      avatar: null,
      age: null,
      country: null,
      gender: null,
      email: 'alice@example.com',
      like_num: 0,
      history_num: 0,
      answers: {},
    });
    expect((await call(ctx.app, 'GET', '/api/user/getInfo', { headers: bob })).data.email).toBe('bob@example.com');
  });
});

describe('POST /user/update', () => {
  it('saves username, age, country and gender and answers with the new profile', async () => {
    const res = await update({ username: '  Alice W ', age: 29, country: 'de', gender: 'female' });
    expect(res).toMatchObject({ status: 200, code: 200, data: { username: 'Alice W', age: 29, country: 'DE', gender: 'female' } });
    expect(await rowOf('alice@example.com')).toMatchObject({ username: 'Alice W', age: 29, country: 'DE', gender: 'female' });
    // Bob is untouched.
    expect(await rowOf('bob@example.com')).toMatchObject({ username: 'bob', age: null });
  });

  it('changes only the fields given', async () => {
    await update({ age: 31 });
    expect(await rowOf('alice@example.com')).toMatchObject({ username: 'Alice W', age: 31, country: 'DE' });
  });

  it.each([
    [{ age: 17 }, /^age: /],
    [{ age: 'thirty' }, /^age: /],
    [{ username: 'a' }, /^username: /],
    [{ username: 'x'.repeat(41) }, /^username: /],
    [{ country: 'ZZ' }, /^country: unknown country ZZ$/],
    [{ country: 'Germany' }, /^country: /],
    [{ gender: 'robot' }, /^gender: /],
    [{}, /Nothing to update/],
  ])('refuses %j and changes nothing', async (body, message) => {
    const before = await rowOf('alice@example.com');
    const res = await update(body);
    expect(res).toMatchObject({ status: 400, code: 400 });
    expect(res.message).toMatch(message);
    expect(await rowOf('alice@example.com')).toEqual(before);
  });

  it("takes as avatar only an image the shopper uploaded (403 for anyone else's or any other url)", async () => {
    const uploaded = await postForm(
      ctx.app,
      '/api/upload/image',
      [{ name: 'image', filename: 'a.png', type: 'image/png', data: await pngImage() }],
      alice,
    );
    const url = uploaded.data.url as string;
    expect((await update({ avatar: url })).data.avatar).toBe(url);
    expect(await update({ avatar: url }, bob)).toMatchObject({
      status: 403,
      code: 403,
      message: 'avatar: use an image you uploaded yourself',
    });
    expect(await update({ avatar: 'https://evil.example/x.png' }, bob)).toMatchObject({ status: 403 });
    expect((await rowOf('bob@example.com')).avatar).toBeNull();
  });
});

describe('GET /dict/data/getList', () => {
  it("lists genders, the shop's countries and the questionnaire, localized", async () => {
    const en = await call(ctx.app, 'GET', '/api/dict/data/getList', { headers: alice });
    expect(en.code).toBe(200);
    expect(en.data.gender.map((g: { value: string }) => g.value)).toEqual(['female', 'male', 'non_binary', 'prefer_not_to_say']);
    expect(en.data.country).toContainEqual({ value: 'US', label: 'United States' });
    expect(en.data.questions.map((q: { key: string }) => q.key)).toEqual(QUESTIONS.map((q) => q.key));
    const de = await call(ctx.app, 'GET', '/api/dict/data/getList?lang=de', { headers: alice });
    expect(de.data.gender[0]).toEqual({ value: 'female', label: 'Weiblich' });
    expect(de.data.country).toContainEqual({ value: 'DE', label: 'Deutschland' });
    expect(de.data.questions[0].label).toBe('Wofür interessierst du dich am meisten?');
    const ja = await call(ctx.app, 'GET', '/api/dict/data/getList', { headers: { ...alice, 'accept-language': 'ja' } });
    expect(ja.data.gender[0].label).toBe('女性');
  });
});

describe('POST /user/updateMore', () => {
  it('stores answers checked against the questionnaire, merging with earlier ones', async () => {
    const first = await updateMore({ answers: { interests: ['pleasure', 'relaxation', 'pleasure'], experience: 'curious' } });
    expect(first).toMatchObject({ status: 200, data: { answers: { interests: ['pleasure', 'relaxation'], experience: 'curious' } } });
    await updateMore({ answers: { shopping_for: 'gift', experience: 'experienced' } });
    expect((await rowOf('alice@example.com')).answers).toEqual({
      interests: ['pleasure', 'relaxation'],
      experience: 'experienced',
      shopping_for: 'gift',
    });
    expect((await rowOf('bob@example.com')).answers).toEqual({});
  });

  it.each([
    [{ answers: { favourite_colour: 'pink' } }, 'answers.favourite_colour: no such question'],
    [{ answers: { experience: 'expert' } }, 'answers.experience: choose one of new, curious, experienced'],
    [{ answers: { experience: ['new'] } }, 'answers.experience: choose one of new, curious, experienced'],
    [{ answers: { interests: 'pleasure' } }, 'answers.interests: choose a list of options'],
    [{ answers: { interests: ['pleasure', 'skydiving'] } }, 'answers.interests: unknown option "skydiving"'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const before = await rowOf('alice@example.com');
    expect(await updateMore(body)).toMatchObject({ status: 400, message });
    expect(await rowOf('alice@example.com')).toEqual(before);
  });

  it('refuses a body that is not an answers object', async () => {
    expect((await updateMore({ interests: ['pleasure'] })).status).toBe(400);
  });
});

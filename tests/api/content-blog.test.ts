import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, blogPosts } from '../../api/db/schema/index.ts';
import { insertPosts } from '../../api/modules/blog/write.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const list = (body: object, headers?: Record<string, string>) => call(ctx.app, 'POST', '/api/blog/getList', { body, headers });

describe('POST /blog/getList', () => {
  it('pages through every published post, newest first, without repeating one', async () => {
    const first = await list({ page: 1, page_size: 10 });
    expect(first.code).toBe(200);
    expect(first.data.total).toBeGreaterThanOrEqual(24);
    expect(first.data.list).toHaveLength(10);
    const pages = Math.ceil(first.data.total / 10);
    const all = [...first.data.list];
    for (let page = 2; page <= pages; page++) all.push(...(await list({ page, page_size: 10 })).data.list);
    expect(new Set(all.map((p: any) => p.id)).size).toBe(first.data.total);
    const dates = all.map((p: any) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const p of all) {
      expect(p.route_info.route).toMatch(/^\/blog\/[a-z0-9-]+$/);
      expect(p.cover_image.url).toMatch(/^\/media\/seed\/blog-[0-9a-f]+\.webp$/);
      expect(p.title.length).toBeGreaterThan(5);
    }
  });

  it('filters by category', async () => {
    const world = await call(ctx.app, 'POST', '/api/mooliworld/blog/getList', { body: {} });
    expect(world.data.categories.length).toBeGreaterThanOrEqual(4);
    const category = world.data.categories[1];
    const res = await list({ category_id: category.id, page_size: 100 });
    expect(res.data.total).toBeGreaterThanOrEqual(4);
    expect(res.data.total).toBeLessThan(world.data.total);
    expect(res.data.list.every((p: any) => p.category.id === category.id)).toBe(true);
  });

  it('answers in the shopper’s language and falls back to en where a text is missing', async () => {
    const en = (await list({ page_size: 1 })).data.list[0];
    const de = (await list({ page_size: 1 }, { 'accept-language': 'de' })).data.list[0];
    expect(de.id).toBe(en.id);
    expect(de.title).not.toBe(en.title);
    expect(de.category.cate_name).not.toBe(en.category.cate_name);

    const [cat] = await ctx.db.select().from(blogCategories).limit(1);
    const [added] = await insertPosts(ctx.db, [
      {
        slug: 'only-in-english',
        categoryId: cat.id,
        title: { en: 'Only in English', de: 'Nur auf Deutsch' },
        summary: { en: 'English summary' },
        body: { en: '<p>English body</p>' },
        coverUrl: '/media/seed/x.webp',
        author: 'Test',
        publishedAt: new Date(Date.now() + 60_000),
      },
    ]);
    const fr = await call(ctx.app, 'GET', `/api/blog/getDetail/${added.id}?platform=1&lang=fr`);
    expect(fr.data).toMatchObject({ title: 'Only in English', summary: 'English summary', body: '<p>English body</p>' });
    const german = await call(ctx.app, 'GET', `/api/blog/getDetail/${added.id}?lang=de`);
    expect(german.data).toMatchObject({ title: 'Nur auf Deutsch', summary: 'English summary' });
    await ctx.db.delete(blogPosts).where(eq(blogPosts.id, added.id));
  });

  it('refuses bad paging and unknown fields with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ page: 0 }, 'page'],
      [{ page_size: 101 }, 'page_size'],
      [{ category_id: 'x' }, 'category_id'],
      [{ foo: 1 }, 'foo'],
    ] as const) {
      const res = await list(body);
      expect(res.status).toBe(400);
      expect(res.message).toMatch(new RegExp(`^${field}:`));
    }
  });
});

describe('GET /blog/getDetail/{id}', () => {
  it('answers cover, body HTML, author, date and likes; an unknown or unpublished post is a translated 404', async () => {
    const first = (await list({ page_size: 1 })).data.list[0];
    const res = await call(ctx.app, 'GET', `/api/blog/getDetail/${first.id}?platform=1`);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ id: first.id, title: first.title, author: first.author, like_num: 0, is_like: false });
    expect(res.data.body).toMatch(/<h2>[^<]+<\/h2>/);
    expect(res.data.body).toMatch(/<p>[^<]+/);

    const missing = await call(ctx.app, 'GET', '/api/blog/getDetail/999999', { headers: { 'accept-language': 'de' } });
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('Dieser Artikel existiert nicht oder ist nicht mehr veröffentlicht.');

    const [hidden] = await ctx.db.select({ id: blogPosts.id }).from(blogPosts).limit(1).offset(5);
    await ctx.db.update(blogPosts).set({ published: false }).where(eq(blogPosts.id, hidden.id));
    expect((await call(ctx.app, 'GET', `/api/blog/getDetail/${hidden.id}`)).status).toBe(404);
    const routes = await call(ctx.app, 'GET', '/api/route/getList');
    expect(routes.data[1].children.map((c: any) => c.id)).not.toContain(hidden.id);
    await ctx.db.update(blogPosts).set({ published: true }).where(eq(blogPosts.id, hidden.id));
  });

  it('refuses a bad id or platform with a 400', async () => {
    expect((await call(ctx.app, 'GET', '/api/blog/getDetail/abc')).status).toBe(400);
    expect((await call(ctx.app, 'GET', '/api/blog/getDetail/1?platform=web')).status).toBe(400);
  });
});

describe('POST /blog/recommend and the home picks', () => {
  it('recommends other posts, the same category first', async () => {
    const post = (await list({ page_size: 1 })).data.list[0];
    const res = await call(ctx.app, 'POST', '/api/blog/recommend', { body: { blog_id: post.id, limit: 3 } });
    expect(res.data).toHaveLength(3);
    expect(res.data.map((p: any) => p.id)).not.toContain(post.id);
    expect(res.data.every((p: any) => p.category.id === post.category.id)).toBe(true);
    expect((await call(ctx.app, 'POST', '/api/blog/recommend', { body: { blog_id: 999999 } })).status).toBe(404);
    expect((await call(ctx.app, 'POST', '/api/blog/recommend', { body: { blog_id: post.id, limit: 50 } })).status).toBe(400);
  });

  it('answers three home picks without a body', async () => {
    const res = await call(ctx.app, 'POST', '/api/home/blog/getList');
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(3);
  });
});

describe('GET /route/getList', () => {
  it('lists every published post in the blog group', async () => {
    const res = await call(ctx.app, 'GET', '/api/route/getList');
    const blog = res.data.find((g: any) => g.label === 'blog');
    const all = (await list({ page_size: 100 })).data;
    expect(blog.children.length).toBe(all.total);
    expect(new Set(blog.children.map((c: any) => c.route))).toEqual(new Set(all.list.map((p: any) => p.route_info.route)));
  });
});

describe('POST /user/blog/doLike', () => {
  it('needs a session: a visitor gets 4001 and nothing changes', async () => {
    const post = (await list({ page_size: 1 })).data.list[0];
    const res = await call(ctx.app, 'POST', '/api/user/blog/doLike', { body: { blog_id: post.id } });
    expect(res.status).toBe(401);
    expect(res.code).toBe(4001);
    expect((await call(ctx.app, 'GET', `/api/blog/getDetail/${post.id}`)).data.like_num).toBe(post.like_num);
  });

  it('toggles per shopper; the count on the post follows and is_like shows in lists and detail', async () => {
    const post = (await list({ page: 2, page_size: 1 })).data.list[0];
    const ana = bearer(await signIn(ctx, 'ana.blog@example.com'));
    const bea = bearer(await signIn(ctx, 'bea.blog@example.com'));
    const like = (headers: Record<string, string>) =>
      call(ctx.app, 'POST', '/api/user/blog/doLike', { body: { blog_id: post.id }, headers });

    // The cached lists the build reads are asked first, so that the likes must drop what they keep.
    const world = (headers?: Record<string, string>) =>
      call(ctx.app, 'POST', '/api/mooliworld/blog/getList', { body: { page: 2, page_size: 1 }, headers });
    expect((await world()).data.list[0]).toMatchObject({ id: post.id, like_num: 0 });

    expect((await like(ana)).data).toEqual({ is_like: true, like_num: 1 });
    expect((await like(bea)).data).toEqual({ is_like: true, like_num: 2 });
    expect((await world()).data.list[0]).toMatchObject({ id: post.id, is_like: false, like_num: 2 });
    expect((await world(ana)).data.list[0]).toMatchObject({ id: post.id, is_like: true, like_num: 2 });
    const forAna = await call(ctx.app, 'GET', `/api/blog/getDetail/${post.id}`, { headers: ana });
    expect(forAna.data).toMatchObject({ is_like: true, like_num: 2 });
    const visitor = await call(ctx.app, 'GET', `/api/blog/getDetail/${post.id}`);
    expect(visitor.data).toMatchObject({ is_like: false, like_num: 2 });
    const inList = (await list({ page: 2, page_size: 1 }, ana)).data.list[0];
    expect(inList).toMatchObject({ id: post.id, is_like: true, like_num: 2 });

    expect((await like(ana)).data).toEqual({ is_like: false, like_num: 1 });
    expect((await call(ctx.app, 'GET', `/api/blog/getDetail/${post.id}`, { headers: ana })).data).toMatchObject({
      is_like: false,
      like_num: 1,
    });
    expect((await call(ctx.app, 'GET', `/api/blog/getDetail/${post.id}`, { headers: bea })).data.is_like).toBe(true);
  });

  it('refuses an unknown post with 404 and a bad id with 400', async () => {
    const headers = bearer(await signIn(ctx, 'cai.blog@example.com'));
    expect((await call(ctx.app, 'POST', '/api/user/blog/doLike', { body: { blog_id: 999999 }, headers })).status).toBe(404);
    expect((await call(ctx.app, 'POST', '/api/user/blog/doLike', { body: { blog_id: -1 }, headers })).status).toBe(400);
    expect((await call(ctx.app, 'POST', '/api/user/blog/doLike', { body: {}, headers })).status).toBe(400);
  });
});

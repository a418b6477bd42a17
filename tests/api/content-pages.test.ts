import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, blogCategories, blogPosts, faqCategories, faqEntries } from '../../api/db/schema/index.ts';
import { saveArticle } from '../../api/modules/articles/service.ts';
import { insertPosts } from '../../api/modules/blog/write.ts';
import { insertFaqEntries } from '../../api/modules/faq/service.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('FAQ', () => {
  it('lists five categories and thirty questions, each category’s own with category_id', async () => {
    const cats = await call(ctx.app, 'GET', '/api/faq/getCatList');
    expect(cats.data).toHaveLength(5);
    const all = await call(ctx.app, 'POST', '/api/faq/getList', { body: {} });
    expect(all.data).toHaveLength(30);
    const payment = cats.data.find((c: any) => c.cate_name === 'Payment');
    const res = await call(ctx.app, 'POST', '/api/faq/getList', { body: { category_id: payment.id } });
    expect(res.data).toHaveLength(6);
    expect(res.data.every((e: any) => e.category_id === payment.id)).toBe(true);
    expect(res.data.some((e: any) => /PayPal/.test(e.answer))).toBe(true);
  });

  it('answers in the shopper’s language', async () => {
    const de = await call(ctx.app, 'GET', '/api/faq/getCatList?lang=de');
    expect(de.data.map((c: any) => c.cate_name)).toContain('Zahlung');
    const entries = await call(ctx.app, 'POST', '/api/faq/getList', { body: { lang: 'de' } });
    expect(entries.data[0].question).toBe('Wie diskret ist die Verpackung?');
  });

  it('refuses a bad category id with a 400; an unknown one lists nothing', async () => {
    expect((await call(ctx.app, 'POST', '/api/faq/getList', { body: { category_id: 0 } })).status).toBe(400);
    expect((await call(ctx.app, 'POST', '/api/faq/getList', { body: { category_id: 99999 } })).data).toEqual([]);
  });
});

describe('POST /article/getData', () => {
  it('answers every article by key in the shopper’s language', async () => {
    for (const key of ['refund-policy', 'privacy-policy', 'user-agreement', 'about', 'app', 'wholesale']) {
      const res = await call(ctx.app, 'POST', '/api/article/getData', { body: { key } });
      expect(res.code).toBe(200);
      expect(res.data.key).toBe(key);
      expect(res.data.content).toMatch(/<h2>/);
    }
    const de = await call(ctx.app, 'POST', '/api/article/getData', {
      body: { key: 'refund-policy' },
      headers: { 'accept-language': 'de' },
    });
    expect(de.data.title).toBe('Rückgabe- und Erstattungsrichtlinie');
  });

  it('refuses an unknown key with a 400 and a missing one with a translated 404', async () => {
    expect((await call(ctx.app, 'POST', '/api/article/getData', { body: { key: 'secrets' } })).status).toBe(400);
    expect((await call(ctx.app, 'POST', '/api/article/getData', { body: {} })).status).toBe(400);
    const [saved] = await ctx.db.select().from(articles).where(eq(articles.key, 'wholesale'));
    await ctx.db.delete(articles).where(eq(articles.key, 'wholesale'));
    const res = await call(ctx.app, 'POST', '/api/article/getData', { body: { key: 'wholesale', lang: 'fr' } });
    expect(res.status).toBe(404);
    expect(res.message).toBe('Cette page n’existe pas.');
    await ctx.db.insert(articles).values(saved);
  });
});

describe('rich text is sanitized on write', () => {
  const hostile =
    '<h2>Care</h2><script>alert(1)</script><p onclick="steal()">Wash <a href="javascript:alert(2)">here</a>.</p>' +
    '<img src="/media/seed/a.webp" alt="toy" onerror="alert(3)"><img src="https://tracker.example/x.png" alt="x">';
  const assertClean = (html: string) => {
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|tracker\.example/i);
    expect(html).toContain('<h2>Care</h2>');
    expect(html).toContain('Wash');
    expect(html).toContain('<img src="/media/seed/a.webp" alt="toy"');
  };

  it('for blog bodies, as the detail answers them', async () => {
    const [cat] = await ctx.db.select().from(blogCategories).limit(1);
    const [post] = await insertPosts(ctx.db, [
      {
        slug: 'hostile-post',
        categoryId: cat.id,
        title: { en: 'Hostile' },
        summary: { en: 'x' },
        body: { en: hostile, de: hostile },
        coverUrl: '/media/seed/x.webp',
        author: 'Test',
        publishedAt: new Date(),
      },
    ]);
    const res = await call(ctx.app, 'GET', `/api/blog/getDetail/${post.id}?lang=de`);
    assertClean(res.data.body);
    const [stored] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    assertClean(stored.body.en);
    await ctx.db.delete(blogPosts).where(eq(blogPosts.id, post.id));
  });

  it('for articles and FAQ answers', async () => {
    const [saved] = await ctx.db.select().from(articles).where(eq(articles.key, 'about'));
    await saveArticle(ctx.db, { key: 'about', title: { en: 'About' }, content: { en: hostile } });
    assertClean((await call(ctx.app, 'POST', '/api/article/getData', { body: { key: 'about' } })).data.content);
    await ctx.db.update(articles).set(saved).where(eq(articles.key, 'about'));

    const [cat] = await ctx.db.select().from(faqCategories).limit(1);
    await insertFaqEntries(ctx.db, [{ categoryId: cat.id, question: { en: 'Hostile?' }, answer: { en: hostile }, sort: 99 }]);
    const list = await call(ctx.app, 'POST', '/api/faq/getList', { body: { category_id: cat.id } });
    assertClean(list.data.find((e: any) => e.question === 'Hostile?').answer);
    await ctx.db.delete(faqEntries).where(eq(faqEntries.sort, 99));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { homeBanners, homeTiles, videos } from '../../api/db/schema/index.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe('home content', () => {
  it('answers the banner slides in the asked language, in order, with their local images and links', async () => {
    const en = await call(ctx.app, 'POST', '/api/banner/getList');
    const de = await call(ctx.app, 'POST', '/api/banner/getList', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(en.status).toBe(200);
    expect(en.data.length).toBeGreaterThanOrEqual(3);
    expect(en.data[0]).toMatchObject({ title: 'Pleasure is self-care', button_text: 'Shop now', redirect_url: '/shop' });
    expect(en.data[0].image_url).toMatch(/^\/media\/seed\/.+\.webp$/);
    expect(de.data[0]).toMatchObject({ title: 'Lust ist Selbstfürsorge', button_text: 'Jetzt shoppen' });
    expect(de.data.map((b: { id: number }) => b.id)).toEqual(en.data.map((b: { id: number }) => b.id));
  });

  it('falls back to English field by field where a translation is missing', async () => {
    const [first] = await ctx.db.select().from(homeBanners).orderBy(homeBanners.sort).limit(1);
    await ctx.db
      .update(homeBanners)
      .set({ subtitle: { en: first.subtitle.en } })
      .where(eq(homeBanners.id, first.id));
    const ja = await call(ctx.app, 'POST', '/api/banner/getList?lang=ja');
    expect(ja.data[0].subtitle).toBe(first.subtitle.en);
    expect(ja.data[0].title).toBe(first.title.ja);
    await ctx.db.update(homeBanners).set({ subtitle: first.subtitle }).where(eq(homeBanners.id, first.id));
  });

  it('answers explore tiles and Moolitime highlights as separate lists', async () => {
    const explore = await call(ctx.app, 'POST', '/api/home/explore/getList?lang=fr');
    const highlights = await call(ctx.app, 'POST', '/api/home/moolitime/getList?lang=fr');
    const rows = await ctx.db.select().from(homeTiles);
    expect(explore.data).toHaveLength(rows.filter((r) => r.section === 'explore').length);
    expect(highlights.data).toHaveLength(rows.filter((r) => r.section === 'moolitime').length);
    expect(explore.data.length).toBeGreaterThanOrEqual(4);
    expect(explore.data[0].title).toBe('Plaisir en solo');
    expect(highlights.data.map((h: { redirect_url: string }) => h.redirect_url)).toContain('/moolitime#whispers');
  });

  it('answers the videos with poster, local file and duration', async () => {
    const res = await call(ctx.app, 'GET', '/api/moment/video/getList?lang=es');
    expect(res.data).toHaveLength(6);
    expect(res.data[0]).toMatchObject({ title: 'Respira en rosa', duration: 10 });
    expect(res.data[0].video_url).toMatch(/^\/media\/seed\/video-1\.webm$/);
    expect(res.data[0].poster_url).toMatch(/\.webp$/);
    const rows = await ctx.db.select().from(videos);
    expect(res.data.map((v: { duration: number }) => v.duration).sort()).toEqual(rows.map((v) => v.durationSeconds).sort());
  });

  it('refuses unknown fields with a 400 envelope', async () => {
    for (const url of ['/api/banner/getList?x=1', '/api/home/explore/getList?color=red', '/api/moment/video/getList?page=1']) {
      const res = await call(ctx.app, url.includes('video') ? 'GET' : 'POST', url);
      expect(res.status).toBe(400);
      expect(res.code).toBe(400);
    }
  });
});

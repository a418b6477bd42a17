import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { experiences } from '../../api/db/schema/index.ts';
import { bearer, signIn } from './helpers/auth.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
let n = 0;
const shopper = async () => bearer(await signIn(ctx, `reader-${++n}@example.com`));
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => call(ctx.app, 'GET', `/api/experience/${path}`, { headers });
const likeCount = async (id: number) => (await ctx.db.select().from(experiences).where(eq(experiences.id, id)))[0].likeCount;

describe('experiences', () => {
  it('answers audio stories and radio episodes with a local sound file and its duration', async () => {
    const audio = await get('audio/getList?lang=it');
    const radio = await get('radio/getList?lang=it');
    expect(audio.data.length).toBeGreaterThanOrEqual(3);
    expect(radio.data.length).toBeGreaterThanOrEqual(3);
    expect(audio.data[0]).toMatchObject({ title: 'Il bagno caldo', duration: 30 });
    expect(radio.data[0].title).toBe('Episodio 1: Parlare del desiderio');
    for (const item of [...audio.data, ...radio.data]) {
      expect(item.audio_url).toMatch(/^\/media\/seed\/audio-[0-9a-f]+\.wav$/);
      expect(item.duration).toBeGreaterThan(0);
    }
    expect(new Set([...audio.data, ...radio.data].map((i: { id: number }) => i.id)).size).toBe(audio.data.length + radio.data.length);
  });

  it('answers comics with their pages and novels with their chapters, localized with fallback to English', async () => {
    const comics = await get('comic/getList?lang=de');
    const novels = await get('novel/getList?lang=de');
    expect(comics.data.length).toBeGreaterThanOrEqual(3);
    expect(comics.data[0].pages.length).toBeGreaterThanOrEqual(3);
    expect(comics.data[0].pages[0].alt).toBe('Mitternacht. Miras Gedanken rasen.');
    expect(novels.data.length).toBeGreaterThanOrEqual(3);
    for (const novel of novels.data) expect(novel.chapters.length).toBeGreaterThanOrEqual(2);
    expect(novels.data[0].chapters[0].title).toBe('Kapitel 1: Ankunft');

    const [row] = await ctx.db.select().from(experiences).where(eq(experiences.kind, 'novel')).orderBy(experiences.sort).limit(1);
    const chapters = row.chapters.map((c, i) => (i === 0 ? { title: { en: c.title.en }, body: c.body } : c));
    await ctx.db.update(experiences).set({ chapters }).where(eq(experiences.id, row.id));
    const pt = await get('novel/getList?lang=pt');
    expect(pt.data[0].chapters[0]).toEqual({ title: row.chapters[0].title.en, body: row.chapters[0].body.pt });
    await ctx.db.update(experiences).set({ chapters: row.chapters }).where(eq(experiences.id, row.id));
  });

  for (const kind of ['comic', 'novel'] as const) {
    describe(`${kind} likes`, () => {
      const like = (id: number, headers: Record<string, string> = {}) =>
        call(ctx.app, 'POST', `/api/user/${kind}/doLike`, { body: { [`${kind}_id`]: id }, headers });

      it('toggles per shopper, keeps the count on the item and shows is_like to that shopper only', async () => {
        const [item] = (await get(`${kind}/getList`)).data;
        const before = await likeCount(item.id);
        const ann = await shopper();
        const bea = await shopper();
        expect((await like(item.id, ann)).data).toEqual({ is_like: true, like_num: before + 1 });
        expect((await like(item.id, bea)).data).toEqual({ is_like: true, like_num: before + 2 });
        const annSees = (await get(`${kind}/getList`, ann)).data[0];
        expect(annSees).toMatchObject({ id: item.id, is_like: true, like_num: before + 2 });
        expect((await get(`${kind}/getList`)).data[0].is_like).toBe(false);
        expect((await like(item.id, ann)).data).toEqual({ is_like: false, like_num: before + 1 });
        expect((await get(`${kind}/getList`, ann)).data[0].is_like).toBe(false);
        expect((await get(`${kind}/getList`, bea)).data[0].is_like).toBe(true);
        expect(await likeCount(item.id)).toBe(before + 1);
      });

      it('asks visitors to sign in (4001) and changes nothing', async () => {
        const [item] = (await get(`${kind}/getList`)).data;
        const before = await likeCount(item.id);
        const res = await like(item.id);
        expect(res.status).toBe(401);
        expect(res.code).toBe(4001);
        expect(await likeCount(item.id)).toBe(before);
      });

      it('refuses bad ids and items of another kind', async () => {
        const me = await shopper();
        for (const id of [0, -1, 'x', 2 ** 40] as unknown as number[]) expect((await like(id, me)).status).toBe(400);
        const other = (await get(`${kind === 'comic' ? 'novel' : 'comic'}/getList`)).data[0];
        const res = await like(other.id, me);
        expect(res.status).toBe(404);
        expect(await likeCount(other.id)).toBe(other.like_num);
      });
    });
  }
});

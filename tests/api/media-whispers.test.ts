import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { whisperLikes, whispers } from '../../api/db/schema/index.ts';
import { call, createTestContext, type TestContext } from './helpers/context.ts';

let ctx: TestContext;
let n = 0;
/** A device id of its own for every use: no test sees another's likes. */
const device = () => `dev${String(++n).padStart(6, '0')}${'x'.repeat(23)}`;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const list = (body: object, headers: Record<string, string> = {}) =>
  call(ctx.app, 'POST', '/api/moment/whisper/getList', { body, headers });
const like = (body: object) => call(ctx.app, 'POST', '/api/moment/whisper/doLike', { body });
const likeNum = async (id: number) => (await ctx.db.select().from(whispers).where(eq(whispers.id, id)))[0].likeCount;

describe('whispers', () => {
  it('pages through all 20, newest first, without repeats', async () => {
    const first = await list({ page: 1, page_size: 8 });
    const third = await list({ page: 3, page_size: 8 });
    expect(first.data).toMatchObject({ total: 20, page: 1, page_size: 8 });
    expect(first.data.list).toHaveLength(8);
    expect(third.data.list).toHaveLength(4);
    const second = await list({ page: 2, page_size: 8 });
    const ids = [...first.data.list, ...second.data.list, ...third.data.list].map((w: { id: number }) => w.id);
    expect(new Set(ids).size).toBe(20);
    const dates = first.data.list.map((w: { created_at: string }) => w.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await list({ page: 9, page_size: 8 })).data.list).toEqual([]);
  });

  it('answers in the asked language and falls back to English', async () => {
    const de = await list({ page: 1, page_size: 20, lang: 'de' });
    expect(de.data.list.some((w: { content: string }) => w.content.includes('Großmutter'))).toBe(true);
    const [row] = await ctx.db.select().from(whispers).limit(1);
    await ctx.db
      .update(whispers)
      .set({ content: { en: 'Only in English' } })
      .where(eq(whispers.id, row.id));
    const pl = await list({ page: 1, page_size: 20 }, { 'accept-language': 'pl' });
    expect(pl.data.list.find((w: { id: number }) => w.id === row.id).content).toBe('Only in English');
    await ctx.db.update(whispers).set({ content: row.content }).where(eq(whispers.id, row.id));
  });

  it('counts a like once per device, on the server', async () => {
    const [w] = (await list({ page: 1, page_size: 1 })).data.list;
    const before = await likeNum(w.id);
    const me = device();
    const first = await like({ whisper_id: w.id, device_id: me });
    expect(first.data).toEqual({ is_like: true, like_num: before + 1 });
    const again = await like({ whisper_id: w.id, device_id: me });
    expect(again.data).toEqual({ is_like: true, like_num: before + 1 });
    const other = await like({ whisper_id: w.id, device_id: device() });
    expect(other.data.like_num).toBe(before + 2);
    expect(await likeNum(w.id)).toBe(before + 2);
    const mine = (await list({ page: 1, page_size: 1, device_id: me })).data.list[0];
    expect(mine).toMatchObject({ id: w.id, is_like: true, like_num: before + 2 });
    expect((await list({ page: 1, page_size: 1, device_id: device() })).data.list[0].is_like).toBe(false);
  });

  it('counts once when the same device likes twice at the same time', async () => {
    const [, w] = (await list({ page: 1, page_size: 2 })).data.list;
    const before = await likeNum(w.id);
    const me = device();
    const answers = await Promise.all([like({ whisper_id: w.id, device_id: me }), like({ whisper_id: w.id, device_id: me })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(await likeNum(w.id)).toBe(before + 1);
    const rows = await ctx.db.select().from(whisperLikes).where(eq(whisperLikes.whisperId, w.id));
    expect(rows).toHaveLength(before + 1);
  });

  it('refuses a bad device id, a missing whisper and bad paging with 4xx, changing nothing', async () => {
    const [w] = (await list({ page: 1, page_size: 1 })).data.list;
    const before = await likeNum(w.id);
    for (const body of [
      { whisper_id: w.id, device_id: 'short' },
      { whisper_id: w.id, device_id: `${'a'.repeat(31)}!` },
      { whisper_id: w.id },
      { whisper_id: 'abc', device_id: device() },
      { whisper_id: w.id, device_id: device(), extra: 1 },
    ]) {
      const res = await like(body);
      expect(res.status).toBe(400);
      expect(res.code).toBe(400);
    }
    const missing = await like({ whisper_id: 999999, device_id: device() });
    expect(missing.status).toBe(404);
    expect(await likeNum(w.id)).toBe(before);
    for (const body of [{ page: 0 }, { page_size: 1000 }, { device_id: 'x' }]) expect((await list(body)).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { changeCount, editorSession, expectEditorsOnly, type EditorSession } from './helpers/editors.ts';
import { detailOf } from './helpers/reads.ts';

let ctx: TestContext;
let ed: EditorSession;
beforeAll(async () => {
  // The read cache is on: an edit must show in the next public answer even where answers are cached.
  ctx = await createTestContext({ env: { READ_CACHE_MB: '16' } });
  ed = await editorSession(ctx, 'more-editor@example.com');
});
afterAll(async () => {
  await ctx?.close();
});

const shop = (method: 'GET' | 'POST', path: string, lang: string, body?: unknown) =>
  call(ctx.app, method, `/api${path}`, { headers: { 'accept-language': lang }, body });
const lastChange = async () => (await ed.get('/editor/changes?page=1&page_size=1')).data.list[0];

/** Each body is refused 400 by `path`, and none of them records a change. */
async function expectRefused(path: string, bodies: unknown[]) {
  const before = await changeCount(ctx);
  for (const body of bodies) expect(await ed.post(path, body), JSON.stringify(body)).toMatchObject({ status: 400, code: 400 });
  expect(await changeCount(ctx)).toBe(before);
}

interface Solved {
  id: number;
  problem: string;
  solution: string;
}
const publicSolved = async (productId: number, lang: string): Promise<Solved[]> =>
  (await shop('POST', '/solved/promblem/getList', lang, { product_id: productId, page_size: 100 })).data.list;

describe('editor calls of solved problems, info pages and stories', () => {
  it('refuse visitors (4001) and shoppers who are not editors (403)', async () => {
    await expectEditorsOnly(ctx, 'more-shopper@example.com', [
      ['GET', '/editor/solved/list?product_id=1'],
      ['POST', '/editor/solved/create', { product_id: 1, problem: { en: 'P' }, solution: { en: 'S' } }],
      ['POST', '/editor/solved/update', { id: 1, sort: 1 }],
      ['POST', '/editor/solved/delete', { id: 1 }],
      ['GET', '/editor/info/list'],
      ['POST', '/editor/info/update', { kind: 3, title: { en: 'T' } }],
      ['GET', '/editor/story/detail?kind=novel&id=1'],
      ['POST', '/editor/story/chapter/update', { id: 1, index: 0, title: { en: 'T' } }],
      ['POST', '/editor/story/page/update', { id: 1, index: 0, alt: { en: 'A' } }],
    ]);
  });

  it("adds, changes and removes a product's solved problems, as its public list answers at once", async () => {
    const products = (await ed.get('/editor/product/list?page=1&page_size=10')).data.list as Array<{ id: number; published: boolean }>;
    const product = products.find((p) => p.published)!;
    const entries = (await ed.get(`/editor/solved/list?product_id=${product.id}`)).data;
    expect(entries.length).toBeGreaterThan(0);
    const [entry] = entries;
    expect(entry).toMatchObject({ product_id: product.id, problem: { en: expect.any(String), de: expect.any(String) } });

    // The product's cached detail does not show solved problems: it stays cached.
    await detailOf(ctx.app, product.id);
    const { misses } = ctx.app.reads.stats;
    const res = await ed.post('/editor/solved/update', { id: entry.id, problem: { de: 'Zu laut für die WG?' } });
    expect(res).toMatchObject({ code: 200, data: { id: entry.id, problem: { de: 'Zu laut für die WG?', en: entry.problem.en } } });
    expect((await publicSolved(product.id, 'de')).find((e) => e.id === entry.id)).toMatchObject({
      problem: 'Zu laut für die WG?',
      solution: entry.solution.de,
    });
    expect((await publicSolved(product.id, 'en')).find((e) => e.id === entry.id)?.problem).toBe(entry.problem.en);
    expect(await lastChange()).toMatchObject({
      action: 'solved.update',
      target: `solved:${entry.id}`,
      detail: { product_id: product.id, problem: { de: 'Zu laut für die WG?' } },
    });
    await detailOf(ctx.app, product.id);
    expect(ctx.app.reads.stats.misses).toBe(misses);

    const created = await ed.post('/editor/solved/create', {
      product_id: product.id,
      problem: { en: 'Travelling with it?', pl: 'Zabierasz go w podróż?' },
      solution: { en: 'It has a travel lock.' },
      sort: 0,
    });
    expect(created).toMatchObject({ code: 200, data: { product_id: product.id, sort: 0, solution: { en: 'It has a travel lock.' } } });
    const polish = await publicSolved(product.id, 'pl');
    expect(polish.find((e) => e.id === created.data.id)).toMatchObject({
      problem: 'Zabierasz go w podróż?',
      solution: 'It has a travel lock.',
    });
    expect(await lastChange()).toMatchObject({ action: 'solved.create', target: `solved:${created.data.id}` });

    // Its place: last among the product's entries.
    expect(await ed.post('/editor/solved/update', { id: created.data.id, sort: 9_999 })).toMatchObject({ code: 200 });
    expect((await publicSolved(product.id, 'en')).at(-1)?.id).toBe(created.data.id);

    await expectRefused('/editor/solved/update', [
      { id: entry.id },
      { id: entry.id, problem: {} },
      { id: entry.id, problem: { en: '' } },
      { id: entry.id, problem: { xx: 'x' } },
      { id: entry.id, problem: { en: 'two\nlines' } },
      { id: entry.id, solution: { en: 'x'.repeat(2_001) } },
      { id: entry.id, sort: -1 },
      { id: entry.id, product_id: 2 },
    ]);
    await expectRefused('/editor/solved/create', [
      { product_id: product.id, problem: { de: 'Nur Deutsch' }, solution: { en: 'S' } },
      { product_id: product.id, problem: { en: 'P' } },
      { product_id: 'one', problem: { en: 'P' }, solution: { en: 'S' } },
    ]);
    const before = await changeCount(ctx);
    expect(await ed.post('/editor/solved/update', { id: 999_999, sort: 1 })).toMatchObject({ status: 404 });
    expect(await ed.post('/editor/solved/delete', { id: 999_999 })).toMatchObject({ status: 404 });
    expect(await ed.post('/editor/solved/create', { product_id: 999_999, problem: { en: 'P' }, solution: { en: 'S' } })).toMatchObject({
      status: 404,
    });
    expect(await ed.get('/editor/solved/list?product_id=999999')).toMatchObject({ status: 404 });
    expect(await changeCount(ctx)).toBe(before);
    expect((await ed.get(`/editor/solved/list?product_id=${product.id}`)).data.find((e: Solved) => e.id === entry.id)).toMatchObject({
      problem: { de: 'Zu laut für die WG?', en: entry.problem.en },
      sort: entry.sort,
    });

    expect(await ed.post('/editor/solved/delete', { id: created.data.id })).toMatchObject({ code: 200, data: { id: created.data.id } });
    expect((await publicSolved(product.id, 'en')).map((e) => e.id)).not.toContain(created.data.id);
    expect(await lastChange()).toMatchObject({ action: 'solved.delete', target: `solved:${created.data.id}` });
  });

  it('changes the shipping rules (HTML sanitized) per locale, as GET /basicInfo/get answers at once', async () => {
    const pages = (await ed.get('/editor/info/list')).data;
    const rules = pages.find((p: { kind: number }) => p.kind === 3);
    expect(rules).toMatchObject({
      title: { en: expect.any(String), ja: expect.any(String) },
      content: { fr: expect.stringContaining('<p>') },
    });
    const publicRules = async (lang: string) => (await shop('GET', '/basicInfo/get?kind=3', lang)).data[0];
    const germanBefore = await publicRules('de');

    const res = await ed.post('/editor/info/update', {
      kind: 3,
      title: { fr: 'Livraison' },
      content: {
        fr: '<p>Envoi <a href="javascript:steal()">discret</a>.</p><img src="https://evil.example/x.png" onerror="x()"><script>x()</script>',
      },
    });
    expect(res).toMatchObject({
      code: 200,
      data: {
        kind: 3,
        title: { fr: 'Livraison', en: rules.title.en },
        content: { fr: '<p>Envoi <a>discret</a>.</p>', en: rules.content.en },
      },
    });
    const french = await publicRules('fr');
    expect(french.title).toBe('Livraison');
    // The table of rates still follows the edited text.
    expect(french.content).toMatch(/^<p>Envoi <a>discret<\/a>\.<\/p>.*<table/s);
    expect(await publicRules('de')).toEqual(germanBefore);
    expect(await lastChange()).toMatchObject({
      action: 'info.update',
      target: 'info:3',
      detail: { content: { fr: '<p>Envoi <a>discret</a>.</p>' } },
    });

    await expectRefused('/editor/info/update', [
      { kind: 3 },
      { kind: 3, title: {} },
      { kind: 0, title: { en: 'T' } },
      { kind: 3, content: { en: '' } },
      { kind: 3, title: { en: 'two\nlines' } },
      { kind: 3, title: { en: 'T' }, slug: 'x' },
    ]);
    const before = await changeCount(ctx);
    expect(await ed.post('/editor/info/update', { kind: 42, title: { en: 'T' } })).toMatchObject({ status: 404 });
    expect(await changeCount(ctx)).toBe(before);
    expect((await publicRules('fr')).title).toBe('Livraison');
  });

  it("changes a novel chapter's title and plain-text body and a comic page's alt text, as the shop's lists answer", async () => {
    const novel = (await ed.get('/editor/media/list?kind=novel')).data.list[0];
    const story = (await ed.get(`/editor/story/detail?kind=novel&id=${novel.id}`)).data;
    expect(story).toMatchObject({ kind: 'novel', id: novel.id });
    const chapter = story.chapters[0];
    expect(chapter).toMatchObject({ title: { en: expect.any(String), ja: expect.any(String) }, body: { ja: expect.any(String) } });
    const publicNovel = async (lang: string) =>
      (await shop('GET', '/experience/novel/getList', lang)).data.find((n: { id: number }) => n.id === novel.id);

    const res = await ed.post('/editor/story/chapter/update', {
      id: novel.id,
      index: 0,
      title: { ja: '第1章：海へ' },
      body: { ja: '潮の香り。\r\n\r\n<b>波</b>の音。' },
    });
    expect(res).toMatchObject({ code: 200, data: { id: novel.id, index: 0, title: { ja: '第1章：海へ', en: chapter.title.en } } });
    // Plain text: stored as typed (the shop escapes it), line ends as "\n".
    expect((await publicNovel('ja')).chapters[0]).toEqual({ title: '第1章：海へ', body: '潮の香り。\n\n<b>波</b>の音。' });
    expect((await publicNovel('en')).chapters[0]).toEqual({ title: chapter.title.en, body: chapter.body.en });
    expect((await publicNovel('ja')).chapters.slice(1)).toEqual(
      story.chapters.slice(1).map((c: typeof chapter) => ({ title: c.title.ja, body: c.body.ja })),
    );
    expect(await lastChange()).toMatchObject({ action: 'media.chapter.update', target: `media:novel:${novel.id}`, detail: { index: 0 } });

    const comic = (await ed.get('/editor/media/list?kind=comic')).data.list[0];
    const pages = (await ed.get(`/editor/story/detail?kind=comic&id=${comic.id}`)).data.pages;
    expect(pages.length).toBeGreaterThan(1);
    const last = pages.length - 1;
    expect(await ed.post('/editor/story/page/update', { id: comic.id, index: last, alt: { it: 'Due amiche al mare' } })).toMatchObject({
      code: 200,
      data: { index: last, image_url: pages[last].image_url, alt: { it: 'Due amiche al mare', en: pages[last].alt.en } },
    });
    const italian = (await shop('GET', '/experience/comic/getList', 'it')).data.find((c: { id: number }) => c.id === comic.id);
    expect(italian.pages[last]).toEqual({ image_url: pages[last].image_url, alt: 'Due amiche al mare' });
    expect(italian.pages[0].alt).toBe(pages[0].alt.it);
    expect(await lastChange()).toMatchObject({ action: 'media.page.update', target: `media:comic:${comic.id}` });

    await expectRefused('/editor/story/chapter/update', [
      { id: novel.id, index: 0 },
      { id: novel.id, index: 0, title: {} },
      { id: novel.id, index: -1, title: { en: 'T' } },
      { id: novel.id, title: { en: 'T' } },
      { id: novel.id, index: 0, title: { en: 'two\nlines' } },
      { id: novel.id, index: 0, body: { en: 'a\u0000b' } },
      { id: novel.id, index: 0, alt: { en: 'A' } },
    ]);
    await expectRefused('/editor/story/page/update', [
      { id: comic.id, index: 0, alt: {} },
      { id: comic.id, index: 0, alt: { en: '' } },
      { id: comic.id, index: 0, alt: { en: 'A' }, image_url: '/media/x.png' },
    ]);
    expect(await ed.get(`/editor/story/detail?kind=poem&id=${novel.id}`)).toMatchObject({ status: 400 });

    const before = await changeCount(ctx);
    expect(await ed.post('/editor/story/chapter/update', { id: novel.id, index: story.chapters.length, title: { en: 'T' } })).toMatchObject(
      {
        status: 404,
      },
    );
    // A comic's id is not a novel's, nor the other way round.
    expect(await ed.post('/editor/story/chapter/update', { id: comic.id, index: 0, title: { en: 'T' } })).toMatchObject({ status: 404 });
    expect(await ed.post('/editor/story/page/update', { id: novel.id, index: 0, alt: { en: 'A' } })).toMatchObject({ status: 404 });
    expect(await ed.post('/editor/story/page/update', { id: comic.id, index: pages.length, alt: { en: 'A' } })).toMatchObject({
      status: 404,
    });
    expect(await ed.get(`/editor/story/detail?kind=comic&id=${novel.id}`)).toMatchObject({ status: 404 });
    expect(await changeCount(ctx)).toBe(before);
    expect((await publicNovel('ja')).chapters[0].title).toBe('第1章：海へ');
  });
});

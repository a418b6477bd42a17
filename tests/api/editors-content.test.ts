import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from './helpers/context.ts';
import { changeCount, editorSession, expectEditorsOnly, type EditorSession } from './helpers/editors.ts';
import { pngImage, postForm } from './helpers/images.ts';

let ctx: TestContext;
let ed: EditorSession;
beforeAll(async () => {
  ctx = await createTestContext();
  ed = await editorSession(ctx, 'content-editor@example.com');
});
afterAll(async () => {
  await ctx?.close();
});

const shop = (method: 'GET' | 'POST', path: string, lang: string, body?: unknown) =>
  call(ctx.app, method, `/api${path}`, { headers: { 'accept-language': lang }, body });
const lastChange = async () => (await ed.get('/editor/changes?page=1&page_size=1')).data.list[0];

describe('editor calls of the content', () => {
  it('refuse visitors (4001) and shoppers who are not editors (403)', async () => {
    await expectEditorsOnly(ctx, 'content-shopper@example.com', [
      ['GET', '/editor/banner/list'],
      ['POST', '/editor/banner/update', { kind: 'top', id: 1, sort: 1 }],
      ['GET', '/editor/blog/list'],
      ['GET', '/editor/article/list'],
      ['GET', '/editor/faq/list'],
      ['POST', '/editor/faq/create', { category_id: 1, question: { en: 'Q' }, answer: { en: 'A' } }],
      ['POST', '/editor/faq/update', { id: 1, sort: 1 }],
      ['POST', '/editor/faq/delete', { id: 1 }],
      ['GET', '/editor/media/list?kind=video'],
      ['POST', '/editor/media/update', { kind: 'video', id: 1, title: { en: 'T' } }],
    ]);
  });

  it('changes the top bar, a home slide (with an uploaded picture) and a shop banner, as the shop answers at once', async () => {
    const banners = (await ed.get('/editor/banner/list')).data;
    expect(banners.top.length).toBeGreaterThan(0);
    expect(banners.home.length).toBeGreaterThan(0);
    expect(banners.shop.length).toBeGreaterThan(0);
    const top = banners.top[0];
    const res = await ed.post('/editor/banner/update', {
      kind: 'top',
      id: top.id,
      text: { it: 'Spedizione gratuita' },
      redirect_url: '/shop',
      bg_color: '#112233',
    });
    expect(res).toMatchObject({ code: 200, data: { id: top.id, bg_color: '#112233', redirect_url: '/shop' } });
    expect((await shop('GET', '/home/top/getList', 'it')).data[0]).toMatchObject({ text: 'Spedizione gratuita', bg_color: '#112233' });
    expect(await lastChange()).toMatchObject({ action: 'banner.top.update', target: `banner:${top.id}` });

    const upload = await postForm(
      ctx.app,
      '/api/upload/image',
      [{ name: 'image', filename: 'b.png', type: 'image/png', data: await pngImage() }],
      ed.headers,
    );
    const home = banners.home[0];
    const slide = await ed.post('/editor/banner/update', {
      kind: 'home',
      id: home.id,
      title: { pl: 'Nowość' },
      image_url: upload.data.url,
    });
    expect(slide).toMatchObject({ code: 200, data: { image_url: upload.data.url } });
    const shown = (await shop('POST', '/banner/getList', 'pl')).data.find((b: { id: number }) => b.id === home.id);
    expect(shown).toMatchObject({ title: 'Nowość', image_url: upload.data.url });
    const s = banners.shop[0];
    expect(await ed.post('/editor/banner/update', { kind: 'shop', id: s.id, subtitle: { es: 'Todo nuevo' } })).toMatchObject({
      code: 200,
    });
    // The shop lists its banners in the editor's order (sort, then id).
    expect((await shop('POST', '/shop/banner/getList', 'es')).data[0]).toMatchObject({ subtitle: 'Todo nuevo' });

    const before = await changeCount(ctx);
    for (const body of [
      { kind: 'top', id: top.id },
      { kind: 'top', id: top.id, redirect_url: 'javascript:alert(1)' },
      { kind: 'top', id: top.id, redirect_url: '//evil.example' },
      { kind: 'top', id: top.id, button_text: { en: 'x' } },
      { kind: 'side', id: top.id, sort: 1 },
      { kind: 'home', id: home.id, image_url: '/media/uploads/0123456789abcdef0123456789abcdef.png' },
      { kind: 'home', id: home.id, image_url: 'https://evil.example/x.png' },
    ]) {
      expect(await ed.post('/editor/banner/update', body), JSON.stringify(body)).toMatchObject({ status: 400 });
    }
    expect(await ed.post('/editor/banner/update', { kind: 'home', id: 999999, sort: 1 })).toMatchObject({ status: 404 });
    expect(await changeCount(ctx)).toBe(before);
  });

  it('adds, changes (answers sanitized) and removes FAQ questions, as the shop answers', async () => {
    const faq = (await ed.get('/editor/faq/list')).data;
    const [category] = faq.categories;
    const entry = faq.entries[0];
    const publicFaq = async (lang: string) => (await shop('POST', '/faq/getList', lang, {})).data;

    const res = await ed.post('/editor/faq/update', {
      id: entry.id,
      answer: { de: '<p>Ja, <a href="javascript:steal()">sicher</a>.</p><iframe src="https://evil.example"></iframe>' },
    });
    expect(res).toMatchObject({ code: 200, data: { id: entry.id, answer: { de: '<p>Ja, <a>sicher</a>.</p>', en: entry.answer.en } } });
    expect((await publicFaq('de')).find((e: { id: number }) => e.id === entry.id).answer).toBe('<p>Ja, <a>sicher</a>.</p>');
    expect(await lastChange()).toMatchObject({ action: 'faq.update', target: `faq:${entry.id}` });

    const created = await ed.post('/editor/faq/create', {
      category_id: category.id,
      question: { en: 'Do you ship to islands?', de: 'Liefert ihr auf Inseln?' },
      answer: { en: '<p>Yes.</p><script>x()</script>' },
      sort: 99,
    });
    expect(created).toMatchObject({ code: 200, data: { category_id: category.id, answer: { en: '<p>Yes.</p>' } } });
    expect((await publicFaq('de')).find((e: { id: number }) => e.id === created.data.id)).toMatchObject({
      question: 'Liefert ihr auf Inseln?',
      answer: '<p>Yes.</p>',
    });
    expect(await lastChange()).toMatchObject({ action: 'faq.create', target: `faq:${created.data.id}` });

    const before = await changeCount(ctx);
    expect(
      await ed.post('/editor/faq/create', { category_id: category.id, question: { de: 'Nur Deutsch' }, answer: { en: 'A' } }),
    ).toMatchObject({
      status: 400,
    });
    expect(await ed.post('/editor/faq/create', { category_id: 999999, question: { en: 'Q' }, answer: { en: 'A' } })).toMatchObject({
      status: 404,
    });
    expect(await ed.post('/editor/faq/update', { id: entry.id, answer: { en: '' } })).toMatchObject({ status: 400 });
    expect(await ed.post('/editor/faq/delete', { id: 999999 })).toMatchObject({ status: 404 });
    expect(await changeCount(ctx)).toBe(before);

    expect(await ed.post('/editor/faq/delete', { id: created.data.id })).toMatchObject({ code: 200, data: { id: created.data.id } });
    expect((await publicFaq('en')).map((e: { id: number }) => e.id)).not.toContain(created.data.id);
    expect(await lastChange()).toMatchObject({ action: 'faq.delete', target: `faq:${created.data.id}` });
  });

  it('lists posts (unpublished too) and articles in every locale', async () => {
    const posts = (await ed.get('/editor/blog/list?page=1&page_size=5')).data;
    expect(posts.total).toBeGreaterThan(0);
    expect(posts.list[0]).toMatchObject({ title: { en: expect.any(String) }, body: { en: expect.any(String) }, published: true });
    await ed.post('/editor/blog/update', { id: posts.list[0].id, published: false });
    const again = (await ed.get('/editor/blog/list?page=1&page_size=5')).data.list;
    expect(again.find((p: { id: number }) => p.id === posts.list[0].id)).toMatchObject({ published: false });
    expect(await lastChange()).toMatchObject({ target: `post:${posts.list[0].id}` });
    const articles = (await ed.get('/editor/article/list')).data;
    expect(articles.map((a: { key: string }) => a.key)).toContain('refund-policy');
    expect(articles[0].title.de).toBeTruthy();
  });

  it("changes the texts of whispers, videos, stories and home tiles, as the shop's media answer", async () => {
    const videos = (await ed.get('/editor/media/list?kind=video')).data;
    const video = videos.list[0];
    expect(video).toMatchObject({ kind: 'video', texts: { title: { en: expect.any(String) }, summary: expect.any(Object) } });
    expect(await ed.post('/editor/media/update', { kind: 'video', id: video.id, title: { ja: '新しい動画' } })).toMatchObject({
      code: 200,
      data: { texts: { title: { ja: '新しい動画', en: video.texts.title.en } } },
    });
    expect((await shop('GET', '/moment/video/getList', 'ja')).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: '新しい動画' })]),
    );
    expect(await lastChange()).toMatchObject({ action: 'media.update', target: `media:video:${video.id}` });

    const whisper = (await ed.get('/editor/media/list?kind=whisper&page=1&page_size=1')).data.list[0];
    expect(await ed.post('/editor/media/update', { kind: 'whisper', id: whisper.id, content: { pt: 'Um segredo' } })).toMatchObject({
      code: 200,
    });
    const wall = (await shop('POST', '/moment/whisper/getList', 'pt', { page: 1, page_size: 5 })).data.list;
    expect(JSON.stringify(wall)).toContain('Um segredo');

    const tile = (await ed.get('/editor/media/list?kind=moolitime')).data.list[0];
    expect(await ed.post('/editor/media/update', { kind: 'moolitime', id: tile.id, summary: { fr: 'Un moment à soi' } })).toMatchObject({
      code: 200,
    });
    expect(JSON.stringify((await shop('POST', '/home/moolitime/getList', 'fr')).data)).toContain('Un moment à soi');

    const story = (await ed.get('/editor/media/list?kind=novel')).data.list[0];
    expect(await ed.post('/editor/media/update', { kind: 'novel', id: story.id, title: { es: 'Novela' } })).toMatchObject({ code: 200 });

    const before = await changeCount(ctx);
    for (const body of [
      { kind: 'whisper', id: whisper.id, title: { en: 'No titles on whispers' } },
      { kind: 'video', id: video.id },
      { kind: 'poem', id: video.id, title: { en: 'x' } },
      { kind: 'video', id: video.id, title: { xx: 'x' } },
    ]) {
      expect(await ed.post('/editor/media/update', body), JSON.stringify(body)).toMatchObject({ status: 400 });
    }
    // A comic's id is not a novel.
    expect(await ed.post('/editor/media/update', { kind: 'comic', id: story.id, title: { en: 'x' } })).toMatchObject({ status: 404 });
    expect(await ed.get('/editor/media/list?kind=poem')).toMatchObject({ status: 400 });
    expect(await changeCount(ctx)).toBe(before);
  });
});

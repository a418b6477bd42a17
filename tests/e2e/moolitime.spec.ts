import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { islandsReady } from './helpers.ts';

const LOCALES = [
  { prefix: '', lang: 'en' },
  { prefix: '/de', lang: 'de' },
];
const texts = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../i18n/${lang}.json`, import.meta.url), 'utf8')).media as Record<string, string>;

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, lang = 'en', data?: object): Promise<T> {
  const headers = { 'accept-language': lang };
  const res =
    method === 'GET' ? await request.get(`/api${path}`, { headers }) : await request.post(`/api${path}`, { headers, data: data ?? {} });
  const body = await res.json();
  expect(body.code, path).toBe(200);
  return body.data as T;
}

/** Scrolls a client:visible island into view and waits until it has hydrated. */
async function hydrated(page: Page, selector: string) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await islandsReady(page, { visible: true });
}

for (const { prefix, lang } of LOCALES) {
  test(`home shows the banners, explore tiles and Moolitime highlights (${lang})`, async ({ page, request }) => {
    const banners = await api<Array<{ title: string; button_text: string }>>(request, 'POST', '/banner/getList', lang);
    const explore = await api<Array<{ title: string }>>(request, 'POST', '/home/explore/getList', lang);
    const highlights = await api<Array<{ title: string }>>(request, 'POST', '/home/moolitime/getList', lang);
    const t = texts(lang);
    await page.goto(`${prefix}/`);
    await islandsReady(page);
    const carousel = page.getByRole('region', { name: t.bannersRegion });
    await expect(carousel.getByTestId('home-banner')).toHaveCount(banners.length);
    await expect(carousel.getByText(banners[0].title, { exact: true })).toBeVisible();
    await expect(carousel.getByRole('link', { name: banners[0].button_text })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: t.exploreTitle })).toBeVisible();
    await expect(page.getByTestId('explore-tile')).toHaveCount(explore.length);
    await expect(page.getByRole('heading', { level: 3, name: explore[0].title })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: t.highlightsTitle })).toBeVisible();
    await expect(page.getByTestId('moolitime-highlights-tile')).toHaveCount(highlights.length);
    await expect(page.getByRole('heading', { level: 3, name: highlights[0].title })).toBeVisible();

    // The carousel moves on to the next slide when asked.
    await carousel.getByRole('button', { name: t.nextSlide }).click();
    await expect(carousel.getByRole('button', { name: t.goToSlide.replace('{index}', '2') })).toHaveAttribute('aria-current', 'true');
  });

  test(`/moolitime shows whispers, videos, experiences and products (${lang})`, async ({ page, request }) => {
    const videos = await api<Array<{ title: string }>>(request, 'GET', '/moment/video/getList', lang);
    const audio = await api<Array<{ title: string }>>(request, 'GET', '/experience/audio/getList', lang);
    const radio = await api<Array<{ title: string }>>(request, 'GET', '/experience/radio/getList', lang);
    const comics = await api<Array<{ title: string }>>(request, 'GET', '/experience/comic/getList', lang);
    const novels = await api<Array<{ title: string }>>(request, 'GET', '/experience/novel/getList', lang);
    const t = texts(lang);
    await page.goto(`${prefix}/moolitime`);
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    for (const title of [t.whispersTitle, t.videosTitle, t.experiencesTitle, t.productsTitle])
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByTestId('whisper')).toHaveCount(8);
    await expect(page.getByTestId('video')).toHaveCount(videos.length);
    const firstVideo = page.getByTestId('video').first().locator('video');
    await expect(firstVideo).toHaveAttribute('preload', 'none');
    await expect(firstVideo).toHaveAttribute('poster', /\.webp$/);
    await expect(page.getByRole('heading', { name: videos[0].title })).toBeVisible();
    await expect(page.getByTestId('audio-story')).toHaveCount(audio.length);
    await expect(page.getByTestId('radio-episode')).toHaveCount(radio.length);
    await expect(page.getByRole('heading', { level: 4, name: comics[0].title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: novels[0].title })).toBeVisible();
    await expect(page.locator('#moment-products .product-card').first()).toBeVisible();
  });
}

test('a whisper like counts once per device', async ({ page, browser, request }) => {
  const likesOf = async (id: number) =>
    (
      await api<{ list: Array<{ id: number; like_num: number }> }>(request, 'POST', '/moment/whisper/getList', 'en', {
        page: 1,
        page_size: 100,
      })
    ).list.find((w) => w.id === id)!.like_num;
  // The third whisper: no other test likes it.
  const whisper = (
    await api<{ list: Array<{ id: number; content: string }> }>(request, 'POST', '/moment/whisper/getList', 'en', { page: 1, page_size: 8 })
  ).list[2];
  const before = await likesOf(whisper.id);
  const likeIn = async (p: Page) => {
    await p.goto('/moolitime');
    await hydrated(p, '.whisper-list');
    const card = p.getByTestId('whisper').filter({ hasText: whisper.content });
    return { card, button: card.getByRole('button', { name: /^Like/ }) };
  };

  const mine = await likeIn(page);
  await expect(mine.button).toHaveAttribute('aria-pressed', 'false');
  await mine.button.click();
  await expect(mine.button).toHaveAttribute('aria-pressed', 'true');
  await expect(mine.card.locator('.whisper-like-count')).toHaveText(String(before + 1));
  await mine.button.click();
  await expect.poll(() => likesOf(whisper.id)).toBe(before + 1);

  // The same browser again: the device is remembered, liking again adds nothing.
  const again = await likeIn(page);
  await expect(again.button).toHaveAttribute('aria-pressed', 'true');
  await expect(again.card.locator('.whisper-like-count')).toHaveText(String(before + 1));
  await again.button.click();
  expect(await likesOf(whisper.id)).toBe(before + 1);

  // A fresh browser is another device: its like counts.
  const other = await browser.newContext();
  const fresh = await likeIn(await other.newPage());
  await expect(fresh.button).toHaveAttribute('aria-pressed', 'false');
  await fresh.button.click();
  await expect(fresh.card.locator('.whisper-like-count')).toHaveText(String(before + 2));
  expect(await likesOf(whisper.id)).toBe(before + 2);
  await other.close();
});

test('audio stories play from a local file whose length is the one shown', async ({ page, request }) => {
  const [story] = await api<Array<{ title: string; audio_url: string; duration: number }>>(request, 'GET', '/experience/audio/getList');
  const file = await request.get(story.audio_url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^audio\//);

  await page.goto('/moolitime');
  const player = page.getByTestId('audio-story').first().locator('audio');
  await expect(player).toHaveAttribute('preload', 'none');
  const duration = await player.evaluate(
    (el: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
        el.addEventListener('error', () => reject(new Error('audio failed to load')), { once: true });
        el.load();
      }),
  );
  expect(Number.isFinite(duration)).toBe(true);
  expect(Math.round(duration)).toBe(story.duration);
});

test('videos play from a local file whose length is the one shown', async ({ page, request }) => {
  const [video] = await api<Array<{ video_url: string; duration: number }>>(request, 'GET', '/moment/video/getList');
  const file = await request.get(video.video_url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^video\/webm/);
  await page.goto('/moolitime');
  const player = page.getByTestId('video').first().locator('video');
  const duration = await player.evaluate(
    (el: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
        el.addEventListener('error', () => reject(new Error('video failed to load')), { once: true });
        el.load();
      }),
  );
  expect(Math.round(duration)).toBe(video.duration);
});

test('comics turn page by page, novels chapter by chapter, and their likes ask visitors to sign in', async ({ page, request }) => {
  const [comic] = await api<Array<{ pages: Array<{ alt: string }> }>>(request, 'GET', '/experience/comic/getList');
  const [novel] = await api<Array<{ title: string; chapters: Array<{ title: string }> }>>(request, 'GET', '/experience/novel/getList');
  await page.goto('/moolitime');
  await hydrated(page, '.comic');
  const reader = page.getByTestId('comic').first();
  await expect(reader.locator('figcaption')).toHaveText(comic.pages[0].alt);
  await expect(reader.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await reader.getByRole('button', { name: 'Next page' }).click();
  await expect(reader.locator('figcaption')).toHaveText(comic.pages[1].alt);
  await expect(reader.getByText(`Page 2 of ${comic.pages.length}`)).toBeVisible();

  await hydrated(page, '.novel');
  const book = page.getByTestId('novel').first();
  await expect(book.getByRole('heading', { level: 5 })).toHaveText(novel.chapters[0].title);
  await book.getByRole('button', { name: 'Next chapter' }).click();
  await expect(book.getByRole('heading', { level: 5 })).toHaveText(novel.chapters[1].title);

  await book.getByRole('button', { name: new RegExp(`^Like ${novel.title}`) }).click();
  await expect(page.getByRole('dialog', { name: 'REGISTER/LOGIN' })).toBeVisible();
});

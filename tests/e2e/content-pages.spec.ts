import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInByApi } from './auth.ts';
import { islandsReady } from './helpers.ts';

/** The API's answer for a call in a locale, to compare the pages with. */
async function api(request: APIRequestContext, method: 'GET' | 'POST', path: string, lang: string, data?: object) {
  const res = await request.fetch(`/api${path}`, { method, headers: { 'Accept-Language': lang }, data });
  const body = await res.json();
  expect(body.code, path).toBe(200);
  return body.data;
}

const LOCALES = [
  { prefix: '', lang: 'en' },
  { prefix: '/de', lang: 'de' },
];

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b)).find((d) => d['@type'] === type);
}

async function firstPost(request: APIRequestContext, lang: string) {
  return (await api(request, 'POST', '/blog/getList', lang, { page: 1, page_size: 1 })).list[0];
}

for (const { prefix, lang } of LOCALES) {
  test.describe(`content pages (${lang})`, () => {
    test('each article page shows its own article', async ({ page, request }) => {
      const pages = [
        ['/refund-policy', 'refund-policy'],
        ['/privacy-policy', 'privacy-policy'],
        ['/user-agreement', 'user-agreement'],
        ['/about', 'about'],
        ['/app_control', 'app'],
      ];
      for (const [path, key] of pages) {
        const article = await api(request, 'POST', '/article/getData', lang, { key });
        const res = await page.goto(`${prefix}${path}`);
        expect(res?.status(), path).toBe(200);
        await expect(page.locator('h1')).toHaveText(article.title);
        await expect(page.locator('.article-body h2').first()).toBeVisible();
      }
      if (lang === 'de')
        expect((await api(request, 'POST', '/article/getData', 'en', { key: 'about' })).title).not.toBe(
          (await api(request, 'POST', '/article/getData', 'de', { key: 'about' })).title,
        );
    });

    test('the about page shows real products', async ({ page }) => {
      await page.goto(`${prefix}/about`);
      await expect(page.locator('.content-products .product-card').first()).toBeVisible();
    });

    test('the FAQ lists every question in accordions, with FAQPage JSON-LD', async ({ page, request }) => {
      const entries = await api(request, 'POST', '/faq/getList', lang, {});
      await page.goto(`${prefix}/faq`);
      await expect(page.locator('.faq-item')).toHaveCount(entries.length);
      const first = page.locator('.faq-item').first();
      await expect(first.locator('summary')).toHaveText(entries[0].question);
      await expect(first.locator('.faq-answer')).toBeHidden();
      await first.locator('summary').click();
      await expect(first.locator('.faq-answer')).toBeVisible();
      const data = await jsonLd(page, 'FAQPage');
      expect(data.mainEntity).toHaveLength(entries.length);
      expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', name: entries[0].question });
    });

    test('a post shows at /blog/{title} and /blog-detail/{id}, with Article JSON-LD and recommendations', async ({ page, request }) => {
      const post = await firstPost(request, lang);
      for (const url of [`${prefix}${post.route_info.route}`, `${prefix}/blog-detail/${post.id}`]) {
        expect((await page.goto(url))?.status(), url).toBe(200);
        await expect(page.locator('h1')).toHaveText(post.title);
        await expect(page.locator('.blog-post-body h2').first()).toBeVisible();
        await expect(page.locator('.blog-post-meta')).toContainText(post.author);
        await expect(page.locator('.blog-recommended .blog-card')).toHaveCount(3);
        await expect(page.locator('.breadcrumbs [aria-current="page"]')).toHaveText(post.title);
        const data = await jsonLd(page, 'Article');
        expect(data).toMatchObject({ headline: post.title, author: { name: post.author } });
        const trail = await jsonLd(page, 'BreadcrumbList');
        expect(trail.itemListElement.map((c: { name: string }) => c.name).at(-1)).toBe(post.title);
      }
    });

    test('mooliworld filters by category and pages through posts', async ({ page, request }) => {
      const world = await api(request, 'POST', '/mooliworld/blog/getList', lang, { page_size: 9 });
      await page.goto(`${prefix}/mooliworld`);
      await islandsReady(page);
      const titles = page.locator('.blog-world .blog-card-title');
      await expect(titles).toHaveCount(9);
      await expect(titles.first()).toHaveText(world.list[0].title);

      await page
        .locator('.pager')
        .getByRole('link', { name: /2/ })
        .or(page.locator('.pager').getByRole('button', { name: /2/ }))
        .first()
        .click();
      const second = await api(request, 'POST', '/mooliworld/blog/getList', lang, { page: 2, page_size: 9 });
      await expect(titles.first()).toHaveText(second.list[0].title);

      const category = world.categories[2];
      await page.getByRole('button', { name: category.cate_name, exact: true }).click();
      await expect(page.getByRole('button', { name: category.cate_name, exact: true })).toHaveAttribute('aria-pressed', 'true');
      const inCategory = await api(request, 'POST', '/mooliworld/blog/getList', lang, { category_id: category.id, page_size: 9 });
      await expect(titles).toHaveCount(inCategory.list.length);
      await expect(page.locator('.blog-world .blog-card-category')).toHaveText(inCategory.list.map(() => category.cate_name));
      await expect(page.locator('.content-products .product-card').first()).toBeVisible();
    });

    test('the home page shows blog picks, and footer links lead to the content pages', async ({ page, request }) => {
      const picks = await api(request, 'POST', '/home/blog/getList', lang);
      await page.goto(`${prefix}/`);
      await expect(page.locator('.blog-picks .blog-card-title')).toHaveText(picks.map((p: { title: string }) => p.title));
      await page.locator('.blog-picks .blog-card-title a').first().click();
      await expect(page.locator('h1')).toHaveText(picks[0].title);
      const faqTitle = (await page.locator('footer a[href$="/faq"]').textContent()) ?? '';
      await page.locator('footer a[href$="/faq"]').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/faq$`));
      expect(faqTitle.length).toBeGreaterThan(0);
      await expect(page.locator('.faq-item').first()).toBeVisible();
    });
  });
}

test('German pages are translated, not English', async ({ page, request }) => {
  const [en, de] = [await firstPost(request, 'en'), await firstPost(request, 'de')];
  expect(de.title).not.toBe(en.title);
  await page.goto(`/de${de.route_info.route}`);
  await expect(page.locator('h1')).toHaveText(de.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test.describe('liking a post', () => {
  test('needs sign-in: signed out the like button opens the login modal', async ({ page, request }) => {
    const post = await firstPost(request, 'en');
    await page.goto(post.route_info.route);
    await islandsReady(page);
    await page.locator('.blog-like').click();
    await expect(page.getByRole('dialog', { name: 'REGISTER/LOGIN' })).toBeVisible();
  });

  test('signed in, the count goes up and stays after a reload', async ({ page, request }) => {
    const list = (await api(request, 'POST', '/blog/getList', 'en', { page: 3, page_size: 1 })).list;
    const before: number = (await api(request, 'GET', `/blog/getDetail/${list[0].id}?platform=1`, 'en')).like_num;
    await signInByApi(page, request);
    await page.goto(list[0].route_info.route);
    await islandsReady(page);
    const button = page.locator('.blog-like');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button.locator('.blog-like-count')).toHaveText(`${before} likes`);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button.locator('.blog-like-count')).toHaveText(`${before + 1} likes`);
    await page.reload();
    await islandsReady(page);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button.locator('.blog-like-count')).toHaveText(`${before + 1} likes`);
  });
});

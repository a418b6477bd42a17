import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newEmail, signInByApi } from './auth.ts';
import { islandsReady } from './helpers.ts';
import { makeEditor } from './make-editor.ts';

const en = JSON.parse(readFileSync(new URL('../../i18n/en.json', import.meta.url), 'utf8')).editor as Record<string, string>;

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: en.sections }).getByRole('button', { name, exact: true }).click();
const card = (page: Page, heading: string) => page.locator('.ed-card').filter({ has: page.getByRole('heading', { name: heading }) });
const item = (page: Page, title: string) => page.locator('details.ed-item').filter({ has: page.locator('summary', { hasText: title }) });

/** Deletes an open item through the question on the page: the item's name, then Delete. */
async function deleteOnPage(page: Page, it: Locator, name: string) {
  await it.getByRole('button', { name: en.delete, exact: true }).click();
  const question = it.getByRole('group', { name: en.confirmDelete.replace('{name}', name) });
  await expect(question).toBeVisible();
  await expect(question).toContainText(en.confirmDelete.replace('{name}', name));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await question.getByRole('button', { name: en.delete, exact: true }).click();
  await expect(it).toHaveCount(0);
}

test.describe('editors add and delete (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an editor adds a blog post and a top bar text, sees them listed, and deletes them with the on-page question', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    page.on('dialog', () => {
      throw new Error('dialog');
    });
    const email = newEmail('create-editor');
    const { token } = await signInByApi(page, request, email);
    await makeEditor(email);
    const headers = { Authorization: `Bearer ${token}` };
    const stamp = Date.now().toString(36);

    await page.goto('/editor');
    await islandsReady(page);

    // A blog post: English title, summary and body.
    await section(page, en.blog);
    const title = `Night routine ${stamp}`;
    const newPost = card(page, en.newPost);
    await newPost.getByLabel(`${en.title} · English`).fill(title);
    await newPost.getByLabel(`${en.summary} · English`).fill('Five calm minutes before sleep.');
    await newPost.getByRole('textbox', { name: `${en.body} · English` }).click();
    await page.keyboard.type('Breathe slowly and dim the lights.');
    await newPost.getByRole('button', { name: en.add, exact: true }).click();
    await expect(newPost.getByRole('status')).toHaveText(en.saved);
    const post = item(page, title);
    await expect(post).toBeVisible();
    await expect(post.locator('summary')).toContainText(en.unpublished);
    const posts = async () =>
      (
        (await (await request.get('/api/editor/blog/list?page=1&page_size=50', { headers })).json()).data.list as Array<{
          title: { en: string };
        }>
      ).map((p) => p.title.en);
    expect(await posts()).toContain(title);

    // Publish, then unpublish, from the item.
    await post.locator('summary').click();
    await post.getByRole('button', { name: en.publishItem, exact: true }).click();
    await expect(post.locator('summary')).toContainText(en.published);
    await post.getByRole('button', { name: en.unpublish, exact: true }).click();
    await expect(post.locator('summary')).toContainText(en.unpublished);

    await deleteOnPage(page, post, title);
    expect(await posts()).not.toContain(title);

    // A top bar text.
    await section(page, en.banners);
    const text = `Gift wrap ${stamp}`;
    const newTop = card(page, en.newTopBanner);
    await newTop.getByLabel(`${en.text} · English`).fill(text);
    await newTop.getByRole('button', { name: en.add, exact: true }).click();
    const banner = item(page, text);
    await expect(banner).toBeVisible();
    const topTexts = async () =>
      ((await (await request.get('/api/editor/banner/list', { headers })).json()).data.top as Array<{ text: { en: string } }>).map(
        (b) => b.text.en,
      );
    expect(await topTexts()).toContain(text);

    await banner.locator('summary').click();
    // Cancel keeps it.
    await banner.getByRole('button', { name: en.delete, exact: true }).click();
    await banner.getByRole('button', { name: en.cancel, exact: true }).click();
    await expect(banner).toBeVisible();
    await deleteOnPage(page, banner, text);
    expect(await topTexts()).not.toContain(text);
  });
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newEmail, signInByApi } from './auth.ts';
import { islandsReady } from './helpers.ts';
import { makeEditor } from './make-editor.ts';

const en = JSON.parse(readFileSync(new URL('../../i18n/en.json', import.meta.url), 'utf8')).editor as Record<string, string>;

test.describe('the change log (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an operator makes an editor while the shop runs; the editor reads each change in words, before and after', async ({
    page,
    request,
  }) => {
    const email = newEmail('log-editor');
    const { token } = await signInByApi(page, request, email);
    const headers = { Authorization: `Bearer ${token}` };
    // Not an editor yet: the role comes from the command line, with the shop running.
    expect((await (await request.get('/api/editor/me', { headers })).json()).code).toBe(403);
    await makeEditor(email);
    const me = await (await request.get('/api/editor/me', { headers })).json();
    expect(me.code).toBe(200);

    // A category renamed in German and moved: said in words, with what it was.
    const categories = (await (await request.get('/api/editor/category/list', { headers })).json()).data as Array<{
      id: number;
      name: Record<string, string>;
      sort: number;
    }>;
    const category = categories[categories.length - 1];
    const renamed = `${category.name.de} ${Date.now() % 10_000}`;
    const saved = await request.post('/api/editor/category/update', { headers, data: { id: category.id, name: { de: renamed } } });
    expect((await saved.json()).code).toBe(200);

    await page.goto('/editor');
    await islandsReady(page);
    const sections = page.getByRole('navigation', { name: en.sections });
    await sections.getByRole('button', { name: en.changes }).click();
    const row = page.getByRole('row').filter({ hasText: email }).first();
    await expect(row).toContainText(en.log_categoryUpdate.replace('{name}', category.name.en));
    const field = row.getByRole('definition').first();
    await expect(row.getByRole('term').first()).toHaveText(`${en.name} · Deutsch`);
    await expect(field.locator('del')).toHaveText(category.name.de);
    await expect(field.locator('ins')).toHaveText(renamed);
    // Words, not code.
    await expect(row).not.toContainText('category.update');
    await expect(row).not.toContainText(`category:${category.id}`);
    // Readable on a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await request.post('/api/editor/category/update', { headers, data: { id: category.id, name: { de: category.name.de } } });
  });
});

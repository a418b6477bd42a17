import { expect, test, type Page } from '@playwright/test';
import { busyShopper, chooseCountry, collectErrors, hydrateAll, PAGE_TYPES } from './shopper-states.ts';

const HYDRATION = /418|hydrat/i;

async function visitAll(page: Page, errors: string[], prefix = '') {
  for (const path of PAGE_TYPES) {
    await page.goto(prefix + path);
    await hydrateAll(page);
    // The header's state (country, account) has been applied after hydrating.
    await expect(page.getByRole('combobox', { name: /./ }).last()).toBeVisible();
    expect(
      errors.filter((e) => HYDRATION.test(e)),
      `hydration errors on ${prefix + path}`,
    ).toEqual([]);
  }
}

test.describe('every page hydrates without a mismatch', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a visitor who picked Germany', async ({ page }) => {
    const errors = collectErrors(page);
    await chooseCountry(page, 'DE');
    await visitAll(page, errors);
    await expect(page.getByRole('combobox', { name: 'Ship to' })).toHaveValue('DE');
  });

  test('a signed-in shopper with an avatar, a like and a filled cart, in Germany', async ({ page, request }) => {
    await busyShopper(page, request);
    const errors = collectErrors(page);
    await chooseCountry(page, 'DE');
    await page.goto('/user');
    await hydrateAll(page);
    // The avatar is known to the browser now; every page after this one shows it from storage.
    await expect(page.locator('.header-avatar')).toBeVisible();
    await visitAll(page, errors);
    await expect(page.getByRole('button', { name: /Shopping cart/ }).locator('.badge')).toHaveText('2');
  });

  test('a visitor on the German pages', async ({ page }) => {
    const errors = collectErrors(page);
    await chooseCountry(page, 'FR');
    await visitAll(page, errors, '/de');
  });
});

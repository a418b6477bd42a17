import { expect, test, type Page } from '@playwright/test';
import { islandsReady } from './helpers.ts';

const POPULAR = ['Rose toy', 'vibrator', 'rose vibrator', 'couple', 'sex toy'];

async function openSearch(page: Page) {
  await islandsReady(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Search' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('search drawer', () => {
  test('a search with a typo finds the product, and a result opens its page', async ({ page }) => {
    await page.goto('/shop');
    const drawer = await openSearch(page);
    const input = drawer.getByPlaceholder('search...');
    await expect(input).toBeFocused();
    for (const term of POPULAR) await expect(drawer.getByRole('button', { name: term, exact: true })).toBeVisible();

    await input.fill('vibrater');
    await input.press('Enter');
    await expect(drawer.getByRole('heading', { name: 'your search for "vibrater" revealed the following:' })).toBeVisible();
    const results = drawer.locator('.search-results:not(.search-skeleton) a');
    await expect(results.first()).toBeVisible();
    const titles = await drawer.locator('.search-result-title').allTextContents();
    expect(titles.some((t) => /vibrator/i.test(t))).toBe(true);
    const first = results.filter({ hasText: /vibrator/i }).first();
    await expect(first.locator('[data-testid="price"]')).toHaveText(/^\$\d+\.\d{2}$/);
    await expect(first.locator('.search-result-description')).not.toBeEmpty();
    const title = (await first.locator('.search-result-title').textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/products\/[\w-]+\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('no results suggests the popular terms, which search in one click', async ({ page }) => {
    await page.goto('/');
    const drawer = await openSearch(page);
    const input = drawer.getByPlaceholder('search...');
    await input.fill('qwxzvbnm');
    await input.press('Enter');
    const empty = drawer.locator('.search-empty');
    await expect(empty.getByText('No results found. Try these keywords instead:')).toBeVisible();
    for (const term of POPULAR) await expect(empty.getByRole('button', { name: term, exact: true })).toBeVisible();

    await empty.getByRole('button', { name: 'rose vibrator', exact: true }).click();
    await expect(input).toHaveValue('rose vibrator');
    await expect(drawer.getByRole('heading', { name: 'your search for "rose vibrator" revealed the following:' })).toBeVisible();
    await expect(drawer.locator('.search-result-title').first()).toHaveText(/rose/i);
  });

  test('whitespace is no search, Refresh clears the input, Escape closes', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/product/search')) searches.push(r.url());
    });
    await page.goto('/');
    const drawer = await openSearch(page);
    const input = drawer.getByPlaceholder('search...');
    await input.fill('    ');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(drawer.getByRole('heading')).toHaveCount(0);
    expect(searches).toHaveLength(0);

    await input.fill('  Rose  ');
    await input.press('Enter');
    await expect(drawer.getByRole('heading', { name: 'your search for "Rose" revealed the following:' })).toBeVisible();
    // Trimmed: the heading (and the call) use "Rose".
    expect(searches).toHaveLength(1);

    await drawer.getByRole('button', { name: 'Refresh' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();

    // The close button closes it too.
    const again = await openSearch(page);
    await again.getByRole('button', { name: 'Close search' }).click();
    await expect(again).toBeHidden();
  });

  test('the drawer speaks the page language and searches in it', async ({ page }) => {
    await page.goto('/de/');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Suche', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Suche' });
    const input = drawer.getByPlaceholder('suchen...');
    await expect(input).toBeFocused();
    await drawer.getByRole('button', { name: 'Vibrator', exact: true }).click();
    await expect(drawer.getByRole('heading', { name: 'Deine Suche nach „Vibrator“ ergab Folgendes:' })).toBeVisible();
    await expect(drawer.locator('.search-result-title').first()).toHaveText(/vibrator/i);
    const link = drawer.locator('.search-result').first();
    await expect(link).toHaveAttribute('href', /^\/de\/products\//);
  });
});

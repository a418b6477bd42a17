import { expect, test } from '@playwright/test';
import { islandsReady } from './helpers.ts';

test.describe('the walking skeleton', () => {
  test('home page in English has header, banner, menu and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of ['Shop', 'Moolitime', 'Mooliworld', 'Bestsellers', 'About', 'APP']) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Shopping cart' })).toBeVisible();
    const footer = page.locator('footer');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    for (const link of [
      'Contact Us',
      'FAQ',
      'Return & Refund Policy',
      'Privacy Policy',
      'User Agreement',
      'Wholesale',
      'User Map',
      'Shop All',
      'About Us',
      'APP Control',
      'User Review',
    ]) {
      await expect(footer.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute('href', /\/de\/$/);
    await expect(page.locator('.product-card').first()).toBeVisible();
  });

  test('home page in German is German', async ({ page }) => {
    await page.goto('/de/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Bestseller' })).toBeVisible();
    await expect(page.locator('footer').getByRole('button', { name: 'Abonnieren' })).toBeVisible();
  });

  test('a German browser is sent to the German pages on first visit, and the switcher remembers English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/shop');
    await expect(page).toHaveURL(/\/de\/shop\/?$/);
    await islandsReady(page);
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(page).toHaveURL(/localhost:\d+\/shop\/?$/);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('switching the country changes a shown price', async ({ page }) => {
    await page.goto('/');
    const grid = page.locator('.product-grid').first();
    // The grid sits below the home page's banners and tiles; it hydrates when seen.
    await grid.scrollIntoViewIfNeeded();
    await islandsReady(page, { visible: true });
    const firstPrice = grid.getByTestId('price').first();
    const usPrice = await firstPrice.textContent();
    expect(usPrice).toMatch(/^\$\d+\.\d{2}$/);
    await page.getByRole('combobox', { name: 'Ship to' }).selectOption('GB');
    await expect(grid).toHaveAttribute('data-country', 'GB');
    await expect(firstPrice).not.toHaveText(usPrice!);
    await expect(firstPrice).toHaveText(/^\$\d+\.\d{2}$/);
    // The choice lasts for the session.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Ship to' })).toHaveValue('GB');
  });

  test('a category in the Shop dropdown shows only that category', async ({ page, request }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).hover();
    const dropdown = page.getByTestId('shop-dropdown');
    await expect(dropdown).toBeVisible();
    const link = dropdown.getByRole('link').nth(2);
    const categoryName = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(/\/shop\/?\?t=[A-Za-z0-9_-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(categoryName);
    const categories = (await (await request.get('/api/product/category/getList')).json()).data as Array<{ id: number; cate_name: string }>;
    const category = categories.find((c) => c.cate_name === categoryName)!;
    const expected = (await (await request.post('/api/product/getList', { data: { category_id: category.id, page_size: 100 } })).json())
      .data;
    const grid = page.locator('.product-grid');
    await expect(grid).toHaveAttribute('data-category', String(category.id));
    await expect(grid.locator('.product-card')).toHaveCount(expected.list.length);
    const shown = await grid.locator('.product-card-title').allTextContents();
    expect(shown.sort()).toEqual(expected.list.map((p: { product_name: string }) => p.product_name).sort());
  });

  test('a product page from the route list opens', async ({ page, request }) => {
    const groups = (await (await request.get('/api/route/getList')).json()).data;
    const route = groups.find((g: { label: string }) => g.label === 'product').children[3];
    const response = await page.goto(route.route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.name);
    await expect(page.locator('.product-summary').getByTestId('price')).toHaveText(/^\$\d+\.\d{2}$/);
  });

  test('an unknown path shows the not-found page with HTTP 404', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const de = await page.goto('/de/gibt-es-nicht');
    expect(de?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the footer signup validates and confirms', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await islandsReady(page, { visible: true });
    const input = footer.getByPlaceholder('Your e-mail address');
    await input.fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter the correct email address')).toBeVisible();
    await input.fill(`reader-${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Submitted successfully')).toBeVisible();
    await expect(input).toHaveValue('');
  });

  test('scripts load from /js/ with hashed names', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s).toMatch(/^\/js\/[\w.-]+\.[\w-]{6,}\.js$/);
  });

  test('a chunk that fails to load is reported and the page recovers', async ({ page }) => {
    let blocked = 0;
    await page.route(/\/js\/HeaderIcons\.[^/]+\.js(\?.*)?$/, (route) => {
      blocked += 1;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/');
    await expect(page.getByRole('alert').filter({ hasText: 'Please reload' })).toBeVisible({ timeout: 20_000 });
    expect(errors.some((e) => /ChunkLoadError|Loading chunk HeaderIcons failed/.test(e))).toBe(true);
    expect(blocked).toBeGreaterThanOrEqual(1);
    await page.unroute(/\/js\/HeaderIcons\.[^/]+\.js(\?.*)?$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('button', { name: 'Shopping cart' })).toBeVisible();
  });
});

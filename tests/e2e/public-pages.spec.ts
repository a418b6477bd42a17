import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { islandsReady } from './helpers.ts';

type Messages = Record<string, Record<string, string>>;
const i18n = (locale: string): Messages => JSON.parse(readFileSync(new URL(`../../i18n/${locale}.json`, import.meta.url), 'utf8'));
const LOCALES = [
  { prefix: '', file: 'en' },
  { prefix: '/de', file: 'de' },
];
const PAGES = [
  { path: '/user-map', ns: 'userMap' },
  { path: '/user-review', ns: 'userReview' },
  { path: '/quiz', ns: 'quiz' },
  { path: '/halloween', ns: 'halloween' },
];

test.describe('public pages of their own', () => {
  for (const { prefix, file } of LOCALES) {
    for (const { path, ns } of PAGES) {
      test(`${prefix}${path} answers with its own content`, async ({ page }) => {
        const res = await page.goto(`${prefix}${path}`);
        expect(res?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', file);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(i18n(file)[ns].title);
      });
    }
  }

  test('the site map links every product and the shop pages within the locale', async ({ page, request }) => {
    const routes = (await (await request.get('/api/route/getList', { headers: { 'Accept-Language': 'de' } })).json()).data;
    const products = routes.find((g: { label: string }) => g.label === 'product').children as Array<{ name: string; route: string }>;
    await page.goto('/de/user-map');
    const list = page.locator('[data-group="products"]');
    await expect(list.getByRole('link')).toHaveCount(products.length);
    for (const p of products.slice(0, 5))
      await expect(list.getByRole('link', { name: p.name, exact: true })).toHaveAttribute('href', `/de${p.route}`);
    const shop = page.locator('[data-group="shop"]');
    await expect(shop.getByRole('link', { name: i18n('de').userMap.quiz })).toHaveAttribute('href', '/de/quiz');
    await expect(shop.locator('a[href^="/de/shop?t="]').first()).toBeVisible();
    await page
      .locator('footer')
      .getByRole('link', { name: i18n('de').footer.supportUserMap })
      .click();
    await expect(page).toHaveURL(/\/de\/user-map\/?$/);
  });

  test('review filters change the list, and the choice survives a reload', async ({ page, request }) => {
    const m = i18n('en').userReview;
    /** How many reviews the API has for a filter, and the count line the page shows for them. */
    const countLine = async (filter: Record<string, number>) => {
      const res = await request.post('/api/product/review/getList', { data: { ...filter, page_size: 1 } });
      return m.count.replace('{count}', String((await res.json()).data.total));
    };
    await page.goto('/user-review');
    await islandsReady(page);
    const cards = page.locator('.review-card');
    const status = page.locator('main').getByRole('status');
    const all = await countLine({});
    await expect(status).toHaveText(all);

    await page.getByRole('combobox', { name: m.filterRating, exact: true }).selectOption('5');
    const fives = await countLine({ rating: 5 });
    expect(fives).not.toBe(all);
    await expect(status).toHaveText(fives);
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('.review-card:not([data-rating="5"])')).toHaveCount(0);

    const product = page.getByRole('combobox', { name: m.filterProduct, exact: true });
    await product.selectOption({ label: 'Rose Toy Classic' });
    const id = Number(await product.inputValue());
    await expect(page).toHaveURL(new RegExp(`product=${id}&rating=5`));
    await expect(status).toHaveText(await countLine({ product_id: id, rating: 5 }));
    await expect(cards.first()).toBeVisible();
    await expect(page.locator(`.review-card:not([data-product-id="${id}"][data-rating="5"])`)).toHaveCount(0);
    await expect(cards.first().getByRole('link', { name: 'Rose Toy Classic' })).toHaveAttribute('href', '/products/rose-toy-classic');

    await page.reload();
    await islandsReady(page);
    await expect(page.getByRole('combobox', { name: m.filterRating, exact: true })).toHaveValue('5');
    await expect(product).toHaveValue(String(id));
    await expect(status).toHaveText(await countLine({ product_id: id, rating: 5 }));
    await page.getByRole('button', { name: m.clear }).click();
    await expect(status).toHaveText(all);
    await expect(page).toHaveURL(/\/user-review\/?$/);
  });

  test('the quiz, answered by keyboard, recommends real products that open their pages', async ({ page }) => {
    const m = i18n('en').quiz;
    await page.goto('/quiz');
    await islandsReady(page);
    // One tab stop per question; Space picks the focused answer, arrow keys move within a question.
    await page.getByRole('radio', { name: m.a_experience_new }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // goal: the first answer
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // for me
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // budget: $30 to $60
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: m.submit })).toBeFocused();
    await page.keyboard.press('Enter');

    const results = page.getByRole('region', { name: m.resultsTitle });
    await expect(results.getByRole('heading', { name: m.resultsTitle })).toBeFocused();
    const cards = results.locator('.product-card');
    await expect(cards).toHaveCount(4);
    await expect(page).toHaveURL(/experience=new&goal=external&company=solo&budget=from_30_to_60/);
    const first = cards.first().locator('h3 a');
    const name = (await first.textContent())!.trim();
    expect(await first.getAttribute('href')).toMatch(/^\/products\/[a-z0-9-]+$/);
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('an unanswered quiz says so, and a shared result shows the same products in German', async ({ page }) => {
    await page.goto('/quiz');
    await islandsReady(page);
    await page.getByRole('button', { name: i18n('en').quiz.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(i18n('en').quiz.incomplete);

    await page.goto('/quiz?experience=experienced&goal=internal&company=partner&budget=any');
    await expect(page.locator('.quiz-results .product-card')).toHaveCount(4);
    const en = await page.locator('.quiz-results .product-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-product-id')));
    await page.goto('/de/quiz?experience=experienced&goal=internal&company=partner&budget=any');
    const results = page.getByRole('region', { name: i18n('de').quiz.resultsTitle });
    await expect(results.locator('.product-card')).toHaveCount(4);
    expect(await results.locator('.product-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-product-id')))).toEqual(en);
    await expect(page.getByRole('radio', { name: i18n('de').quiz.a_company_partner })).toBeChecked();
    await expect(results.locator('h3 a').first()).toHaveAttribute('href', /^\/de\/products\//);
  });

  test('the Halloween page shows its banner, copy and campaign products', async ({ page }) => {
    const m = i18n('de').halloween;
    await page.goto('/de/halloween');
    await expect(page.locator('.campaign-banner img')).toHaveJSProperty('complete', true);
    expect(await page.locator('.campaign-banner img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText(m.intro)).toBeVisible();
    const grid = page.getByRole('region', { name: m.productsTitle });
    await expect(grid.locator('.product-card').first()).toBeVisible();
    const href = await grid.locator('.product-card h3 a').first().getAttribute('href');
    expect(href).toMatch(/^\/de\/products\//);
    expect((await page.request.get(href!)).status()).toBe(200);
  });
});

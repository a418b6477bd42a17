import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInByApi } from './auth.ts';
import { islandsReady } from './helpers.ts';

/** WCAG 2.2 AA (axe-core's rules for it), plus headings in order, on every kind of page in en and de. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const LOCALES = [
  { prefix: '', file: 'en' },
  { prefix: '/de', file: 'de' },
];
const PRODUCT = '/products/rose-toy-classic';
const BLOG_POST = '/blog/understanding-your-arousal';
const CONTENT = ['/mooliworld', BLOG_POST, '/faq', '/about', '/refund-policy'];

const labels = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../i18n/${file}.json`, import.meta.url), 'utf8')).header as Record<string, string>;

async function expectAccessible(page: Page, what: string) {
  const wcag = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const headings = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  const found = [...wcag.violations, ...headings.violations].map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
  );
  // Soft, so one run names every page with a problem.
  expect.soft(found, what).toEqual([]);
}

async function visit(page: Page, url: string) {
  await page.goto(url);
  await islandsReady(page);
}

/** Something in the cart and an order awaiting payment, made through the API as the storefront would. */
async function cartAndOrder(request: APIRequestContext, token: string): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await request.post('/api/product/getList', { data: { page_size: 48 } })).json()).data.list;
  const sku = list
    .flatMap((p: { product_sku_info: Array<{ id: number; stock_num: number }> }) => p.product_sku_info)
    .find((s: { stock_num: number }) => s.stock_num >= 3);
  const add = await (await request.post('/api/cart/product/add', { headers, data: { product_sku_id: sku.id, num: 1 } })).json();
  expect(add.code).toBe(200);
  const order = await (
    await request.post('/api/order/create', {
      headers,
      data: { product_spec: [{ product_sku_id: sku.id, num: 1 }], total_price: add.data.priceData.total_price },
    })
  ).json();
  expect(order.code).toBe(200);
  // More in the cart than the order holds, for the cart pages.
  expect((await (await request.post('/api/cart/product/add', { headers, data: { product_sku_id: sku.id, num: 2 } })).json()).code).toBe(
    200,
  );
  return order.data.order_id as number;
}

test.describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  for (const { prefix, file } of LOCALES) {
    for (const path of [
      '/',
      '/shop',
      PRODUCT,
      '/best_sellers',
      ...CONTENT,
      '/moolitime',
      '/user-map',
      '/user-review',
      '/quiz',
      '/halloween',
      '/contact-us',
      '/wholesale',
      '/error',
      '/no-such-page',
    ]) {
      test(`${prefix}${path}`, async ({ page }) => {
        test.slow();
        await visit(page, `${prefix}${path}`);
        if (path === PRODUCT) await page.locator('#reviews').scrollIntoViewIfNeeded();
        await islandsReady(page, { visible: true });
        await expectAccessible(page, `${prefix}${path}`);
      });
    }

    test(`quiz results and filtered reviews ${prefix || '/'}`, async ({ page }) => {
      test.slow();
      await visit(page, `${prefix}/quiz?experience=some&goal=massage&company=partner&budget=any`);
      await expect(page.locator('.quiz-results .product-card').first()).toBeVisible();
      await expectAccessible(page, `${prefix}/quiz results`);
      await visit(page, `${prefix}/user-review?rating=4`);
      await expect(page.locator('.review-card[data-rating="4"]').first()).toBeVisible();
      await expectAccessible(page, `${prefix}/user-review filtered`);
    });

    test(`search drawer and login modal ${prefix || '/'}`, async ({ page }) => {
      test.slow();
      const header = labels(file);
      await visit(page, `${prefix}/`);
      await page.locator('.header-icons').getByRole('button', { name: header.search }).click();
      const search = page.getByRole('dialog');
      await expect(search).toBeVisible();
      await search.getByRole('searchbox').fill('rose');
      await search.getByRole('searchbox').press('Enter');
      await expect(search.locator('.search-results:not(.search-skeleton) a').first()).toBeVisible();
      await expectAccessible(page, `${prefix} search drawer`);
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();

      await page.locator('.header-icons').getByRole('button', { name: header.account }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `${prefix} login modal`);
    });

    test(`signed-in pages, the cart and an order ${prefix || '/'}`, async ({ page, request }) => {
      // Eight pages and a drawer, each analysed twice: longer than test.slow() gives on a busy 2-core machine.
      test.setTimeout(240_000);
      const { token } = await signInByApi(page, request);
      const orderId = await cartAndOrder(request, token);
      for (const path of [
        '/user',
        '/user/like',
        '/user/history',
        '/user/know-more',
        '/user/order',
        `/user/order/${orderId}`,
        '/shopping-cart',
      ]) {
        await visit(page, `${prefix}${path}`);
        await expect(page.locator('main')).not.toBeEmpty();
        await expectAccessible(page, `${prefix}${path}`);
      }
      await visit(page, `${prefix}${PRODUCT}`);
      await page
        .locator('.header-icons')
        .getByRole('button', { name: labels(file).cart })
        .click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.locator('.cart-total dd')).toBeVisible();
      await expectAccessible(page, `${prefix} cart drawer`);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    for (const path of ['/', '/shop', PRODUCT, '/quiz', '/user-review', '/halloween', '/mooliworld', BLOG_POST]) {
      test(`phone ${path}`, async ({ page }) => {
        test.slow();
        await visit(page, path);
        await islandsReady(page, { visible: true });
        await expectAccessible(page, `phone ${path}`);
      });
    }
  });
});

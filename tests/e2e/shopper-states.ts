/** The page types of the shop and the states a shopper can be in, for tests that visit them all. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInByApi } from './auth.ts';

export const PRODUCT_ROUTE = '/products/rose-toy-classic';
export const BLOG_ROUTE = '/blog/understanding-your-arousal';

/** One page of each type (paths without a locale prefix). */
export const PAGE_TYPES = [
  '/',
  '/shop',
  '/best_sellers',
  '/moolitime',
  PRODUCT_ROUTE,
  '/user-map',
  '/user-review?rating=5',
  '/quiz?experience=new&goal=care&company=solo&budget=any',
  '/halloween',
  '/mooliworld',
  BLOG_ROUTE,
  '/faq',
  '/about',
  '/shopping-cart',
  '/user',
  '/user/like',
  '/user/history',
  '/user/know-more',
  '/user/order',
  '/user/order/a1b2c3',
  '/payment-success/a1b2c3',
  '/payment-error',
  '/no-such-page',
] as const;

/** Hydrates every island of the page, the ones that wait to be scrolled into view included. */
export async function hydrateAll(page: Page) {
  const visible = page.locator('astro-island[client="visible"]');
  for (let i = 0; i < (await visible.count()); i++) {
    const island = visible.nth(i);
    // Scrolled to again on every look: images and islands above it may still move it out of view.
    await expect
      .poll(() =>
        island.evaluate((el) => {
          if (el.hasAttribute('ssr')) (el.firstElementChild ?? el).scrollIntoView({ block: 'center' });
          return el.hasAttribute('ssr');
        }),
      )
      .toBe(false);
  }
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/** Collects the console errors and uncaught errors of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(`${e.message}\n${e.stack ?? ''}`));
  return errors;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A signed-in shopper with an avatar, a liked product and a filled cart (through the API, as the
 * islands would do it); the browser keeps the token.
 */
export async function busyShopper(page: Page, request: APIRequestContext) {
  const { token } = await signInByApi(page, request);
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
  const avatar = await request.post('/api/user/uploadAvatar', {
    headers: auth(token),
    multipart: { image: { name: 'me.png', mimeType: 'image/png', buffer: png } },
  });
  expect((await avatar.json()).code).toBe(200);
  const detail = (await (await request.get('/api/product/getDetail/1')).json()).data;
  const sku = detail.product_sku_info.find((s: { stock_num: number }) => s.stock_num > 0);
  const liked = await request.post('/api/user/liked/dolike', { headers: auth(token), data: { product_id: 1 } });
  expect((await liked.json()).code).toBe(200);
  const added = await request.post('/api/cart/product/add', {
    headers: auth(token),
    data: { product_sku_id: sku.id, num: 2, country_code: 'DE' },
  });
  expect((await added.json()).code).toBe(200);
  return token;
}

/** Picks a shipping country the way a shopper does, on /shop. */
export async function chooseCountry(page: Page, code: string) {
  await page.goto('/shop');
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr][client="idle"]'));
  await page.getByRole('combobox', { name: 'Ship to' }).selectOption(code);
  await expect(page.getByRole('combobox', { name: 'Ship to' })).toHaveValue(code);
}

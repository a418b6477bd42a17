import { expect, test, type APIRequestContext } from '@playwright/test';
import { islandsReady } from './helpers.ts';

interface Review {
  product_id: number;
  route: string;
  rating: number;
  content: string;
  language: string;
  is_translation: boolean;
}
type ReviewPage = { list: Review[]; total: number };

const post = async <T>(request: APIRequestContext, path: string, data: Record<string, unknown>) =>
  (await (await request.post(`/api/${path}`, { data })).json()).data as T;

/** A 2-star review that its product page shows on its first page of reviews (5 a page). */
async function twoStarReviewOnFirstPage(request: APIRequestContext): Promise<Review> {
  const twoStars = await post<ReviewPage>(request, 'product/review/getList', { rating: 2, page: 1, page_size: 50 });
  for (const review of twoStars.list) {
    const first = await post<ReviewPage>(request, 'product/review/getProductList', {
      product_id: review.product_id,
      page: 1,
      page_size: 5,
    });
    if (first.list.some((r) => r.content === review.content)) return review;
  }
  throw new Error('No product shows a 2-star review on its first page');
}

/** A review that the first page of its product's reviews shows in `lang` and that `match` accepts. */
async function reviewOnFirstPage(request: APIRequestContext, lang: string, match: (r: Review) => boolean): Promise<Review> {
  const all = await post<ReviewPage>(request, 'product/review/getList', { lang, page: 1, page_size: 100 });
  for (const review of all.list.filter(match)) {
    const first = await post<ReviewPage>(request, 'product/review/getProductList', {
      lang,
      product_id: review.product_id,
      page: 1,
      page_size: 5,
    });
    if (first.list.some((r) => r.content === review.content)) return review;
  }
  throw new Error(`No matching review on a first page in ${lang}`);
}

test.describe('catalogue fixes', () => {
  test("a review's stars fill as far as its rating", async ({ page, request }) => {
    const review = await twoStarReviewOnFirstPage(request);
    await page.goto(review.route);
    const item = page.locator('.review', { hasText: review.content });
    await item.scrollIntoViewIfNeeded();
    const stars = item.getByRole('img', { name: 'Rated 2 out of 5' });
    await expect(stars).toBeVisible();
    const fill = await stars.locator('.rating-fill').boundingBox();
    const all = await stars.locator('.rating-empty').boundingBox();
    expect(Math.round((fill!.width / all!.width) * 100)).toBe(40);
  });

  test('a page number past the end shows the last page', async ({ page, request }) => {
    const all = await post<ReviewPage>(request, 'product/getList', { page: 1, page_size: 24 });
    const last = Math.ceil(all.total / 24);
    expect(last).toBeGreaterThan(1);
    await page.goto('/shop?page=99');
    await islandsReady(page);
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}$`));
    await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText(`${all.total} products`);
    await expect(page.getByText('No products match these filters.')).toHaveCount(0);
    await expect(page.locator('.product-card')).toHaveCount(all.total - (last - 1) * 24);
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    await expect(pager.getByText(String(last), { exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('a filter that matches nothing shows one coherent empty state', async ({ page }) => {
    await page.goto('/shop?min=1000&page=3');
    await islandsReady(page);
    await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText('0 products');
    await expect(page.getByText('No products match these filters.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Product pages' }).getByRole('link')).toHaveCount(0);
    const range = page.getByRole('group', { name: 'Price' });
    await expect(range).toContainText('From $1000');
    await expect(range).not.toContainText('–');
    await page.getByRole('button', { name: 'Clear the price range' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.locator('.product-card').first()).toBeVisible();
  });

  test('a decimal quantity becomes its whole part', async ({ page }) => {
    await page.goto('/products/rose-toy-classic');
    await islandsReady(page);
    const input = page.locator('.product-summary').getByRole('textbox', { name: 'Quantity' });
    await input.fill('5.7');
    await input.press('Enter');
    await expect(input).toHaveValue('5');
  });

  test("reviews are shown in the shopper's language, marked when translated or written in another", async ({ page, request }) => {
    const translated = await reviewOnFirstPage(request, 'de', (r) => r.is_translation && r.language === 'en');
    await page.goto(`/de${translated.route}`);
    const item = page.locator('.review', { hasText: translated.content });
    await item.scrollIntoViewIfNeeded();
    await expect(item.getByText('Übersetzt (Original auf Englisch)')).toBeVisible();

    const untranslated = await reviewOnFirstPage(request, 'en', (r) => !r.is_translation && r.language === 'ja');
    await page.goto(untranslated.route);
    const other = page.locator('.review', { hasText: untranslated.content });
    await other.scrollIntoViewIfNeeded();
    await expect(other.getByText('Written in Japanese')).toBeVisible();
    await expect(other.locator('.review-text')).toHaveAttribute('lang', 'ja');

    const own = await reviewOnFirstPage(request, 'en', (r) => r.language === 'en');
    await page.goto(own.route);
    const mine = page.locator('.review', { hasText: own.content });
    await mine.scrollIntoViewIfNeeded();
    await expect(mine.locator('.review-language')).toHaveCount(0);
  });
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { islandsReady } from './helpers.ts';

interface Item {
  product_name: string;
}
interface Listing {
  list: Item[];
  total: number;
}

async function apiList(request: APIRequestContext, body: Record<string, unknown>): Promise<Listing> {
  return (await (await request.post('/api/product/getList', { data: { page_size: 24, ...body } })).json()).data as Listing;
}

test.describe('/shop', () => {
  test('?t= filters by category and the sort is kept in the URL, through back and forward', async ({ page, request }) => {
    const categories = (await (await request.get('/api/product/category/getList')).json()).data as Array<{ id: number; cate_name: string }>;
    const category = categories.find((c) => c.cate_name === 'Vibrators')!;

    await page.goto('/shop');
    await islandsReady(page);
    const grid = page.locator('.product-grid');
    const titles = grid.locator('.product-card-title');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Vibrators' }).click();
    await expect(page).toHaveURL(/\/shop\/?\?t=[A-Za-z0-9_-]+$/);
    const filteredUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vibrators');
    await expect(grid).toHaveAttribute('data-category', String(category.id));
    const byCategory = await apiList(request, { category_id: category.id });
    await expect(titles).toHaveText(byCategory.list.map((p) => p.product_name));
    await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText(`${byCategory.total} products`);

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page).toHaveURL(/[?&]t=[A-Za-z0-9_-]+&sort=price_asc$/);
    await expect(grid).toHaveAttribute('data-sort', 'price_asc');
    const cheapestFirst = await apiList(request, { category_id: category.id, sort: 'price_asc' });
    await expect(titles).toHaveText(cheapestFirst.list.map((p) => p.product_name));
    const prices = (await grid.getByTestId('price').allTextContents()).map((p) => Number(p.replace('$', '')));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Back restores the unsorted category, forward the sorted one.
    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recommended');
    await expect(titles).toHaveText(byCategory.list.map((p) => p.product_name));
    await page.goForward();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    await expect(titles).toHaveText(cheapestFirst.list.map((p) => p.product_name));

    // The URL is sharable: opened fresh, it shows the same listing.
    const shared = page.url().replace('price_asc', 'price_desc');
    const other = await page.context().newPage();
    await other.goto(shared);
    await islandsReady(other);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Vibrators');
    await expect(other.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    const dearestFirst = await apiList(request, { category_id: category.id, sort: 'price_desc' });
    await expect(other.locator('.product-card-title')).toHaveText(dearestFirst.list.map((p) => p.product_name));
  });

  test('pages through all products, and a bad t shows everything', async ({ page, request }) => {
    const all = await apiList(request, {});
    expect(all.total).toBeGreaterThan(24);
    const second = await apiList(request, { page: 2 });

    await page.goto('/shop?t=not-a-real-token');
    await islandsReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop all');
    await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText(`${all.total} products`);
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(page.locator('.product-card-title')).toHaveText(second.list.map((p) => p.product_name));
    await expect(pager.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the price range narrows the listing', async ({ page, request }) => {
    await page.goto('/shop?max=30');
    await islandsReady(page);
    const upTo30 = await apiList(request, { max_price: '30', page_size: 100 });
    expect(upTo30.total).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText(`${upTo30.total} products`);
    await expect(page.getByRole('slider', { name: 'Maximum price' })).toHaveValue('30');
    for (const price of await page.locator('.product-grid').getByTestId('price').allTextContents()) {
      expect(Number(price.replace('$', ''))).toBeLessThanOrEqual(30);
    }
  });
});

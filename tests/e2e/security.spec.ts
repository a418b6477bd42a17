import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInByApi } from './auth.ts';
import { islandsReady } from './helpers.ts';

/** Collects what must never happen on a page: a dialog opened by injected script, a CSP violation. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

async function inStockSku(request: APIRequestContext): Promise<{ id: number; route: string }> {
  const list = (await (await request.post('/api/product/getList', { data: { page_size: 48 } })).json()).data.list;
  const product = list.find((p: { product_sku_info: Array<{ stock_num: number }> }) => p.product_sku_info.some((s) => s.stock_num >= 2));
  return { id: product.product_sku_info.find((s: { stock_num: number }) => s.stock_num >= 2).id, route: product.route_info.route };
}

test.describe('the pages under their Content-Security-Policy', () => {
  test('load, hydrate and open the PayPal window without a single violation', async ({ page, request }) => {
    test.setTimeout(90_000); // nine pages, each hydrated
    const problems = watch(page);
    const sku = await inStockSku(request);
    const first = await page.goto('/');
    const csp = first?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await islandsReady(page);
    for (const path of ['/de/', '/ja/shop', sku.route, '/shop']) {
      await page.goto(path);
      await islandsReady(page);
    }
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('dialog').first()).toBeVisible();

    const { token } = await signInByApi(page, request);
    await request.post('/api/cart/product/add', {
      headers: { Authorization: `Bearer ${token}` },
      data: { product_sku_id: sku.id, num: 1 },
    });
    await page.goto('/shopping-cart');
    await islandsReady(page);
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await expect(page.getByRole('dialog', { name: 'PayPal sandbox emulator' })).toBeVisible();
    for (const path of ['/user', '/user/order', '/user/know-more']) {
      await page.goto(path);
      await islandsReady(page);
    }
    expect(problems).toEqual([]);
  });
});

test.describe("shopper's text is never HTML", () => {
  const SCRIPTED = '<img src=x onerror=alert(1)>';

  test('a scripted username, order note and after-sales text show as text on every page', async ({ page, request }) => {
    test.slow();
    const problems = watch(page);
    const { token } = await signInByApi(page, request);
    const auth = { Authorization: `Bearer ${token}` };
    const api = async (method: 'get' | 'post', url: string, data?: unknown) => {
      const res = await (await request[method](url, { headers: auth, data })).json();
      expect(res.code, `${url}: ${res.message}`).toBe(200);
      return res.data;
    };
    await api('post', '/api/user/update', { username: SCRIPTED });
    const sku = await inStockSku(request);
    await api('post', '/api/cart/product/add', { product_sku_id: sku.id, num: 1 });
    const cart = await api('get', '/api/cart/getList');
    const order = await api('post', '/api/order/create', {
      product_spec: cart.cartData.map((l: { product_sku_id: number; num: number }) => ({ product_sku_id: l.product_sku_id, num: l.num })),
      user_remark: SCRIPTED,
      total_price: cart.priceData.total_price,
    });
    const approved = await request.post(`/paypal-sandbox/buyer/orders/${order.paypal_order_id}/approve`, {
      data: { funding: 'paypal', outcome: 'approve' },
    });
    expect(approved.ok()).toBe(true);
    await api('get', `/api/order/capture?paypal_order_id=${order.paypal_order_id}`);
    const detail = await api('get', `/api/order/read/${order.order_id}`);
    await api('post', '/api/order/after/sale/apply', {
      order_id: order.order_id,
      lines: [{ order_line_id: detail.lines[0].id, num: 1 }],
      reason: 'damaged',
      description: SCRIPTED,
    });

    for (const path of ['/user', `/user/order/${order.order_id}`, `/user/order/${order.order_id}/after-sales-service`]) {
      await page.goto(path);
      await islandsReady(page);
      await expect(page.getByText(SCRIPTED).first(), path).toBeVisible();
      await expect(page.locator('img[src="x"]'), path).toHaveCount(0);
    }
    await page.goto('/user/order');
    await islandsReady(page);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
